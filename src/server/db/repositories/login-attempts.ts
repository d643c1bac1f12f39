/**
 * Failed sign-ins counted in the database, so every server process sees the same counts. The scheme
 * (docs/security.md, "Sign-in throttling") is built so that a stranger cannot lock the real admin out:
 *
 * - Per (account, client) pair, growing delays: PAIR_FREE_FAILURES failures in the hour cost
 *   nothing, then each one makes that pair wait PAIR_FIRST_DELAY_MS, doubling up to
 *   PAIR_MAX_DELAY_MS. A success from the pair resets it. Other addresses are not affected.
 * - Per client address, across accounts (password spraying): at most CLIENT_FAILURE_LIMIT failures
 *   in CLIENT_WINDOW_MS. Only that address waits.
 * - Per account, a ceiling: after ACCOUNT_FAST_FAILURES failures in the hour, addresses that have
 *   failed on it wait for the hour to pass, and addresses with no failures on it are slowed to one
 *   attempt on the account per SLOW_LANE_INTERVAL_MS, never refused outright. So at most
 *   ACCOUNT_FAST_FAILURES + 3600 s / SLOW_LANE_INTERVAL_MS = 98 failures per account in any hour
 *   (ASVS 2.2.1: at most 100).
 *
 * The client address is never stored: the client key is an HMAC-SHA256 of it under a per-install
 * secret (install_secrets), enough to count, not to identify.
 *
 * Each attempt is written as a failure BEFORE the password is checked, under a lock that makes the
 * check and the write one step: parallel guesses cannot all slip under a limit. A successful sign-in
 * flips its row to success, which resets its pair but not the client's count (an attacker with one
 * valid account cannot wipe their address's count by signing in to it between guesses) nor the
 * account's ceiling.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import { clientAddressKey } from '../../lib/http/client-address';
import type { Executor, Tx } from '../database';
import { installSecrets, loginAttempts } from '../schema';
import { adminAuditField } from './admin-users';
import { recordChanges } from './studio-writes';

export const PAIR_FREE_FAILURES = 3;
export const PAIR_FIRST_DELAY_MS = 30_000;
export const PAIR_MAX_DELAY_MS = 15 * 60_000;
export const CLIENT_WINDOW_MS = 15 * 60_000;
export const CLIENT_FAILURE_LIMIT = 20;
export const ACCOUNT_WINDOW_MS = 60 * 60_000;
export const ACCOUNT_FAST_FAILURES = 50;
export const SLOW_LANE_INTERVAL_MS = 75_000;
/** Attempts are kept a day (an audit trail of recent sign-ins), then purged. */
export const ATTEMPT_RETENTION_MS = 24 * 3_600_000;

const CLIENT_KEY_SECRET = 'login_client_key';

/** A per-install secret, generated on first use and then shared by every process. */
export async function loadInstallSecret(db: Executor, name: string): Promise<string> {
  await db
    .insert(installSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: installSecrets.value })
    .from(installSecrets)
    .where(eq(installSecrets.name, name));
  const value = rows[0]?.value;
  if (!value) throw new Error(`install secret ${name} could not be created`);
  return value;
}

export function loadClientKeySecret(db: Executor): Promise<string> {
  return loadInstallSecret(db, CLIENT_KEY_SECRET);
}

export function clientKeyFor(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(clientAddressKey(ip)).digest('hex');
}

/** Arbitrary constant naming the sign-in counters among PostgreSQL advisory locks. */
const ATTEMPT_LOCK_NAMESPACE = 727_274_003;

export type AttemptStart =
  | { attemptId: number; blockedUntil: null }
  | { attemptId: null; blockedUntil: Date };

/**
 * How long one (account, client) pair waits after its latest failure, given its failures in the
 * window: nothing for the first few (typos), then doubling up to PAIR_MAX_DELAY_MS.
 */
export function pairDelayMs(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_DELAY_MS, PAIR_FIRST_DELAY_MS * 2 ** (failures - PAIR_FREE_FAILURES));
}

/**
 * Starts a sign-in attempt: if it must wait (see the top of this file), returns until when, and
 * records nothing: refused attempts do not count. Otherwise records the attempt as a failure until
 * markAttemptSucceeded() says otherwise, so that the counts are right while the password is being
 * checked. Runs inside the caller's write (app.write, announce: false): per-account and per-client
 * advisory locks held to its end make check-and-record atomic, so parallel guesses
 * cannot all slip under a limit.
 */
export async function beginAttempt(
  tx: Tx,
  input: { email: string; clientKey: string; now: Date },
): Promise<AttemptStart> {
  const now = input.now.getTime();
  const hourAgo = new Date(now - ACCOUNT_WINDOW_MS);
  // Always the account first, then the client: no two attempts wait on each other in a cycle.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK_NAMESPACE}, hashtext(${`e:${input.email}`}))`,
  );
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK_NAMESPACE}, hashtext(${`c:${input.clientKey}`}))`,
  );
  const waits: number[] = [];

  // The client, across accounts (password spraying): the limit-th most recent failure in the window.
  const byClient = await tx
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.clientKey, input.clientKey),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, new Date(now - CLIENT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .offset(CLIENT_FAILURE_LIMIT - 1)
    .limit(1);
  if (byClient[0]) waits.push(byClient[0].createdAt.getTime() + CLIENT_WINDOW_MS);

  // The pair: failures since this pair's latest success, within the hour.
  const pairSuccess = sql`coalesce((select max(${loginAttempts.id}) from ${loginAttempts}
    where ${loginAttempts.email} = ${input.email} and ${loginAttempts.clientKey} = ${input.clientKey}
    and ${loginAttempts.success}), 0)`;
  const [pair] = await tx
    .select({ failures: count(), latest: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, input.email),
        eq(loginAttempts.clientKey, input.clientKey),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, hourAgo),
        gt(loginAttempts.id, pairSuccess),
      ),
    );
  const pairFailures = pair?.failures ?? 0;
  if (pair?.latest) waits.push(new Date(pair.latest).getTime() + pairDelayMs(pairFailures));

  // The account-wide ceiling counts every failure in the hour, successes or not: signing in does
  // not buy an attacker a fresh hundred.
  const ceiling = await tx
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, input.email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, hourAgo),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .offset(ACCOUNT_FAST_FAILURES - 1)
    .limit(1);
  if (ceiling[0]) {
    if (pairFailures > 0) {
      // An address that has failed on this account waits until the account is below the ceiling.
      waits.push(ceiling[0].createdAt.getTime() + ACCOUNT_WINDOW_MS);
    } else {
      // An address with no failures here is slowed, not refused: one attempt on the account per
      // SLOW_LANE_INTERVAL_MS.
      const [latest] = await tx
        .select({ at: max(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(eq(loginAttempts.email, input.email));
      if (latest?.at) waits.push(new Date(latest.at).getTime() + SLOW_LANE_INTERVAL_MS);
    }
  }

  const until = Math.max(0, ...waits);
  if (until > now) return { attemptId: null, blockedUntil: new Date(until) };
  const rows = await tx
    .insert(loginAttempts)
    .values({ email: input.email, clientKey: input.clientKey, success: false, createdAt: input.now })
    .returning({ id: loginAttempts.id });
  return { attemptId: rows[0]!.id, blockedUntil: null };
}

/**
 * Clears an account's failed attempts (npm run admin -- unlock), inside the caller's transaction: every
 * pair and the ceiling start again from zero for it. The change log records the unlock (an operator's
 * command: no admin), as every other change to an account. Returns how many failures were cleared.
 */
export async function clearAccountFailures(tx: Executor, email: string): Promise<number> {
  const rows = await tx
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false)))
    .returning({ id: loginAttempts.id });
  if (rows.length > 0) {
    await recordChanges(tx, [
      {
        adminId: null,
        studioId: null,
        action: 'admin',
        field: adminAuditField(email),
        before: { failed_sign_ins: rows.length },
        after: { failed_sign_ins: 0 },
      },
    ]);
  }
  return rows.length;
}

export async function markAttemptSucceeded(db: Executor, id: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
}

export async function purgeOldAttempts(db: Executor, now: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now.getTime() - ATTEMPT_RETENTION_MS)));
}
