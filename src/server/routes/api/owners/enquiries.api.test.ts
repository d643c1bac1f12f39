/** Enquiries to studios, their inboxes and their spam defences (product.md §14), with every role. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { issueFormToken } from '../../../lib/http/form-token';
import { outbox, signedInOwner } from './owner-test-helpers';

let t: TestApp;
let admin: SignedIn;
let ownedId: number;
let unownedId: number;
let owner: SignedIn;
let otherOwner: SignedIn;

const enquiry = {
  name: 'Pat Producer',
  email: 'pat@production.example',
  company: 'Night Films',
  production_type: 'Feature film',
  date_from: '2027-03-01',
  date_to: '2027-03-10',
  message: 'Is the volume free in March? <script>alert(1)</script>',
  consent: true,
};

beforeAll(async () => {
  t = await createTestApp({ forms: { ratePerHour: 1000, minFillMs: 2000, invitationDays: 7 } });
  const user = await createAdminUser(t.app, { email: 'enquiries-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  ownedId = await createStudio(t.app, { name: 'Enquiry Stage' });
  unownedId = await createStudio(t.app, { name: 'Ownerless Stage' });
  owner = await signedInOwner(t.app, ownedId);
  otherOwner = await signedInOwner(t.app, await createStudio(t.app, { name: 'Third Stage' }));
});

afterAll(async () => {
  await t.close();
});

/** A token issued long enough ago to pass the minimum fill time. */
async function oldToken(ageMs = 5000) {
  return issueFormToken(await t.app.publicForms.tokenSecret(), Date.now() - ageMs);
}

async function send(body: object, id = ownedId, headers?: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/studios/studios-enhanced/${id}/enquiries/`,
    headers: headers ?? (await csrf(t.app)).headers,
    payload: body,
  });
}

describe('sending an enquiry', () => {
  it("reaches the owner's inbox and mail, and the sender gets a copy", async () => {
    const res = await send({ ...enquiry, form_token: await oldToken() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'sent' });

    const inbox = await t.app.inject({ url: '/api/owner/enquiries/', headers: owner.headers });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().results[0]).toMatchObject({
      studio_id: ownedId,
      name: 'Pat Producer',
      message: enquiry.message,
      date_from: '2027-03-01',
    });
    const studioInbox = await t.app.inject({
      url: `/api/studios/studios-enhanced/${ownedId}/enquiries/`,
      headers: owner.headers,
    });
    expect(studioInbox.json().results).toHaveLength(1);

    const mail = await outbox(t.app, admin.headers);
    const toOwner = mail.find((m) => m.kind === 'enquiry' && m.to === owner.user.email);
    expect(toOwner?.subject).toBe('Enquiry for Enquiry Stage from Pat Producer');
    expect(toOwner?.text).toContain('Reply to pat@production.example');
    expect(toOwner?.text).toContain('2027-03-01 – 2027-03-10');
    // The sender's note says to whom it went and when, and nothing they wrote (issue 35): the address
    // is only what the form was given.
    const copy = mail.find((m) => m.kind === 'enquiry_copy' && m.to === 'pat@production.example');
    expect(copy?.text).toContain("was passed on to the studio's owners on ");
    for (const written of [enquiry.name, enquiry.message, enquiry.company, enquiry.production_type])
      expect(`${copy?.subject}\n${copy?.text}`).not.toContain(written);
    // Not to the admins: the studio has an owner.
    expect(mail.some((m) => m.kind === 'enquiry' && m.to === 'enquiries-admin@example.com')).toBe(false);
  });

  it('goes to the admins, in the Russian copy for a Russian reader, while a studio has no owner', async () => {
    const anon = await csrf(t.app);
    const res = await send(
      { ...enquiry, email: 'ivan@example.com', form_token: await oldToken() },
      unownedId,
      { ...anon.headers, cookie: `${anon.cookie}; lang=ru` },
    );
    expect(res.statusCode, res.body).toBe(201);
    const mail = await outbox(t.app, admin.headers);
    expect(mail.some((m) => m.kind === 'enquiry' && m.to === 'enquiries-admin@example.com')).toBe(true);
    const copy = mail.find((m) => m.kind === 'enquiry_copy' && m.to === 'ivan@example.com');
    expect(copy).toMatchObject({ locale: 'ru' });
    expect(copy?.subject).toContain('Ваш запрос');
    expect(copy?.text).toContain('передан администраторам каталога');
    expect(copy?.text).not.toContain('Is the volume free in March?');
  });

  it('takes each form token once: a second enquiry with it is refused and nothing of it stored', async () => {
    const token = await oldToken();
    const inbox = async () =>
      (await t.app.inject({ url: '/api/admin/enquiries/', headers: admin.headers })).json().results.length;
    const before = await inbox();
    // A refused form leaves its token unspent.
    const refused = await send({ ...enquiry, consent: false, form_token: token });
    expect(refused.json().code).toBe('validation_failed');
    expect((await send({ ...enquiry, form_token: token })).statusCode).toBe(201);
    const again = await send({ ...enquiry, message: 'Spam, spam, spam', form_token: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('form_too_fast');
    expect(await inbox()).toBe(before + 1);
    // Sent twice at once: one wins.
    const twice = await oldToken();
    const both = await Promise.all([1, 2].map(() => send({ ...enquiry, form_token: twice })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    expect(await inbox()).toBe(before + 2);
  });

  it('refuses no consent, a missing or fresh form token, bad dates, and no CSRF', async () => {
    const noConsent = await send({ ...enquiry, consent: false, form_token: await oldToken() });
    expect(noConsent.json()).toMatchObject({
      code: 'validation_failed',
      fields: { consent: expect.any(Array) },
    });
    const noToken = await send(enquiry);
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().code).toBe('form_too_fast');
    const fresh = await t.app.inject({ url: '/api/forms/token/' });
    expect(fresh.json().min_fill_seconds).toBe(2);
    const tooFast = await send({ ...enquiry, form_token: fresh.json().form_token });
    expect(tooFast.json().code).toBe('form_too_fast');
    const forged = await send({ ...enquiry, form_token: `${Date.now() - 10_000}.${'A'.repeat(43)}` });
    expect(forged.json().code).toBe('form_too_fast');
    const stale = await send({ ...enquiry, form_token: await oldToken(25 * 3_600_000) });
    expect(stale.json().code).toBe('form_too_fast');
    const backwards = await send({
      ...enquiry,
      date_from: '2027-03-10',
      date_to: '2027-03-01',
      form_token: await oldToken(),
    });
    expect(backwards.json().fields).toHaveProperty('date_to');
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${ownedId}/enquiries/`,
      payload: { ...enquiry, form_token: await oldToken() },
    });
    expect(noCsrf.json().code).toBe('csrf_failed');
  });

  it('drops a honeypot enquiry, answering alike', async () => {
    const before = (await t.app.inject({ url: '/api/admin/enquiries/', headers: admin.headers })).json()
      .results.length;
    const res = await send({ ...enquiry, website: 'spam', form_token: await oldToken() });
    expect(res.statusCode).toBe(201);
    const after = (await t.app.inject({ url: '/api/admin/enquiries/', headers: admin.headers })).json()
      .results.length;
    expect(after).toBe(before);
  });
});

describe('who reads the inboxes', () => {
  it('anonymous 401, the owner of another studio 403, this owner and admins 200', async () => {
    const anon = await csrf(t.app);
    const studioInbox = `/api/studios/studios-enhanced/${ownedId}/enquiries/`;
    expect((await t.app.inject({ url: studioInbox, headers: anon.headers })).statusCode).toBe(401);
    const foreign = await t.app.inject({ url: studioInbox, headers: otherOwner.headers });
    expect(foreign.json().code).toBe('owner_scope');
    expect((await t.app.inject({ url: studioInbox, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: studioInbox, headers: admin.headers })).statusCode).toBe(200);

    // The other owner's own inbox holds none of this studio's enquiries.
    const theirs = await t.app.inject({ url: '/api/owner/enquiries/', headers: otherOwner.headers });
    expect(theirs.json().results.some((e: { studio_id: number }) => e.studio_id === ownedId)).toBe(false);
    expect((await t.app.inject({ url: '/api/owner/enquiries/', headers: anon.headers })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/owner/enquiries/', headers: admin.headers })).statusCode).toBe(
      403,
    );

    expect((await t.app.inject({ url: '/api/admin/enquiries/', headers: anon.headers })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/admin/enquiries/', headers: owner.headers })).json().code).toBe(
      'owner_scope',
    );
    expect((await t.app.inject({ url: '/api/admin/enquiries/', headers: admin.headers })).statusCode).toBe(
      200,
    );
  });
});

describe('deleting personal data', () => {
  it("the studio's owner deletes an enquiry; another owner and visitors cannot", async () => {
    const created = (
      await send({ ...enquiry, email: 'forget@example.com', form_token: await oldToken() })
    ).json();
    const url = `/api/studios/studios-enhanced/${ownedId}/enquiries/${created.id}/delete/`;
    const anon = await csrf(t.app);
    expect((await t.app.inject({ method: 'POST', url, headers: anon.headers })).statusCode).toBe(401);
    const foreign = await t.app.inject({ method: 'POST', url, headers: otherOwner.headers });
    expect(foreign.json().code).toBe('owner_scope');
    expect((await t.app.inject({ method: 'POST', url, headers: owner.headers })).statusCode).toBe(204);
    const inbox = await t.app.inject({ url: '/api/admin/enquiries/', headers: admin.headers });
    expect(inbox.json().results.some((e: { id: number }) => e.id === created.id)).toBe(false);
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(404);
    // Through another studio's path it is not found either.
    const other = (await send({ ...enquiry, form_token: await oldToken() })).json();
    const wrong = `/api/studios/studios-enhanced/${unownedId}/enquiries/${other.id}/delete/`;
    expect((await t.app.inject({ method: 'POST', url: wrong, headers: admin.headers })).statusCode).toBe(404);
  });
});
