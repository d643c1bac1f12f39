/** Owner claims, approval, invitations and the owner's scope (product.md §14), with every role. */
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { readDataVersion } from '../../../db/data-version';
import { ownerInvitations } from '../../../db/schema';
import { ClientRateLimit } from '../../../lib/http/client-rate-limit';
import { passwordHasher } from '../../../lib/passwords';
import { ACCEPT_LIMIT } from './claims';
import { outbox, signedInOwner } from './owner-test-helpers';

let t: TestApp;
let admin: SignedIn;
let studioId: number;
let otherStudioId: number;
let owner: SignedIn;
let otherOwner: SignedIn;

const claim = {
  name: 'Jane Owner',
  email: 'Jane@Aurora.example',
  role: 'Managing director',
  phone: '+49 30 1234',
  evidence_url: 'https://www.aurora.example/team',
  message: '<b>It is ours</b>',
};

beforeAll(async () => {
  t = await createTestApp({ forms: { ratePerHour: 1000, minFillMs: 0, invitationDays: 7 } });
  const user = await createAdminUser(t.app, { email: 'claims-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, { name: 'Aurora Claim Stage', websiteUrl: 'https://aurora.example/' });
  otherStudioId = await createStudio(t.app, { name: 'Other Claim Stage' });
  const ownedId = await createStudio(t.app, { name: 'Owned Stage' });
  owner = await signedInOwner(t.app, ownedId);
  otherOwner = await signedInOwner(t.app, otherStudioId);
});

afterAll(async () => {
  await t.close();
});

async function postClaim(body: object, id = studioId, headers?: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/studios/studios-enhanced/${id}/claims/`,
    headers: headers ?? (await csrf(t.app)).headers,
    payload: body,
  });
}

async function pendingClaims() {
  const res = await t.app.inject({ url: '/api/admin/claims/?status=pending', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json().results as {
    id: number;
    studio_id: number;
    email: string;
    message: string;
    email_domain_matches_website: boolean;
  }[];
}

describe('claiming a listing', () => {
  it('answers 201 pending to anyone with CSRF, stores the text as sent and hints at the domain', async () => {
    const res = await postClaim(claim);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), status: 'pending' });
    const listed = (await pendingClaims()).find((c) => c.id === body.id);
    expect(listed).toMatchObject({
      studio_id: studioId,
      email: 'jane@aurora.example',
      message: '<b>It is ours</b>',
      email_domain_matches_website: true,
    });
  });

  it('refuses it without CSRF, with a non-http evidence link, or for no studio', async () => {
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${studioId}/claims/`,
      payload: claim,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');
    const js = await postClaim({ ...claim, evidence_url: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(400);
    expect(js.json()).toMatchObject({
      code: 'validation_failed',
      fields: { evidence_url: expect.any(Array) },
    });
    const missing = await postClaim({ ...claim, email: 'not-an-email' });
    expect(missing.json().fields).toHaveProperty('email');
    expect((await postClaim(claim, 999_999)).statusCode).toBe(404);
  });

  it('drops a claim that fills the honeypot, answering alike', async () => {
    const before = (await pendingClaims()).length;
    const res = await postClaim({ ...claim, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect((await pendingClaims()).length).toBe(before);
  });

  it('is rate limited per address and per email', async () => {
    const forms = t.app.publicForms;
    const saved = { address: forms.byAddress.claim, email: forms.byEmail.claim };
    forms.byAddress.claim = new ClientRateLimit(2, 3_600_000);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await postClaim({ ...claim, email: `person${i}@example.com` });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.headers['retry-after']).toMatch(/^\d+$/);
          expect(res.json().code).toBe('rate_limited');
        }
      }
      expect(statuses).toEqual([201, 201, 429]);
      forms.byAddress.claim = saved.address;
      forms.byEmail.claim = new ClientRateLimit(1, 3_600_000);
      expect((await postClaim({ ...claim, email: 'same@example.com' })).statusCode).toBe(201);
      expect((await postClaim({ ...claim, email: 'SAME@example.com' })).statusCode).toBe(429);
    } finally {
      forms.byAddress.claim = saved.address;
      forms.byEmail.claim = saved.email;
    }
  });
});

describe('who may read and decide claims', () => {
  it('anonymous 401, owners 403 owner_scope, admins 200 (list, approve, reject, outbox)', async () => {
    const anon = await csrf(t.app);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/claims/' },
      { method: 'POST' as const, url: '/api/admin/claims/1/approve/' },
      { method: 'POST' as const, url: '/api/admin/claims/1/reject/', payload: { reason: 'No' } },
      { method: 'GET' as const, url: '/api/admin/outbox/' },
    ];
    for (const call of calls) {
      const a = await t.app.inject({ ...call, headers: anon.headers });
      expect(a.statusCode, call.url).toBe(401);
      for (const who of [owner, otherOwner]) {
        const o = await t.app.inject({ ...call, headers: who.headers });
        expect(o.statusCode, call.url).toBe(403);
        expect(o.json().code).toBe('owner_scope');
      }
    }
    expect((await t.app.inject({ url: '/api/admin/claims/', headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/outbox/', headers: admin.headers })).statusCode).toBe(200);
  });
});

describe('approval, the invitation and the owner account', () => {
  it('creates the owner, marks the studio owned, mails and shows a single-use link that signs in', async () => {
    const created = (await postClaim({ ...claim, email: 'maria@aurora.example' })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${created.id}/approve/`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json();
    expect(approved.claim.status).toBe('approved');
    expect(approved.owner).toMatchObject({ email: 'maria@aurora.example', new_account: true });
    expect(approved.invitation_url).toMatch(/\/frontend\/owner\/accept\?token=[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(approved.invitation_expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Stored hashed: the token itself is nowhere in the database.
    const token = new URL(approved.invitation_url).searchParams.get('token')!;
    const stored = await t.database.db.select().from(ownerInvitations);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);

    const mail = (await outbox(t.app, admin.headers)).find((m) => m.to === 'maria@aurora.example');
    expect(mail).toMatchObject({ kind: 'owner_invitation', sent_at: null, locale: 'en' });
    expect(mail?.text).toContain(approved.invitation_url);

    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/` });
    expect(detail.json().has_owner).toBe(true);

    // Deciding twice: 409.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${created.id}/approve/`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('claim_decided');

    // The owner cannot sign in before setting a password.
    const anon = await csrf(t.app);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      headers: anon.headers,
      payload: { email: 'maria@aurora.example', password: 'anything at all 123' },
    });
    expect(early.statusCode).toBe(401);

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/owner/accept/',
      headers: anon.headers,
      payload: { token, password: 'too short' },
    });
    expect(short.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/owner/accept/',
      headers: anon.headers,
      payload: { token, password: 'a long owner password' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({
      role: 'owner',
      is_staff: false,
      owned_studio_ids: [studioId],
    });
    expect(accepted.cookies.find((c) => c.name === 'sessionid')).toBeTruthy();

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/owner/accept/',
      headers: anon.headers,
      payload: { token, password: 'another long password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invitation_used');

    const signedIn = await signIn(t.app, 'maria@aurora.example', 'a long owner password');
    expect(signedIn.user).toMatchObject({ role: 'owner' });
  });

  it('refuses an expired or unknown invitation, saying which', async () => {
    const created = (await postClaim({ ...claim, email: 'late@aurora.example' }, otherStudioId)).json();
    const approved = (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/claims/${created.id}/approve/`,
        headers: admin.headers,
      })
    ).json();
    const token = new URL(approved.invitation_url).searchParams.get('token')!;
    await t.database.db.update(ownerInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    const anon = await csrf(t.app);
    const cases = [
      [token, 'invitation_expired'],
      ['x'.repeat(43), 'invitation_invalid'],
      ['short', 'invitation_invalid'],
    ] as const;
    for (const [candidate, code] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/owner/accept/',
        headers: anon.headers,
        payload: { token: candidate, password: 'a long owner password' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
  });

  it('rejects with a reason and mails it in the claimant’s language', async () => {
    // A claim, its rejection and their mail change nothing a cache holds: no new data version.
    const versionBefore = await readDataVersion(t.database.db);
    const anon = await csrf(t.app);
    const created = (
      await postClaim({ ...claim, email: 'ivan@example.com' }, studioId, {
        ...anon.headers,
        cookie: `${anon.cookie}; lang=ru`,
      })
    ).json();
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${created.id}/reject/`,
      headers: admin.headers,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${created.id}/reject/`,
      headers: admin.headers,
      payload: { reason: 'Страница не называет вас' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'Страница не называет вас' });
    const mail = (await outbox(t.app, admin.headers)).find((m) => m.to === 'ivan@example.com');
    expect(mail).toMatchObject({ kind: 'claim_rejected', locale: 'ru' });
    expect(mail?.subject).toContain('отклонена');
    expect(mail?.text).toContain('Страница не называет вас');
    expect(await readDataVersion(t.database.db)).toBe(versionBefore);
    expect(
      await t.app.inject({ url: '/api/admin/claims/?status=nonsense', headers: admin.headers }),
    ).toMatchObject({
      statusCode: 400,
    });
  });

  it('refuses to turn an admin’s email into an owner (409)', async () => {
    const created = (await postClaim({ ...claim, email: 'claims-admin@example.com' })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${created.id}/approve/`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('owner_email_is_admin');
  });

  it('sends through SMTP when a transport is set, stamping sent_at', async () => {
    const sent: unknown[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = ((message: unknown) => {
      sent.push(message);
      return original(message as never);
    }) as typeof transport.sendMail;
    t.app.mail.useTransport(transport);
    try {
      const created = (await postClaim({ ...claim, email: 'smtp@example.com' })).json();
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/claims/${created.id}/reject/`,
        headers: admin.headers,
        payload: { reason: 'Testing mail' },
      });
      await expect
        .poll(
          async () => (await outbox(t.app, admin.headers)).find((m) => m.to === 'smtp@example.com')?.sent_at,
        )
        .toBeTruthy();
      expect(sent.some((m) => (m as { to: string; text: string }).to === 'smtp@example.com')).toBe(true);
    } finally {
      t.app.mail.useTransport(null);
    }
  });
});

describe("an owner's scope", () => {
  it('edits their own studio through the write path, marked as the owner, and nothing else', async () => {
    const mine = (owner.user.owned_studio_ids as number[])[0]!;
    const patch = (id: number, body: object, headers = owner.headers) =>
      t.app.inject({ method: 'PATCH', url: `/api/studios/studios-enhanced/${id}/`, headers, payload: body });

    const ok = await patch(mine, { name: 'Owned Stage (renamed)' });
    expect(ok.statusCode, ok.body).toBe(200);
    const history = await t.app.inject({
      url: `/api/studios/studios-enhanced/${mine}/history/`,
      headers: owner.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().history[0]).toMatchObject({
      action: 'edit',
      field: 'name',
      after: 'Owned Stage (renamed)',
      admin: { role: 'owner' },
    });
    expect(history.json().history[0].admin.email).not.toBe('');

    // An admin's change reads to the owner as 'an admin': staff addresses are not an owner's business.
    expect((await patch(mine, { city: 'Admin City' }, admin.headers)).statusCode).toBe(200);
    const seenBy = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: `/api/studios/studios-enhanced/${mine}/history/`, headers })).json<{
        history: { field: string; admin: { email: string; role: string } | null }[];
      }>().history;
    const byOwner = (await seenBy(owner.headers)).find((h) => h.field === 'city');
    expect(byOwner?.admin).toMatchObject({ role: 'admin', email: '' });
    const byAdmin = (await seenBy(admin.headers)).find((h) => h.field === 'city');
    expect(byAdmin?.admin?.email).toContain('@');

    const elsewhere = await patch(otherStudioId, { name: 'Hijacked' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('owner_scope');
    const otherHistory = await t.app.inject({
      url: `/api/studios/studios-enhanced/${otherStudioId}/history/`,
      headers: owner.headers,
    });
    expect(otherHistory.json().code).toBe('owner_scope');

    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/studios/studios-enhanced/${mine}/update_status/`,
      headers: owner.headers,
      payload: { status: 'draft' },
    });
    expect(status.statusCode).toBe(403);
    expect(status.json().code).toBe('owner_scope');
    const archive = await t.app.inject({
      method: 'DELETE',
      url: `/api/studios/studios-enhanced/${mine}/`,
      headers: owner.headers,
    });
    expect(archive.json().code).toBe('owner_scope');

    const importCall = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/studios/studios/${id}/import-parameters/`,
        headers: owner.headers,
        payload: {
          json_data: { LED_PANEL_PIXEL_PITCH_MM: '1.9' },
          preview_only: false,
          resolve_conflicts: 'overwrite',
        },
      });
    const imported = await importCall(mine);
    expect(imported.statusCode, imported.body).toBe(200);
    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${mine}/` });
    expect(detail.json().detailed_attributes.LED_PANEL_PIXEL_PITCH_MM).toBe('1.9');
    const refused = await importCall(otherStudioId);
    expect(refused.json().code).toBe('owner_scope');

    const create = await t.app.inject({
      method: 'POST',
      url: '/api/studios/studios/',
      headers: owner.headers,
      payload: { name: 'New', city: 'X', country: 'Y' },
    });
    expect(create.json().code).toBe('owner_scope');
  });
});

describe('deleting a claim', () => {
  it('admins delete a claim and its details; owners and visitors cannot', async () => {
    const created = (await postClaim({ ...claim, email: 'erase@example.com' })).json();
    const url = `/api/admin/claims/${created.id}/`;
    const anon = await csrf(t.app);
    expect((await t.app.inject({ method: 'DELETE', url, headers: anon.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.headers })).json().code).toBe(
      'owner_scope',
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(204);
    expect((await pendingClaims()).some((c) => c.id === created.id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('the claims list filter', () => {
  it('names the statuses it takes when given another', async () => {
    const res = await t.app.inject({ url: '/api/admin/claims/?status=bogus', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      detail: expect.stringContaining('status must be one of: pending, approved, rejected.'),
    });
  });
});

describe('several invitations of one account (issue 35)', () => {
  async function approve(claimId: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${claimId}/approve/`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ invitation_url: string | null }>();
  }
  async function accept(url: string, password: string) {
    const token = new URL(url).searchParams.get('token')!;
    return t.app.inject({
      method: 'POST',
      url: '/api/owner/accept/',
      headers: (await csrf(t.app)).headers,
      payload: { token, password },
    });
  }

  it('spends every link of the account when one is used; a later approval mails a notice, not a link', async () => {
    const email = 'two-links@aurora.example';
    const first = (await postClaim({ ...claim, email }, studioId)).json();
    const second = (await postClaim({ ...claim, email }, otherStudioId)).json();
    const firstLink = (await approve(first.id)).invitation_url!;
    const secondLink = (await approve(second.id)).invitation_url!;
    expect(secondLink).not.toBe(firstLink);

    const accepted = await accept(secondLink, 'the owner’s own password');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.cookies.find((c) => c.name === 'sessionid')!.value;

    // The older link no longer sets a password, ends the owner's session or signs anyone in.
    const takeover = await accept(firstLink, 'a password of the holder');
    expect(takeover.statusCode).toBe(400);
    expect(takeover.json().code).toBe('invitation_used');
    expect(takeover.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    const status = await t.app.inject({
      url: '/api/admin/status/',
      headers: { cookie: `sessionid=${session}` },
    });
    expect(status.json().authenticated).toBe(true);
    expect((await signIn(t.app, email, 'the owner’s own password')).user).toMatchObject({ role: 'owner' });

    // A third studio for the same account: no new link, a notice to sign in.
    const third = (await postClaim({ ...claim, email })).json();
    expect((await approve(third.id)).invitation_url).toBeNull();
    const notice = (await outbox(t.app, admin.headers)).find((m) => m.to === email);
    expect(notice?.kind).toBe('owner_invitation');
    expect(notice?.text).toContain('/frontend/admin/login');
    expect(notice?.text).not.toContain('token=');
  });

  it('lets exactly one of two links of one account win when both are used at once', async () => {
    const email = 'race@aurora.example';
    const links = [];
    for (const id of [studioId, otherStudioId]) {
      const created = (await postClaim({ ...claim, email }, id)).json();
      links.push((await approve(created.id)).invitation_url!);
    }
    const answers = await Promise.all(links.map((link, i) => accept(link, `racing password ${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().code).toBe('invitation_used');
  });
});

describe('what an invitation accept costs (issue 35)', () => {
  const acceptFrom = async (token: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/owner/accept/',
      headers: (await csrf(t.app)).headers,
      payload: { token, password: 'a long owner password' },
      remoteAddress,
    });

  it('refuses an unknown or used link before hashing the password', async () => {
    const created = (await postClaim({ ...claim, email: 'hash-once@aurora.example' })).json();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${created.id}/approve/`,
      headers: admin.headers,
    });
    const token = new URL(approved.json().invitation_url).searchParams.get('token')!;
    const hash = vi.spyOn(passwordHasher, 'hash');
    try {
      const unknown = await acceptFrom('A'.repeat(43));
      expect(unknown.json().code).toBe('invitation_invalid');
      expect(hash).not.toHaveBeenCalled();
      expect((await acceptFrom(token)).statusCode).toBe(200);
      expect(hash).toHaveBeenCalledTimes(1);
      const reused = await acceptFrom(token);
      expect(reused.json().code).toBe('invitation_used');
      expect(hash).toHaveBeenCalledTimes(1);
    } finally {
      hash.mockRestore();
    }
  });

  it('takes at most ACCEPT_LIMIT tries per client address, then 429 with Retry-After', async () => {
    const made = 'B'.repeat(43);
    for (let i = 0; i < ACCEPT_LIMIT; i += 1)
      expect((await acceptFrom(made, '198.51.100.9')).json().code).toBe('invitation_invalid');
    const refused = await acceptFrom(made, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await acceptFrom(made, '198.51.100.10')).json().code).toBe('invitation_invalid');
  });
});

describe("co-owners in a studio's change log (issue 35)", () => {
  it("shows an owner their own email where an approval bound them, and no co-owner's", async () => {
    const shared = await createStudio(t.app, { name: 'Shared Stage' });
    const first = await signedInOwner(t.app, shared);
    const second = await signedInOwner(t.app, shared);
    const boundEmails = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${shared}/history/`, headers });
      expect(res.statusCode).toBe(200);
      return res
        .json<{ history: { action: string; after: { email: string } }[] }>()
        .history.filter((h) => h.action === 'owner')
        .map((h) => h.after.email)
        .sort();
    };
    expect(await boundEmails(first.headers)).toEqual(['', first.user.email].sort());
    expect(await boundEmails(second.headers)).toEqual(['', second.user.email].sort());
    expect(await boundEmails(admin.headers)).toEqual([first.user.email, second.user.email].sort());
    const asFirst = await t.app.inject({
      url: `/api/studios/studios-enhanced/${shared}/history/`,
      headers: first.headers,
    });
    expect(asFirst.body).not.toContain(second.user.email as string);
  });
});
