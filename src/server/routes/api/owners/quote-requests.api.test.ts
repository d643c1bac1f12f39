/**
 * A request to several studios (product.md §14 "A request to several studios"): one enquiry per
 * studio, in its own inbox and mail, naming no other studio; one summary to the sender; the single
 * enquiry's spam defences counted per studio reached and refused whole; erased like enquiries.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { eraseExpiredPersonalData } from '../../../db/repositories/personal-data';
import { enquiries, outbox as outboxTable } from '../../../db/schema';
import { issueFormToken } from '../../../lib/http/form-token';
import { signedInOwner } from './owner-test-helpers';

let t: TestApp;
let admin: SignedIn;
const names = ['Aurora Volume Works', 'Borealis LED Stage', 'Cygnus XR Hall'] as const;
let ids: number[];
let owners: SignedIn[];

const request = {
  date_from: '2027-03-01',
  date_to: '2027-03-10',
  production_type: 'commercial',
  // Days whose numbers are none of the studios' ids (checked below as whole words in the mail).
  prep_days: 17,
  shoot_days: 19,
  strike_days: 13,
  crew: ['led_technicians', 'vp_supervisor', 'tracking_operator'],
  name: 'Pat Producer',
  email: 'pat@quote.example',
  company: 'Night Films',
  message: 'Is the volume free in March?',
  consent: true,
};

beforeAll(async () => {
  t = await createTestApp({ forms: { ratePerHour: 1000, minFillMs: 2000, invitationDays: 7 } });
  const user = await createAdminUser(t.app, { email: 'quote-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  ids = [];
  for (const name of names) ids.push(await createStudio(t.app, { name }));
  // The first two have owners; the third has none, so the admins answer for it.
  owners = [await signedInOwner(t.app, ids[0]!), await signedInOwner(t.app, ids[1]!)];
});

afterAll(async () => {
  await t.close();
});

async function oldToken(app = t.app, ageMs = 5000) {
  return issueFormToken(await app.publicForms.tokenSecret(), Date.now() - ageMs);
}

async function send(body: object, app = t.app, headers?: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/quote-requests/',
    headers: headers ?? (await csrf(app)).headers,
    payload: body,
  });
}

async function mailRows(app = t.app) {
  return app.database.db.select().from(outboxTable);
}

async function copiesOf(email: string, app = t.app) {
  return app.database.db.select().from(enquiries).where(eq(enquiries.email, email));
}

describe('sending one request to three studios', () => {
  it('makes three inbox entries, three studio mails and one summary, none naming another studio', async () => {
    const res = await send({ ...request, studio_ids: ids, form_token: await oldToken() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ status: 'sent', studios: 3 });

    const copies = await copiesOf('pat@quote.example');
    expect(copies.map((c) => c.studioId).sort()).toEqual([...ids].sort());
    expect(new Set(copies.map((c) => c.requestId)).size).toBe(1);

    const mail = (await mailRows()).filter((m) => m.textBody.includes('pat@quote.example'));
    const studioMails = mail.filter((m) => m.kind === 'enquiry');
    expect(studioMails).toHaveLength(3);
    const summaries = mail.filter((m) => m.kind === 'enquiry_request_copy');
    expect(summaries).toHaveLength(0); // the summary carries none of the sender's words, not even the address
    const summary = (await mailRows()).filter(
      (m) => m.kind === 'enquiry_request_copy' && m.toAddress === 'pat@quote.example',
    );
    expect(summary).toHaveLength(1);
    for (const name of names) expect(summary[0]!.textBody).toContain(name);
    for (const written of [request.name, request.message, request.company])
      expect(`${summary[0]!.subject}\n${summary[0]!.textBody}`).not.toContain(written);

    const recipients = [owners[0]!.user.email, owners[1]!.user.email, 'quote-admin@example.com'];
    for (const [i, id] of ids.entries()) {
      const own = studioMails.filter((m) => m.studioId === id);
      expect(own.map((m) => m.toAddress)).toEqual([recipients[i]]);
      const text = `${own[0]!.subject}\n${own[0]!.textBody}`;
      expect(text).toContain(names[i]);
      expect(text).toContain('2027-03-01 – 2027-03-10');
      expect(text).toContain('Days: prep 17, shoot 19, strike 13');
      expect(text).toContain('Crew wanted: LED technicians, VP supervisor, Tracking operator');
      expect(text).toContain('Production type: Commercial');
      for (const [j, other] of ids.entries()) {
        if (j === i) continue;
        expect(text).not.toContain(names[j]);
        expect(text).not.toMatch(new RegExp(`\\b${other}\\b`));
      }
    }

    // Each owner's inbox: their own copy, with the dates, days and crew, naming no other studio.
    for (const [i, owner] of owners.entries()) {
      const inbox = await t.app.inject({ url: '/api/owner/enquiries/', headers: owner.headers });
      const results = inbox.json().results as { studio_id: number }[];
      expect(results).toHaveLength(1);
      expect(results[0]).toMatchObject({
        studio_id: ids[i],
        date_from: '2027-03-01',
        date_to: '2027-03-10',
        production_type: 'commercial',
        quote: { prep_days: 17, shoot_days: 19, strike_days: 13, crew: request.crew },
      });
      const body = JSON.stringify(results[0]);
      for (const [j, other] of ids.entries()) {
        if (j === i) continue;
        expect(body).not.toContain(names[j]);
        expect(Object.values(results[0]!)).not.toContain(other);
      }
      expect(body).not.toContain('request_id');
    }
    // The studio without owners: in the admins' inbox.
    const all = (await t.app.inject({ url: '/api/admin/enquiries/', headers: admin.headers })).json().results;
    expect(all.filter((e: { studio_id: number }) => e.studio_id === ids[2])).toHaveLength(1);
  });

  it('writes in each reader’s language: a Russian sender’s summary in Russian', async () => {
    const anon = await csrf(t.app);
    const res = await send(
      { ...request, email: 'ivan@quote.example', studio_ids: ids.slice(0, 2), form_token: await oldToken() },
      t.app,
      { ...anon.headers, cookie: `${anon.cookie}; lang=ru` },
    );
    expect(res.statusCode, res.body).toBe(201);
    const summary = (await mailRows()).find(
      (m) => m.kind === 'enquiry_request_copy' && m.toAddress === 'ivan@quote.example',
    );
    expect(summary?.locale).toBe('ru');
    expect(summary?.subject).toContain('Ваш запрос доступности и цены');
    expect(summary?.textBody).toContain(`«${names[0]}» (владельцам студии)`);
  });
});

describe('validation', () => {
  it('refuses bad input with validation_failed naming each field, and sends nothing', async () => {
    const before = (await mailRows()).length;
    const cases: [object, string][] = [
      [{ studio_ids: [ids[0]] }, 'studio_ids'],
      [{ studio_ids: [ids[0], ids[0]] }, 'studio_ids'],
      [{ studio_ids: [1, 2, 3, 4, 5] }, 'studio_ids'],
      [{ date_from: '2027-3-1' }, 'date_from'],
      [{ date_from: '2020-01-01', date_to: '2020-01-02' }, 'date_from'],
      [{ date_from: '2027-03-10', date_to: '2027-03-01' }, 'date_to'],
      [{ production_type: 'opera' }, 'production_type'],
      [{ prep_days: -1 }, 'prep_days'],
      [{ shoot_days: 0 }, 'shoot_days'],
      [{ strike_days: 2.5 }, 'strike_days'],
      [{ shoot_days: 1000 }, 'shoot_days'],
      [{ crew: ['catering'] }, 'crew'],
      [{ consent: false }, 'consent'],
      [{ email: 'not-an-email' }, 'email'],
      [{ message: '  ' }, 'message'],
    ];
    for (const [change, field] of cases) {
      const res = await send({ ...request, studio_ids: ids, ...change, form_token: await oldToken() });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(
        Object.keys(res.json().fields).some((key) => key === field || key.startsWith(`${field}.`)),
        JSON.stringify(change),
      ).toBe(true);
    }
    expect((await mailRows()).length).toBe(before);
  });

  it('refuses the whole request when a studio cannot be reached (quote_studio_unavailable)', async () => {
    const before = (await copiesOf('pat@quote.example')).length;
    const res = await send({ ...request, studio_ids: [ids[0], 999_999], form_token: await oldToken() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'quote_studio_unavailable',
      fields: { studio_ids: expect.any(Array) },
    });
    expect((await copiesOf('pat@quote.example')).length).toBe(before);
  });

  it('needs CSRF and a form token sent after the minimum fill time; drops a honeypot alike', async () => {
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests/',
      payload: { ...request, studio_ids: ids, form_token: await oldToken() },
    });
    expect(noCsrf.json().code).toBe('csrf_failed');
    expect((await send({ ...request, studio_ids: ids })).json().code).toBe('form_too_fast');
    const honeypot = await send({
      ...request,
      email: 'bot@quote.example',
      studio_ids: ids,
      website: 'spam',
      form_token: await oldToken(),
    });
    expect(honeypot.statusCode).toBe(201);
    expect(await copiesOf('bot@quote.example')).toHaveLength(0);
    // One token, one request: the same token again is refused and stores nothing.
    const token = await oldToken();
    expect(
      (await send({ ...request, email: 'once@quote.example', studio_ids: ids, form_token: token }))
        .statusCode,
    ).toBe(201);
    const again = await send({ ...request, email: 'once@quote.example', studio_ids: ids, form_token: token });
    expect(again.json().code).toBe('form_too_fast');
    expect(await copiesOf('once@quote.example')).toHaveLength(3);
  });
});

describe('personal data', () => {
  it("an owner's deletion erases their copy and its mail; the summary leaves with the last copy", async () => {
    const email = 'forget@quote.example';
    expect(
      (await send({ ...request, email, studio_ids: ids.slice(0, 2), form_token: await oldToken() }))
        .statusCode,
    ).toBe(201);
    const copies = await copiesOf(email);
    expect(copies).toHaveLength(2);
    const summaryCount = async () =>
      (await mailRows()).filter((m) => m.kind === 'enquiry_request_copy' && m.toAddress === email).length;
    expect(await summaryCount()).toBe(1);
    for (const [i, copy] of [...copies].sort((a, b) => a.studioId - b.studioId).entries()) {
      const owner = owners[ids.indexOf(copy.studioId)]!;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/studios/studios-enhanced/${copy.studioId}/enquiries/${copy.id}/delete/`,
        headers: owner.headers,
      });
      expect(res.statusCode, res.body).toBe(204);
      const left = await t.app.database.db
        .select()
        .from(outboxTable)
        .where(inArray(outboxTable.aboutId, [copy.id]));
      expect(left.filter((m) => m.aboutKind === 'enquiry')).toHaveLength(0);
      expect(await summaryCount()).toBe(i === 0 ? 1 : 0);
    }
  });

  it('retention erases every copy, their mails and the summary', async () => {
    const email = 'old@quote.example';
    expect(
      (await send({ ...request, email, studio_ids: ids, form_token: await oldToken() })).statusCode,
    ).toBe(201);
    const copies = await copiesOf(email);
    await t.app.database.db
      .update(enquiries)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(enquiries.email, email));
    await t.app.write((tx) => eraseExpiredPersonalData(tx, 30), { announce: false });
    expect(await copiesOf(email)).toHaveLength(0);
    const mail = await mailRows();
    expect(mail.some((m) => m.toAddress === email)).toBe(false);
    expect(mail.some((m) => m.textBody.includes(email))).toBe(false);
    expect(mail.some((m) => m.aboutKind === 'enquiry' && copies.some((c) => c.id === m.aboutId))).toBe(false);
  });
});

describe('the spam allowance, counted per studio reached', () => {
  it('counts 3 for a 3-studio request and refuses a request that does not fit, whole', async () => {
    const limited = await createTestApp({ forms: { ratePerHour: 5, minFillMs: 0, invitationDays: 7 } });
    try {
      const studios: number[] = [];
      for (const name of names) studios.push(await createStudio(limited.app, { name }));
      const body = { ...request, email: 'busy@quote.example' };
      const first = await send(
        { ...body, studio_ids: studios, form_token: await oldToken(limited.app) },
        limited.app,
      );
      expect(first.statusCode, first.body).toBe(201);
      // 3 taken of 5: another 3 do not fit, and none of them is sent.
      const second = await send(
        { ...body, studio_ids: studios, form_token: await oldToken(limited.app) },
        limited.app,
      );
      expect(second.statusCode).toBe(429);
      expect(second.json().code).toBe('rate_limited');
      expect(second.headers['retry-after']).toBeDefined();
      expect(await copiesOf('busy@quote.example', limited.app)).toHaveLength(3);
      const mails = (await mailRows(limited.app)).filter((m) => m.kind === 'enquiry_request_copy');
      expect(mails).toHaveLength(1);
      // 2 still fit.
      const third = await send(
        { ...body, studio_ids: studios.slice(0, 2), form_token: await oldToken(limited.app) },
        limited.app,
      );
      expect(third.statusCode, third.body).toBe(201);
      expect(await copiesOf('busy@quote.example', limited.app)).toHaveLength(5);
      // The single enquiry shares the allowance: none is left.
      const single = await limited.app.inject({
        method: 'POST',
        url: `/api/studios/studios-enhanced/${studios[0]}/enquiries/`,
        headers: (await csrf(limited.app)).headers,
        payload: {
          name: 'Pat',
          email: 'busy@quote.example',
          message: 'Hi',
          consent: true,
          form_token: await oldToken(limited.app),
        },
      });
      expect(single.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
