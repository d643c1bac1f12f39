/** 'Verified means verified' (product.md §4, §14): has_owner on the list and the detail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bindOwner } from '../../../db/repositories/studio-owners';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function listItem(id: number) {
  const res = await t.app.inject({ url: '/api/studios/studios-enhanced/' });
  return res.json().results.find((s: { id: number }) => s.id === id);
}

describe('has_owner', () => {
  it('is false for a published studio nobody has claimed, on the list and the detail', async () => {
    const id = await createStudio(t.app, { name: 'Unclaimed Stage', status: 'published' });
    expect((await listItem(id)).has_owner).toBe(false);
    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/` });
    expect(detail.json()).toMatchObject({ status: 'published', has_owner: false });
  });

  it('becomes true once an owner is bound, on both, and the change log says so', async () => {
    const id = await createStudio(t.app, { name: 'Claimed Stage', status: 'published' });
    const owner = await createAdminUser(t.app, { isStaff: false, role: 'owner' });
    const admin = await createAdminUser(t.app);
    await t.app.write((_tx, write) =>
      bindOwner(write, {
        userId: owner.id,
        studioId: id,
        claimId: null,
        approvedBy: admin.id,
        email: owner.email,
      }),
    );
    expect((await listItem(id)).has_owner).toBe(true);
    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/` });
    expect(detail.json().has_owner).toBe(true);
    // A second binding of the same account changes nothing but the log.
    await t.app.write((_tx, write) =>
      bindOwner(write, {
        userId: owner.id,
        studioId: id,
        claimId: null,
        approvedBy: admin.id,
        email: owner.email,
      }),
    );
    expect((await listItem(id)).has_owner).toBe(true);
  });
});
