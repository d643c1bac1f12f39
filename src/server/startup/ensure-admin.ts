/**
 * Start-up: ADMIN_EMAIL + ADMIN_PASSWORD create that account when it is missing, and otherwise change
 * nothing: an account someone disabled or gave a new password stays so across restarts. Only
 * ADMIN_RESET=true brings it back to an active staff superuser with that password. Without them, and
 * with no admin account at all, the log says how to create one. The password is never logged.
 */
import type { FastifyInstance } from 'fastify';
import {
  countAdmins,
  findAdminByEmail,
  insertAdmin,
  normalizeEmail,
  updateAdmin,
} from '../db/repositories/admin-users';
import { hashPassword, verifyPassword } from '../lib/passwords';

export const CREATE_ADMIN_HINT = 'npm run admin -- create --email you@example.com';

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

/**
 * Creates `email` as an active staff superuser whose password is `password` when it is missing;
 * with `reset`, also makes an existing account so. Without `reset` an existing account is left as it is.
 */
async function upsertConfiguredAdmin(
  app: FastifyInstance,
  email: string,
  password: string,
  reset = false,
): Promise<EnsureAdminResult> {
  const normalized = normalizeEmail(email);
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await findAdminByEmail(app.database.db, normalized);
    if (existing && !reset) return 'unchanged';
    if (existing) {
      const passwordMatches = await verifyPassword(password, existing.passwordHash);
      if (passwordMatches && existing.isStaff && existing.isSuperuser && existing.isActive)
        return 'unchanged';
      const passwordHash = passwordMatches ? undefined : await hashPassword(password);
      await app.write(
        (tx) =>
          updateAdmin(tx, existing.id, {
            isStaff: true,
            isSuperuser: true,
            isActive: true,
            ...(passwordHash ? { passwordHash } : {}),
          }),
        { announce: false },
      );
      return 'updated';
    }
    const passwordHash = await hashPassword(password);
    const created = await app.write(
      (tx) => insertAdmin(tx, { email: normalized, passwordHash, isStaff: true, isSuperuser: true }),
      { announce: false },
    );
    if (created) return 'created';
    // Another process created it meanwhile: check that one instead.
  }
  return 'unchanged';
}

export async function ensureAdmin(app: FastifyInstance): Promise<EnsureAdminResult | null> {
  const configured = app.config.admin;
  if (configured) {
    const email = normalizeEmail(configured.email);
    const reset = configured.reset ?? false;
    const result = await upsertConfiguredAdmin(app, email, configured.password, reset);
    app.log.info(
      { email, result },
      result === 'created' || result === 'updated'
        ? `admin account ${email} ${result} from ADMIN_EMAIL and ADMIN_PASSWORD`
        : reset
          ? `admin account ${email} (from ADMIN_EMAIL) is ready`
          : `admin account ${email} exists and was left as it is (ADMIN_RESET=true would reset its password and rights)`,
    );
    return result;
  }
  if ((await countAdmins(app.database.db)) === 0) {
    app.log.warn(`No admin account exists, so nobody can sign in. Create one with: ${CREATE_ADMIN_HINT}`);
  }
  return null;
}
