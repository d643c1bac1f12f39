/**
 * Admin sessions. The id (256 random bits) lives only in the sessionid cookie; the table keys rows by
 * its SHA-256, so a copy of the database does not let anyone sign in. expires_at is the absolute end
 * (created_at + the configured maximum); the idle limit is checked against last_seen_at.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lte, or } from 'drizzle-orm';
import type { Executor } from '../database';
import { adminUsers, sessions } from '../schema';
import type { AdminUserRow } from './admin-users';

export const SESSION_ID_BYTES = 32;
/** base64url of 32 bytes: 43 characters. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString('base64url');
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}

export interface SessionWithUser {
  idHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  user: AdminUserRow;
}

/** Creates a session for the user; returns the id for the cookie (not stored anywhere). */
export async function createSession(
  db: Executor,
  input: { userId: number; now: Date; maxAgeMs: number },
): Promise<{ id: string; idHash: string; expiresAt: Date }> {
  const id = newSessionId();
  const idHash = hashSessionId(id);
  const expiresAt = new Date(input.now.getTime() + input.maxAgeMs);
  await db.insert(sessions).values({
    idHash,
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
  });
  return { id, idHash, expiresAt };
}

/** The session and its account, in one query; expiry is the caller's decision. */
export async function findSessionWithUser(db: Executor, idHash: string): Promise<SessionWithUser | null> {
  const rows = await db
    .select({ session: sessions, user: adminUsers })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    idHash: row.session.idHash,
    createdAt: row.session.createdAt,
    lastSeenAt: row.session.lastSeenAt,
    expiresAt: row.session.expiresAt,
    user: row.user,
  };
}

export async function touchSession(db: Executor, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Deletes every session past its absolute end or idle for longer than idleMs. */
export async function purgeExpiredSessions(db: Executor, now: Date, idleMs: number): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
}

/** Whether the session is still valid at `now`. */
export function sessionIsLive(
  session: Pick<SessionWithUser, 'lastSeenAt' | 'expiresAt'>,
  now: Date,
  idleMs: number,
): boolean {
  return session.expiresAt.getTime() > now.getTime() && now.getTime() - session.lastSeenAt.getTime() < idleMs;
}
