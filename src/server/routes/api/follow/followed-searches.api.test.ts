/**
 * Followed searches' email alerts (product.md §17): subscribe → a confirmation mail and nothing
 * before it is confirmed; confirm (single use); a digest only when something the search matches
 * changed; a re-run mails nobody twice; one-click unsubscribe (RFC 8058) and its headers; the admins'
 * list and delete for every kind of caller; the retention rule; the lease.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { takeLease } from '../../../db/repositories/job-leases';
import { changeLog, outbox, searchSubscriptions } from '../../../db/schema';
import { DIGEST_LEASE } from '../../../services/digest-job';
import { signedInOwner } from '../owners/owner-test-helpers';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let berlin: number;
let paris: number;
const PUBLIC_URL = 'https://studios.example';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    forms: { ratePerHour: 1000, minFillMs: 0, invitationDays: 7 },
  });
  const user = await createAdminUser(t.app, { email: 'follow-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  berlin = await createStudio(t.app, { name: 'Berlin Volume', city: 'Berlin', country: 'Germany' });
  paris = await createStudio(t.app, { name: 'Paris Volume', city: 'Paris', country: 'France' });
  owner = await signedInOwner(t.app, berlin);
});

afterAll(async () => {
  await t.close();
});

async function subscribe(email: string, query: string, extra: Record<string, unknown> = {}) {
  const token = (await t.app.inject({ url: '/api/forms/token/' })).json().form_token as string;
  const anon = await csrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/',
    headers: anon.headers,
    payload: { query, email, frequency: 'daily', form_token: token, ...extra },
  });
}

async function mailTo(email: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(outbox.id);
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`${PUBLIC_URL}${path}\\?token=([^\\s]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return `${path}?token=${match[1]}`;
}

async function confirm(email: string): Promise<void> {
  const mail = (await mailTo(email)).find((m) => m.kind === 'search_confirm')!;
  const res = await t.app.inject({ method: 'POST', url: linkIn(mail.textBody, '/subscriptions/confirm') });
  expect(res.statusCode).toBe(200);
}

async function rename(id: number, name: string): Promise<void> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/studios/studios-enhanced/${id}/`,
    headers: admin.headers,
    payload: { name },
  });
  expect(res.statusCode).toBe(200);
}

/** Makes every confirmed subscription due now (as if its day had passed). */
async function dayPasses(): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE search_subscriptions SET next_digest_at = now() - interval '1 minute'`,
  );
}

describe('subscribe and confirm', () => {
  it('mails only a confirmation, with one-click unsubscribe headers, until it is confirmed', async () => {
    const res = await subscribe('alice@example.com', 'country=DE&sort=-wall_width', { locale: 'en' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'check_your_mail' });
    const mails = await mailTo('alice@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['search_confirm']);
    expect(mails[0]!.textBody).toContain(`${PUBLIC_URL}/frontend/studios?country=DE`);
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/studios\.example\/subscriptions\/unsubscribe\?token=/,
    );
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [row] = await t.database.db
      .select()
      .from(searchSubscriptions)
      .where(eq(searchSubscriptions.email, 'alice@example.com'));
    expect(row).toMatchObject({ queryKey: 'country=DE', confirmedAt: null });

    await rename(berlin, 'Berlin Volume Two');
    await dayPasses();
    await t.app.followedSearches.runDigest();
    expect((await mailTo('alice@example.com')).map((m) => m.kind)).toEqual(['search_confirm']);
  });

  it('the confirmation link works once; opening it (GET) confirms nothing', async () => {
    const mail = (await mailTo('alice@example.com'))[0]!;
    const link = linkIn(mail.textBody, '/subscriptions/confirm');
    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    // Styled by its own stylesheet (the CSP allows no inline style), served as CSS.
    expect(page.body).toContain('<link rel="stylesheet" href="/subscriptions/page.css">');
    const css = await t.app.inject({ url: '/subscriptions/page.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('prefers-color-scheme:dark');
    const [before] = await t.database.db.select().from(searchSubscriptions);
    expect(before!.confirmedAt).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(404);
    const [after] = await t.database.db.select().from(searchSubscriptions);
    expect(after!.confirmedAt).not.toBeNull();
  });

  it('refuses a bad query, a missing form token and fills nothing for the honeypot', async () => {
    const bad = await subscribe('bob@example.com', 'gs3=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['query.gs3']);
    const anon = await csrf(t.app);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/',
      headers: anon.headers,
      payload: { query: '', email: 'bob@example.com', frequency: 'daily' },
    });
    expect(noToken.json().code).toBe('form_too_fast');
    const trap = await subscribe('bot@example.com', '', { website: 'http://spam.example' });
    expect(trap.statusCode).toBe(202);
    expect(await mailTo('bot@example.com')).toEqual([]);
  });
});

describe('digest', () => {
  it("mails only when a studio the search matches changed, once, in the subscriber's language", async () => {
    await subscribe('boris@example.com', 'country=FR', { locale: 'ru' });
    await confirm('boris@example.com');
    await dayPasses();
    // Nothing changed since the confirmation: nobody is mailed.
    let outcome = await t.app.followedSearches.runDigest();
    expect(outcome.ran).toBe(true);
    expect(outcome.mailed).toBe(0);

    await rename(berlin, 'Berlin Volume Three');
    await dayPasses();
    outcome = await t.app.followedSearches.runDigest();
    expect(outcome.mailed).toBe(1);
    const alice = (await mailTo('alice@example.com')).filter((m) => m.kind === 'search_digest');
    expect(alice).toHaveLength(1);
    expect(alice[0]!.textBody).toContain('Berlin Volume Two → Berlin Volume Three');
    expect(alice[0]!.textBody).toContain(`${PUBLIC_URL}/frontend/studios/${berlin}`);
    expect(alice[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Paris did not change: the French search is quiet.
    expect((await mailTo('boris@example.com')).filter((m) => m.kind === 'search_digest')).toEqual([]);

    await rename(paris, 'Paris Volume Deux');
    await dayPasses();
    await t.app.followedSearches.runDigest();
    const boris = (await mailTo('boris@example.com')).filter((m) => m.kind === 'search_digest');
    expect(boris).toHaveLength(1);
    expect(boris[0]!.subject).toContain('Новое в вашем поиске');
    expect((await mailTo('alice@example.com')).filter((m) => m.kind === 'search_digest')).toHaveLength(1);
  });

  it('a re-run (even forced due) mails nobody twice', async () => {
    const before = (await t.database.db.select().from(outbox)).length;
    await t.app.followedSearches.runDigest();
    await dayPasses();
    await t.app.followedSearches.runDigest();
    expect((await t.database.db.select().from(outbox)).length).toBe(before);
  });

  it('a run that fails half way leaves no mail and no moved mark; the next one mails once', async () => {
    const digests = async () =>
      (await mailTo('alice@example.com')).filter((m) => m.kind === 'search_digest').length;
    const before = await digests();
    const mark = async () =>
      (
        await t.database.db
          .select()
          .from(searchSubscriptions)
          .where(eq(searchSubscriptions.email, 'alice@example.com'))
      )[0]!.lastSentThrough;
    const markBefore = await mark();
    await rename(berlin, 'Berlin Volume Crash');
    await dayPasses();
    // The outbox refuses digests, as a database that fails mid-run would.
    await t.database.db.execute(sql`CREATE FUNCTION refuse_digest() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.kind = 'search_digest' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_digest BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_digest()`,
    );
    try {
      await expect(t.app.followedSearches.runDigest()).rejects.toThrow();
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_digest ON outbox`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_digest()`);
    }
    expect(await digests()).toBe(before);
    expect(await mark()).toBe(markBefore);
    expect((await t.app.followedSearches.runDigest()).ran).toBe(true);
    expect(await digests()).toBe(before + 1);
    await dayPasses();
    await t.app.followedSearches.runDigest();
    expect(await digests()).toBe(before + 1);
  });

  it('does not run while another process holds the lease', async () => {
    expect(await takeLease(t.database.db, DIGEST_LEASE, 'other-process', 60)).toBe(true);
    try {
      expect((await t.app.followedSearches.runDigest()).ran).toBe(false);
    } finally {
      await t.database.db.execute(sql`DELETE FROM job_leases`);
    }
  });
});

describe('feed', () => {
  it('is Atom of the matching changed studios, escaped and cacheable', async () => {
    await rename(paris, 'Paris <Volume> & "Co"');
    const res = await t.app.inject({ url: '/api/feeds/studios.atom?country=FR&sort=name' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
    );
    expect(res.body).toContain('Paris &lt;Volume&gt; &amp; &quot;Co&quot;');
    expect(res.body).not.toContain('Berlin Volume');
    expect(res.body).toContain(
      `<link rel="alternate" type="text/html" href="${PUBLIC_URL}/frontend/studios/${paris}"/>`,
    );
    const again = await t.app.inject({
      url: '/api/feeds/studios.atom?country=FR',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: '/api/feeds/studios.atom?gs3=maybe' })).statusCode).toBe(400);
  });
});

describe('unsubscribe', () => {
  it('one-click POST without session or CSRF deletes the row and erases its mail; GET only asks', async () => {
    const mail = (await mailTo('alice@example.com')).find((m) => m.kind === 'search_digest')!;
    const url = mail.headers!['List-Unsubscribe']!.slice(1, -1).replace(PUBLIC_URL, '');
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unsubscribe');
    expect(await mailTo('alice@example.com')).not.toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await mailTo('alice@example.com')).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(searchSubscriptions)
        .where(eq(searchSubscriptions.email, 'alice@example.com')),
    ).toEqual([]);
    const log = await t.database.db.select().from(changeLog).where(eq(changeLog.action, 'erase'));
    expect(log.some((e) => JSON.stringify(e.after).includes('"unsubscribe"'))).toBe(true);
    expect(JSON.stringify(log)).not.toContain('alice@example.com');
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(404);
  });

  it('refuses a forged token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('admins list and delete subscriptions; nobody else', () => {
  it('anonymous 401, owner 403, admin 200 (list)', async () => {
    const url = '/api/admin/search-subscriptions/';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: owner.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { email: string }) => r.email)).toContain('boris@example.com');
  });

  it('anonymous 401 (or CSRF 403), owner 403, admin 204 then 404 (delete)', async () => {
    const [row] = await t.database.db
      .select()
      .from(searchSubscriptions)
      .where(eq(searchSubscriptions.email, 'boris@example.com'));
    const url = `/api/admin/search-subscriptions/${row!.id}/delete/`;
    const anon = await csrf(t.app);
    expect((await t.app.inject({ method: 'POST', url, headers: anon.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: owner.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(204);
    expect(await mailTo('boris@example.com')).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('retention', () => {
  it('erases subscriptions unconfirmed after 7 days, with their mail; keeps younger and confirmed ones', async () => {
    await subscribe('late@example.com', 'city=Berlin');
    await subscribe('fresh@example.com', 'city=Berlin');
    await t.database.db
      .update(searchSubscriptions)
      .set({ createdAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(searchSubscriptions.email, 'late@example.com'));
    expect(await t.app.followedSearches.applyRetention()).toBe(1);
    const emails = (await t.database.db.select().from(searchSubscriptions)).map((r) => r.email);
    expect(emails).toContain('fresh@example.com');
    expect(emails).not.toContain('late@example.com');
    expect(await mailTo('late@example.com')).toEqual([]);
    expect(await mailTo('fresh@example.com')).toHaveLength(1);
  });
});

// Last: its own app empties the worker's database.
describe('limits', () => {
  it('is rate limited per email (on an app of its own, last)', async () => {
    const limited = await createTestApp({ forms: { ratePerHour: 2, minFillMs: 0, invitationDays: 7 } });
    try {
      const send = async (email: string) => {
        const token = (await limited.app.inject({ url: '/api/forms/token/' })).json().form_token;
        const anon = await csrf(limited.app);
        return limited.app.inject({
          method: 'POST',
          url: '/api/subscriptions/',
          headers: anon.headers,
          payload: { query: '', email, frequency: 'weekly', form_token: token },
        });
      };
      expect((await send('same@example.com')).statusCode).toBe(202);
      expect((await send('same@example.com')).statusCode).toBe(202);
      const third = await send('same@example.com');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
