/**
 * Makes an account the owner of a studio the way a person becomes one (product.md §14): a visitor's
 * claim, an admin's approval, the invitation accepted with a password.
 */
import type { APIRequestContext } from '@playwright/test';
import { sessionHeaders } from './sign-in';
import { expect } from './test';

export interface NewOwner {
  name: string;
  email: string;
  password: string;
  evidenceUrl: string;
}

export async function becomeOwner(
  visitor: APIRequestContext,
  admin: { request: APIRequestContext; headers: Record<string, string> },
  studioId: number,
  owner: NewOwner,
): Promise<void> {
  const claim = await visitor.post(`/api/studios/studios-enhanced/${studioId}/claims/`, {
    headers: await sessionHeaders(visitor),
    data: { name: owner.name, email: owner.email, role: 'Studio manager', evidence_url: owner.evidenceUrl },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const approved = await admin.request.post(
    `/api/admin/claims/${((await claim.json()) as { id: number }).id}/approve/`,
    { headers: admin.headers },
  );
  expect(approved.ok(), await approved.text()).toBe(true);
  const { invitation_url } = (await approved.json()) as { invitation_url: string };
  const accepted = await visitor.post('/api/owner/accept/', {
    headers: await sessionHeaders(visitor),
    data: { token: new URL(invitation_url).searchParams.get('token'), password: owner.password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}
