/**
 * Owner claims and invitations (product.md §14). A claim waits (pending) until an admin approves or
 * rejects it. Approval, in one transaction: the owner account (created, or an existing owner's),
 * bound to the studio (studio-owners.ts: has_owner, change log), the claim decided, and, for an
 * account without a password yet, a single-use invitation whose token is stored only as its SHA-256.
 * An account may hold several invitations (two claims approved before either was used); the first one
 * used spends them all, so an older link can never set the password again (issue 35).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DUMMY_PASSWORD_HASH } from '../../lib/passwords';
import type { Executor } from '../database';
import { adminUsers, ownerClaims, ownerInvitations, studios } from '../schema';
import type { WriteContext } from '../write-context';
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

/**
 * Whether the account has a password of its own: it accepted an invitation, or an operator set one
 * (npm run admin -- set-password). A new owner account holds the dummy hash nobody knows.
 */
function hasPassword(account: AdminUserRow): boolean {
  return account.passwordHash !== DUMMY_PASSWORD_HASH;
}

export type ApprovalOutcome =
  | { kind: 'admin_email' }
  | { kind: 'approved'; owner: AdminUserRow; newAccount: boolean; invitation: Invitation | null };

/**
 * Approves a pending claim: the owner account for its email (new, or the existing owner's), bound to
 * the studio; an invitation unless the account has a password already (then the caller mails a
 * notice, never a link that could set the password again). An email that belongs to an admin account
 * is not turned into an owner (kind 'admin_email').
 */
export async function approveClaim(
  write: WriteContext,
  claim: ClaimWithStudio,
  decidedBy: number,
  invitationDays: number,
): Promise<ApprovalOutcome> {
  const { tx } = write;
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
  await bindOwner(write, {
    userId: owner.id,
    studioId: claim.studioId,
    claimId: claim.id,
    approvedBy: decidedBy,
    email: owner.email,
  });
  await decideClaim(tx, claim.id, { status: 'approved', reason: '', decidedBy, userId: owner.id });
  const invitation = hasPassword(owner) ? null : await createInvitation(tx, owner.id, invitationDays);
  return { kind: 'approved', owner, newAccount, invitation };
}

export type InvitationRefusal = 'unknown' | 'used' | 'expired';

export interface FoundInvitation {
  id: number;
  userId: number;
  usedAt: Date | null;
  expiresAt: Date;
}

/**
 * The invitation a token names, or null. Looked up by the token's SHA-256 (an index lookup on a hash
 * tells nothing about the token), then compared in constant time, before any password is hashed: a
 * made-up token costs one lookup, never a password hash.
 */
export async function findInvitation(db: Executor, token: string): Promise<FoundInvitation | null> {
  const hash = hashInvitationToken(token);
  const rows = await db
    .select({
      id: ownerInvitations.id,
      userId: ownerInvitations.userId,
      tokenHash: ownerInvitations.tokenHash,
      usedAt: ownerInvitations.usedAt,
      expiresAt: ownerInvitations.expiresAt,
    })
    .from(ownerInvitations)
    .where(eq(ownerInvitations.tokenHash, hash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const stored = Buffer.from(row.tokenHash, 'hex');
  const given = Buffer.from(hash, 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return null;
  return { id: row.id, userId: row.userId, usedAt: row.usedAt, expiresAt: row.expiresAt };
}

/**
 * Why an invitation cannot be used now (null: it can): none, used already, or expired. Only the
 * token's holder can ask, so telling them which costs nothing and spares them a guess.
 */
export function invitationRefusal(
  invitation: FoundInvitation | null,
  now = Date.now(),
): InvitationRefusal | null {
  if (!invitation) return 'unknown';
  if (invitation.usedAt) return 'used';
  return invitation.expiresAt.getTime() <= now ? 'expired' : null;
}

export type AcceptOutcome =
  | { kind: 'accepted'; account: AdminUserRow }
  | { kind: 'refused'; refusal: InvitationRefusal };

/**
 * Uses an invitation: single use, before it expires, of an active owner account; sets the account's
 * password (its sessions end, the change log records it) and spends every other invitation of the
 * account with it. The account row is locked first, so accepts of one account run one at a time: of
 * two parallel accepts (one token or two) exactly one wins, and they cannot deadlock on each other's
 * invitation rows.
 */
export async function acceptInvitation(
  tx: Executor,
  invitation: FoundInvitation,
  passwordHash: string,
): Promise<AcceptOutcome> {
  const accounts = await tx
    .select({ id: adminUsers.id, isActive: adminUsers.isActive, role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.id, invitation.userId))
    .for('update');
  const holder = accounts[0];
  if (!holder?.isActive || holder.role !== 'owner') return { kind: 'refused', refusal: 'unknown' };
  const own = await tx
    .update(ownerInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(ownerInvitations.id, invitation.id),
        isNull(ownerInvitations.usedAt),
        gt(ownerInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: ownerInvitations.id });
  if (own.length === 0) {
    const now = await findInvitationById(tx, invitation.id);
    return { kind: 'refused', refusal: invitationRefusal(now) ?? 'used' };
  }
  // Every other link of the account dies with this one: it can never set the password again.
  await tx
    .update(ownerInvitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(ownerInvitations.userId, invitation.userId), isNull(ownerInvitations.usedAt)));
  const account = await updateAdmin(tx, invitation.userId, { passwordHash }, { actorId: invitation.userId });
  if (!account) throw new Error('owner account vanished while locked');
  return { kind: 'accepted', account };
}

async function findInvitationById(db: Executor, id: number): Promise<FoundInvitation | null> {
  const rows = await db
    .select({
      id: ownerInvitations.id,
      userId: ownerInvitations.userId,
      usedAt: ownerInvitations.usedAt,
      expiresAt: ownerInvitations.expiresAt,
    })
    .from(ownerInvitations)
    .where(eq(ownerInvitations.id, id));
  return rows[0] ?? null;
}

/** Admins' emails and languages (mail to the admins). */
export async function adminContacts(db: Executor): Promise<{ email: string; locale: string }[]> {
  return db
    .select({ email: adminUsers.email, locale: adminUsers.locale })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.isActive, true), eq(adminUsers.isStaff, true)))
    .orderBy(asc(adminUsers.id));
}
