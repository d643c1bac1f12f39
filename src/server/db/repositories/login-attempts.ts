/**
 * Failed sign-ins counted in the database, so every server process sees the same counts: at most
 * ACCOUNT_FAILURE_LIMIT per account (email) and CLIENT_FAILURE_LIMIT per client address in a sliding
 * LOGIN_WINDOW_MS. The client address is never stored: the client key is an HMAC-SHA256 of it under a
 * per-install secret (install_secrets), enough to count, not to identify.
 *
 * Each attempt is written as a failure BEFORE the password is checked, under a lock that makes the
 * check and the write one step: parallel guesses cannot all slip under the limit. A successful sign-in flips its
 * row to success, which resets the account's count (failures before an account's latest success do
 * not count) but not the client's: an attacker with one valid account cannot wipe their address's
 * count by signing in to it between guesses.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { installSecrets, loginAttempts } from '../schema';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const CLIENT_FAILURE_LIMIT = 20;
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

/** Expands an IPv6 address to its eight groups. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase().split('%')[0]!;
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

/**
 * The part of a client address that identifies one client: the IPv4 address (also when written as
 * an IPv4-mapped IPv6 address), or the /64 prefix of an IPv6 address, since one host usually has a
 * whole /64 to pick addresses from.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff';
  if (mapped) {
    const hi = Number.parseInt(groups[6]!, 16);
    const lo = Number.parseInt(groups[7]!, 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
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
 * Starts a sign-in attempt: if the account or the client is over its limit, returns when it may try
 * again (and records nothing: refused attempts do not count). Otherwise records the attempt as a
 * failure until markAttemptSucceeded() says otherwise, so that the count is right while the password
 * is being checked. Per-account and per-client advisory locks make check-and-record atomic: parallel
 * guesses cannot all slip under the limit.
 */
export async function beginAttempt(
  db: Executor,
  input: { email: string; clientKey: string; now: Date },
): Promise<AttemptStart> {
  const cutoff = new Date(input.now.getTime() - LOGIN_WINDOW_MS);
  return db.transaction(async (tx) => {
    // Always the account first, then the client: no two attempts wait on each other in a cycle.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK_NAMESPACE}, hashtext(${`e:${input.email}`}))`,
    );
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK_NAMESPACE}, hashtext(${`c:${input.clientKey}`}))`,
    );
    const lastSuccess = sql`coalesce((select max(${loginAttempts.id}) from ${loginAttempts}
      where ${loginAttempts.email} = ${input.email} and ${loginAttempts.success}), 0)`;
    // The limit-th most recent failure: once it leaves the window, the count is below the limit.
    const byAccount = await tx
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, input.email),
          eq(loginAttempts.success, false),
          gt(loginAttempts.createdAt, cutoff),
          gt(loginAttempts.id, lastSuccess),
        ),
      )
      .orderBy(desc(loginAttempts.createdAt))
      .offset(ACCOUNT_FAILURE_LIMIT - 1)
      .limit(1);
    const byClient = await tx
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.clientKey, input.clientKey),
          eq(loginAttempts.success, false),
          gt(loginAttempts.createdAt, cutoff),
        ),
      )
      .orderBy(desc(loginAttempts.createdAt))
      .offset(CLIENT_FAILURE_LIMIT - 1)
      .limit(1);
    const until = [byAccount[0]?.createdAt, byClient[0]?.createdAt]
      .filter((t): t is Date => t !== undefined)
      .map((t) => t.getTime() + LOGIN_WINDOW_MS);
    if (until.length > 0) return { attemptId: null, blockedUntil: new Date(Math.max(...until)) };
    const rows = await tx
      .insert(loginAttempts)
      .values({ email: input.email, clientKey: input.clientKey, success: false, createdAt: input.now })
      .returning({ id: loginAttempts.id });
    return { attemptId: rows[0]!.id, blockedUntil: null };
  });
}

export async function markAttemptSucceeded(db: Executor, id: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
}

export async function purgeOldAttempts(db: Executor, now: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now.getTime() - ATTEMPT_RETENTION_MS)));
}
