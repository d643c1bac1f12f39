/**
 * Admin accounts. Every change is written to change_log (action 'admin', field 'admin_user:<email>',
 * the password only ever as "changed", never a hash) in the caller's transaction. A changed password
 * or a disabled account ends the account's sessions at once.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { adminUsers, sessions } from '../schema';
import { recordChanges } from './studio-writes';

export type AdminUserRow = typeof adminUsers.$inferSelect;

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAdminByEmail(db: Executor, email: string): Promise<AdminUserRow | null> {
  const rows = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAdminById(db: Executor, id: number): Promise<AdminUserRow | null> {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function listAdmins(db: Executor): Promise<AdminUserRow[]> {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.id));
}

export async function countAdmins(db: Executor): Promise<number> {
  const rows = await db.select({ n: count() }).from(adminUsers);
  return Number(rows[0]?.n ?? 0);
}

export interface NewAdminUser {
  email: string;
  passwordHash: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  isStaff?: boolean;
  isSuperuser?: boolean;
  isActive?: boolean;
  /** admin (the default) or owner (product.md §14: never staff). */
  role?: 'admin' | 'owner';
  /** The language of mail to the account (en, ru). */
  locale?: string;
}

/** What change_log records of an account: its flags and names, never the hash. */
function auditView(row: AdminUserRow): Record<string, unknown> {
  return {
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    is_active: row.isActive,
    ...(row.role === 'admin' ? {} : { role: row.role }),
  };
}

/** The change log's field for an admin account: its email. */
export function adminAuditField(email: string): string {
  return `admin_user:${email}`;
}

/** Inserts an account; null when the email is taken (unique index, safe against concurrent inserts). */
export async function insertAdmin(
  tx: Executor,
  input: NewAdminUser,
  meta: { actorId?: number | null } = {},
): Promise<AdminUserRow | null> {
  const email = normalizeEmail(input.email);
  const rows = await tx
    .insert(adminUsers)
    .values({
      email,
      username: input.username?.trim() || email,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      passwordHash: input.passwordHash,
      isStaff: input.isStaff ?? true,
      isSuperuser: input.isSuperuser ?? false,
      isActive: input.isActive ?? true,
      role: input.role ?? 'admin',
      locale: input.locale ?? 'en',
    })
    .onConflictDoNothing()
    .returning();
  const row = rows[0];
  if (!row) return null;
  await recordChanges(tx, [
    {
      adminId: meta.actorId ?? null,
      studioId: null,
      action: 'admin',
      field: adminAuditField(email),
      before: null,
      after: { ...auditView(row), password: 'set' },
    },
  ]);
  return row;
}

export interface AdminUserPatch {
  passwordHash?: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  isStaff?: boolean;
  isSuperuser?: boolean;
  isActive?: boolean;
}

/** Updates an account; ends its sessions when the password changes or it is disabled. */
export async function updateAdmin(
  tx: Executor,
  id: number,
  patch: AdminUserPatch,
  meta: { actorId?: number | null } = {},
): Promise<AdminUserRow | null> {
  const before = await findAdminById(tx, id);
  if (!before) return null;
  const rows = await tx
    .update(adminUsers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(adminUsers.id, id))
    .returning();
  const after = rows[0];
  if (!after) return null;
  const passwordChanged = patch.passwordHash !== undefined;
  if (passwordChanged || !after.isActive) {
    await tx.delete(sessions).where(eq(sessions.userId, id));
  }
  await recordChanges(tx, [
    {
      adminId: meta.actorId ?? null,
      studioId: null,
      action: 'admin',
      field: adminAuditField(after.email),
      before: auditView(before),
      after: passwordChanged ? { ...auditView(after), password: 'changed' } : auditView(after),
    },
  ]);
  return after;
}

/** Stamps last_login at a successful sign-in (not an account change: no change_log entry). */
export async function recordLogin(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(adminUsers).set({ lastLogin: at }).where(eq(adminUsers.id, id));
}
