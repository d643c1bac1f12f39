/**
 * Owner claims and invitations (product.md §14). A claim waits (pending) until an admin approves or
 * rejects it. Approval, in one transaction: the owner account (created, or an existing owner's),
 * bound to the studio (studio-owners.ts: has_owner, change log), the claim decided, and, for an
 * account without a password yet, a single-use invitation whose token is stored only as its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DUMMY_PASSWORD_HASH } from '../../lib/passwords';
import type { Executor } from '../database';
import { adminUsers, ownerClaims, ownerInvitations, studios } from '../schema';
import { type AdminUserRow, findAdminByEmail, insertAdmin, normalizeEmail, updateAdmin } from './admin-users';
import { bindOwner } from './studio-owners';

export type ClaimRow = typeof ownerClaims.$inferSelect;
export interface ClaimWithStudio extends ClaimRow {
  studioName: string;
  studioWebsiteUrl: string | null;
}

export interface NewClaim {
  studioId: number;
  name: string;
  email: string;
  role: string;
  phone: string;
  evidenceUrl: string;
  message: string;
  locale: string;
}

export async function insertClaim(tx: Executor, input: NewClaim): Promise<ClaimRow> {
  const rows = await tx
    .insert(ownerClaims)
    .values({ ...input, email: normalizeEmail(input.email) })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert into owner_claims returned no row');
  return row;
}

const claimColumns = {
  claim: ownerClaims,
  studioName: studios.name,
  studioWebsiteUrl: studios.websiteUrl,
};

function withStudio(row: { claim: ClaimRow; studioName: string; studioWebsiteUrl: string | null }) {
  return { ...row.claim, studioName: row.studioName, studioWebsiteUrl: row.studioWebsiteUrl };
}

/** Claims, oldest first (a queue), optionally of one status. */
export async function listClaims(
  db: Executor,
  status: string | null,
  limit = 500,
): Promise<ClaimWithStudio[]> {
  const rows = await db
    .select(claimColumns)
    .from(ownerClaims)
    .innerJoin(studios, eq(studios.id, ownerClaims.studioId))
    .where(status ? eq(ownerClaims.status, status) : undefined)
    .orderBy(asc(ownerClaims.id))
    .limit(limit);
  return rows.map(withStudio);
}

/** The claim, locked for its decision. */
export async function lockClaim(tx: Executor, id: number): Promise<ClaimWithStudio | null> {
  const rows = await tx
    .select(claimColumns)
    .from(ownerClaims)
    .innerJoin(studios, eq(studios.id, ownerClaims.studioId))
    .where(eq(ownerClaims.id, id))
    .for('update', { of: ownerClaims });
  return rows[0] ? withStudio(rows[0]) : null;
}

export async function decideClaim(
  tx: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string; decidedBy: number; userId?: number | null },
): Promise<ClaimRow> {
  const rows = await tx
    .update(ownerClaims)
    .set({
      status: decision.status,
      reason: decision.reason,
      decidedAt: sql`now()`,
      decidedBy: decision.decidedBy,
      userId: decision.userId ?? null,
    })
    .where(eq(ownerClaims.id, id))
    .returning();
  const row = rows[0];
  if (!row) throw new Error('claim vanished inside its own transaction');
  return row;
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Invitation {
  token: string;
  expiresAt: Date;
}

export async function createInvitation(tx: Executor, userId: number, validDays: number): Promise<Invitation> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + validDays * 86_400_000);
  await tx.insert(ownerInvitations).values({ userId, tokenHash: hashInvitationToken(token), expiresAt });
  return { token, expiresAt };
}

async function hasAcceptedInvitation(tx: Executor, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: ownerInvitations.id })
    .from(ownerInvitations)
    .where(and(eq(ownerInvitations.userId, userId), sql`${ownerInvitations.usedAt} is not null`))
    .limit(1);
  return rows.length > 0;
}

export type ApprovalOutcome =
  | { kind: 'admin_email' }
  | { kind: 'approved'; owner: AdminUserRow; newAccount: boolean; invitation: Invitation | null };

/**
 * Approves a pending claim: the owner account for its email (new, or the existing owner's), bound to
 * the studio; an invitation unless the account has set its password already. An email that belongs
 * to an admin account is not turned into an owner (kind 'admin_email').
 */
export async function approveClaim(
  tx: Executor,
  claim: ClaimWithStudio,
  decidedBy: number,
  invitationDays: number,
): Promise<ApprovalOutcome> {
  let owner = await findAdminByEmail(tx, claim.email);
  let newAccount = false;
  if (owner && owner.role !== 'owner') return { kind: 'admin_email' };
  if (!owner) {
    owner = await insertAdmin(
      tx,
      {
        email: claim.email,
        passwordHash: DUMMY_PASSWORD_HASH,
        firstName: claim.name.slice(0, 150),
        isStaff: false,
        isSuperuser: false,
        role: 'owner',
        locale: claim.locale,
      },
      { actorId: decidedBy },
    );
    if (!owner) throw new Error('owner account could not be created');
    newAccount = true;
  }
  await bindOwner(tx, {
    userId: owner.id,
    studioId: claim.studioId,
    claimId: claim.id,
    approvedBy: decidedBy,
    email: owner.email,
  });
  await decideClaim(tx, claim.id, { status: 'approved', reason: '', decidedBy, userId: owner.id });
  const invitation =
    newAccount || !(await hasAcceptedInvitation(tx, owner.id))
      ? await createInvitation(tx, owner.id, invitationDays)
      : null;
  return { kind: 'approved', owner, newAccount, invitation };
}

export type InvitationRefusal = 'unknown' | 'used' | 'expired';

/**
 * Why a token was not accepted: it names no invitation (or a closed account's), was used already, or
 * expired. Only its holder can ask, so telling them which costs nothing and spares them a guess.
 */
export async function invitationRefusal(db: Executor, token: string): Promise<InvitationRefusal> {
  const rows = await db
    .select({ usedAt: ownerInvitations.usedAt, expiresAt: ownerInvitations.expiresAt })
    .from(ownerInvitations)
    .where(eq(ownerInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'unknown';
}

/**
 * Uses an invitation: single use, before it expires; sets the account's password (its sessions end,
 * the change log records it). Null when the token is unknown, used or expired (invitationRefusal
 * tells which).
 */
export async function acceptInvitation(
  tx: Executor,
  token: string,
  passwordHash: string,
): Promise<AdminUserRow | null> {
  const used = await tx
    .update(ownerInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(ownerInvitations.tokenHash, hashInvitationToken(token)),
        isNull(ownerInvitations.usedAt),
        gt(ownerInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: ownerInvitations.userId });
  const userId = used[0]?.userId;
  if (userId === undefined) return null;
  const account = await updateAdmin(tx, userId, { passwordHash }, { actorId: userId });
  if (!account?.isActive || account.role !== 'owner') return null;
  return account;
}

/** Admins' emails and languages (mail to the admins). */
export async function adminContacts(db: Executor): Promise<{ email: string; locale: string }[]> {
  return db
    .select({ email: adminUsers.email, locale: adminUsers.locale })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.isActive, true), eq(adminUsers.isStaff, true)))
    .orderBy(asc(adminUsers.id));
}
