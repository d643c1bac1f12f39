/**
 * Personal data (product.md §14): a claim or an enquiry deleted on request and everything past
 * PERSONAL_DATA_RETENTION_DAYS erased at start, each erasure in the change log without the erased
 * contents; the delete routes for every kind of caller.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../../../test/test-app';
import { queueMail } from '../../../db/repositories/outbox';
import { changeLog, corrections, enquiries, outbox, ownerClaims } from '../../../db/schema';
import { issueFormToken } from '../../../lib/http/form-token';
import { signedInOwner } from './owner-test-helpers';

let t: TestApp;
let admin: SignedIn;
let studioId: number;
let otherStudioId: number;
let owner: SignedIn & { id: number };
let otherOwner: SignedIn;
let adminId: number;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ forms: { ratePerHour: 1000, minFillMs: 0, invitationDays: 7 } });
  const user = await createAdminUser(t.app, { email: 'privacy-admin@example.com' });
  adminId = user.id;
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, { name: 'Privacy Stage' });
  otherStudioId = await createStudio(t.app, { name: 'Other Privacy Stage' });
  owner = await signedInOwner(t.app, studioId);
  otherOwner = await signedInOwner(t.app, otherStudioId);
});

afterAll(async () => {
  await t.close();
});

async function insertClaim(email: string, ageDays = 0): Promise<number> {
  const rows = await t.database.db
    .insert(ownerClaims)
    .values({
      studioId,
      name: 'Paula Private',
      email,
      role: 'Owner',
      evidenceUrl: 'https://privacy.example/team',
      createdAt: new Date(Date.now() - ageDays * DAY_MS),
    })
    .returning({ id: ownerClaims.id });
  return rows[0]!.id;
}

async function insertEnquiry(email: string, ageDays = 0): Promise<number> {
  const rows = await t.database.db
    .insert(enquiries)
    .values({
      studioId,
      name: 'Ernst Enquirer',
      email,
      message: 'Free in May?',
      createdAt: new Date(Date.now() - ageDays * DAY_MS),
    })
    .returning({ id: enquiries.id });
  return rows[0]!.id;
}

async function erasures() {
  const rows = await t.database.db.select().from(changeLog).where(eq(changeLog.action, 'erase'));
  return rows.map((r) => ({
    adminId: r.adminId,
    studioId: r.studioId,
    field: r.field,
    before: r.before,
    after: r.after,
  }));
}

describe('DELETE /api/admin/claims/{id}/', () => {
  it('answers each kind of caller: anonymous 401, owners 403 owner_scope, admins 204 then 404', async () => {
    const id = await insertClaim('paula@privacy.example');
    const url = `/api/admin/claims/${id}/`;
    const anonymous = await t.app.inject({ method: 'DELETE', url, headers: (await csrf(t.app)).headers });
    expect(anonymous.statusCode).toBe(401);
    for (const who of [owner, otherOwner]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: who.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('owner_scope');
    }
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
    expect(again.statusCode).toBe(404);
  });

  it("logs the erasure by the claim's id and the admin, never its contents", async () => {
    const id = await insertClaim('secret-claimant@privacy.example');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/claims/${id}/`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db.select().from(ownerClaims).where(eq(ownerClaims.id, id));
    expect(rows).toEqual([]);
    const logged = (await erasures()).filter((e) => (e.before as { id: number }).id === id);
    expect(logged).toEqual([
      {
        adminId,
        studioId,
        field: 'personal_data',
        before: { kind: 'claim', id, created_at: expect.any(String) },
        after: { erased: true, cause: 'request', mails: 0 },
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('secret-claimant');
    // The studio's change log shows it to the admins (and the studio's owners) as an erasure.
    const history = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/history/`,
      headers: admin.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('"action":"erase"');
  });
});

describe('an enquiry deleted by the studio owner', () => {
  it("is erased and logged with the owner as the author; another studio's owner cannot", async () => {
    const id = await insertEnquiry('ernst@privacy.example');
    const url = `/api/studios/studios-enhanced/${studioId}/enquiries/${id}/delete/`;
    const refused = await t.app.inject({ method: 'POST', url, headers: otherOwner.headers });
    expect(refused.statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers: owner.headers });
    expect(res.statusCode).toBe(204);
    const logged = (await erasures()).filter(
      (e) =>
        (e.before as { kind: string; id: number }).kind === 'enquiry' &&
        (e.before as { id: number }).id === id,
    );
    expect(logged).toMatchObject([
      { adminId: owner.id, studioId, after: { erased: true, cause: 'request' } },
    ]);
  });
});

describe('PERSONAL_DATA_RETENTION_DAYS', () => {
  it('erases older claims and enquiries and blanks older suggesters’ emails when the server starts', async () => {
    const oldClaim = await insertClaim('old-claim@privacy.example', 40);
    const newClaim = await insertClaim('new-claim@privacy.example', 5);
    const oldEnquiry = await insertEnquiry('old-enquiry@privacy.example', 31);
    const newEnquiry = await insertEnquiry('new-enquiry@privacy.example', 1);
    const [oldCorrection, newCorrection] = await t.database.db
      .insert(corrections)
      .values([
        {
          studioId,
          field: 'city',
          proposedValue: 'Bonn',
          email: 'old-suggester@privacy.example',
          createdAt: new Date(Date.now() - 60 * DAY_MS),
        },
        { studioId, field: 'city', proposedValue: 'Köln', email: 'new-suggester@privacy.example' },
      ])
      .returning({ id: corrections.id });

    const app = await buildAppOn(t.database, { personalDataRetentionDays: 30 });
    await app.close();

    const claimIds = (await t.database.db.select({ id: ownerClaims.id }).from(ownerClaims)).map((r) => r.id);
    expect(claimIds).toContain(newClaim);
    expect(claimIds).not.toContain(oldClaim);
    const enquiryIds = (await t.database.db.select({ id: enquiries.id }).from(enquiries)).map((r) => r.id);
    expect(enquiryIds).toContain(newEnquiry);
    expect(enquiryIds).not.toContain(oldEnquiry);
    const emails = await t.database.db
      .select({ id: corrections.id, email: corrections.email, proposed: corrections.proposedValue })
      .from(corrections);
    expect(emails).toContainEqual({ id: oldCorrection!.id, email: '', proposed: 'Bonn' });
    expect(emails).toContainEqual({
      id: newCorrection!.id,
      email: 'new-suggester@privacy.example',
      proposed: 'Köln',
    });

    const retention = (await erasures()).filter((e) => (e.after as { cause: string }).cause === 'retention');
    expect(retention.map((e) => e.before)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'claim', id: oldClaim }),
        expect.objectContaining({ kind: 'enquiry', id: oldEnquiry }),
        expect.objectContaining({ kind: 'correction_email', id: oldCorrection!.id }),
      ]),
    );
    expect(retention).toHaveLength(3);
    expect(retention.every((e) => e.adminId === null)).toBe(true);
  });
});

describe('what an erasure takes from the outbox (issue 35)', () => {
  async function sendEnquiry(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${studioId}/enquiries/`,
      headers: (await csrf(t.app)).headers,
      payload: {
        name: 'Olga Outbox',
        email,
        message: 'A private message about our shoot',
        consent: true,
        form_token: issueFormToken(await t.app.publicForms.tokenSecret(), Date.now() - 5000),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }
  const mailText = async () => JSON.stringify(await t.database.db.select().from(outbox));

  it("erases the enquiry's mail to the owners and the sender's copy with it", async () => {
    const id = await sendEnquiry('olga@outbox.example');
    expect(await mailText()).toContain('olga@outbox.example');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${studioId}/enquiries/${id}/delete/`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    const text = await mailText();
    expect(text).not.toContain('olga@outbox.example');
    expect(text).not.toContain('Olga Outbox');
    const logged = (await erasures()).find(
      (e) => (e.before as { kind: string }).kind === 'enquiry' && (e.before as { id: number }).id === id,
    );
    expect(logged?.after).toEqual({ erased: true, cause: 'request', mails: 2 });
  });

  it("erases a claim's mail with the claim", async () => {
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${studioId}/claims/`,
      headers: (await csrf(t.app)).headers,
      payload: {
        name: 'Clara Claimant',
        email: 'clara@outbox.example',
        role: 'Owner',
        evidence_url: 'https://outbox.example/team',
      },
    });
    const id = claim.json().id as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${id}/reject/`,
      headers: admin.headers,
      payload: { reason: 'Not named on the page' },
    });
    expect(await mailText()).toContain('clara@outbox.example');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/claims/${id}/`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect(await mailText()).not.toContain('clara@outbox.example');
  });

  it('erases the mail of what the retention erases, and all mail OUTBOX_RETENTION_DAYS after it went', async () => {
    const oldEnquiry = await insertEnquiry('aged@outbox.example', 40);
    const [oldCorrection] = await t.database.db
      .insert(corrections)
      .values({
        studioId,
        field: 'city',
        proposedValue: 'Bonn',
        email: 'aged-suggester@outbox.example',
        createdAt: new Date(Date.now() - 40 * DAY_MS),
      })
      .returning({ id: corrections.id });
    const ids = await t.database.db.transaction((tx) =>
      queueMail(tx, [
        {
          to: 'owner@outbox.example',
          subject: 'Enquiry from Aged',
          text: 'aged@outbox.example',
          locale: 'en',
          kind: 'enquiry',
          studioId,
          about: { kind: 'enquiry', id: oldEnquiry },
        },
        {
          to: 'aged-suggester@outbox.example',
          subject: 'Decided',
          text: '',
          locale: 'en',
          kind: 'correction_approved',
          studioId,
          about: { kind: 'correction', id: oldCorrection!.id },
        },
        {
          to: 'sent-long-ago@outbox.example',
          subject: 'Old',
          text: '',
          locale: 'en',
          kind: 'claim_received',
        },
        {
          to: 'written-long-ago@outbox.example',
          subject: 'Old',
          text: '',
          locale: 'en',
          kind: 'claim_received',
        },
        { to: 'sent-lately@outbox.example', subject: 'New', text: '', locale: 'en', kind: 'claim_received' },
      ]),
    );
    const at = (days: number) => new Date(Date.now() - days * DAY_MS);
    await t.database.db
      .update(outbox)
      .set({ createdAt: at(50), sentAt: at(45) })
      .where(eq(outbox.id, ids[2]!));
    await t.database.db
      .update(outbox)
      .set({ createdAt: at(45) })
      .where(eq(outbox.id, ids[3]!));
    await t.database.db
      .update(outbox)
      .set({ createdAt: at(50), sentAt: at(5) })
      .where(eq(outbox.id, ids[4]!));

    const app = await buildAppOn(t.database, { personalDataRetentionDays: 30, outboxRetentionDays: 30 });
    await app.close();

    const left = (await t.database.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(left).not.toContain(ids[0]);
    expect(left).not.toContain(ids[1]);
    expect(left).not.toContain(ids[2]);
    expect(left).not.toContain(ids[3]);
    expect(left).toContain(ids[4]);
    const mailErasures = (await erasures()).filter((e) => (e.before as { kind: string }).kind === 'mail');
    expect(mailErasures.map((e) => (e.before as { id: number }).id).sort()).toEqual([ids[2], ids[3]].sort());
    expect(mailErasures.every((e) => (e.after as { cause: string }).cause === 'retention')).toBe(true);
  });
});
