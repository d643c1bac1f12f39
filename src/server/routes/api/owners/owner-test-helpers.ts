/**
 * Owners for API tests (product.md §14): an owner account bound to a studio, signed in, written
 * through the same repositories as an approved claim.
 */
import type { FastifyInstance } from 'fastify';
import { createAdminUser, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { bindOwner } from '../../../db/repositories/studio-owners';

let counter = 0;

export async function signedInOwner(
  app: FastifyInstance,
  studioId: number,
): Promise<SignedIn & { id: number }> {
  counter += 1;
  const user = await createAdminUser(app, {
    email: `owner${counter}-${process.pid}@studio.example`,
    isStaff: false,
    role: 'owner',
  });
  await app.write((_tx, write) =>
    bindOwner(write, { userId: user.id, studioId, claimId: null, approvedBy: null, email: user.email }),
  );
  return { ...(await signIn(app, user.email, user.password)), id: user.id };
}

/** The outbox as the admins read it. */
export async function outbox(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({ url: '/api/admin/outbox/', headers });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}: ${res.body}`);
  return res.json().results as {
    to: string;
    subject: string;
    text: string;
    kind: string;
    locale: string;
    sent_at: string | null;
  }[];
}
