/**
 * Owners of studios (product.md §14): an owner account is bound to one or more studios; a studio may
 * have several owners. Binding goes through commitStudioChange, so studios.has_owner, the studio's
 * version and the caches move together and the change log records who approved it.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../database';
import { adminUsers, studioOwners } from '../schema';
import type { WriteContext } from '../write-context';
import { commitStudioChange } from './studio-writes';

/** Binds the account to the studio (once) and marks the studio owned; logged as action 'owner'. */
export async function bindOwner(
  write: WriteContext,
  input: {
    userId: number;
    studioId: number;
    claimId: number | null;
    approvedBy: number | null;
    email: string;
  },
): Promise<void> {
  const { tx } = write;
  await tx
    .insert(studioOwners)
    .values({ userId: input.userId, studioId: input.studioId, claimId: input.claimId })
    .onConflictDoNothing();
  await commitStudioChange(write, [input.studioId], {
    set: { hasOwner: true },
    log: [
      {
        adminId: input.approvedBy,
        studioId: input.studioId,
        action: 'owner',
        field: 'owner',
        before: null,
        after: { email: input.email, claim_id: input.claimId },
      },
    ],
  });
}

/** The studios an account owns, ascending. */
export async function ownedStudioIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ studioId: studioOwners.studioId })
    .from(studioOwners)
    .where(eq(studioOwners.userId, userId))
    .orderBy(asc(studioOwners.studioId));
  return rows.map((r) => r.studioId);
}

/** The active owner accounts of a studio (mail recipients): email and language. */
export async function studioOwnerContacts(
  db: Executor,
  studioIds: readonly number[],
): Promise<{ studioId: number; userId: number; email: string; locale: string }[]> {
  if (studioIds.length === 0) return [];
  return db
    .select({
      studioId: studioOwners.studioId,
      userId: adminUsers.id,
      email: adminUsers.email,
      locale: adminUsers.locale,
    })
    .from(studioOwners)
    .innerJoin(adminUsers, eq(adminUsers.id, studioOwners.userId))
    .where(inArray(studioOwners.studioId, [...studioIds]))
    .orderBy(asc(adminUsers.id));
}
