/**
 * Password hashing with scrypt (node:crypto, run on libuv's thread pool so the event loop stays free).
 * A hash is stored with its parameters, `scrypt$<N>$<r>$<p>$<salt b64>$<key b64>`, so the cost can be
 * raised later without invalidating existing hashes: verification always uses the stored parameters.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/schemas/auth-schemas';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** N=2^17, r=8, p=1: 128 MiB and about 0.4 s per hash on the reference machine (docs/security.md). */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

/** Bounds on stored parameters, so a tampered hash cannot make verification exhaust the machine. */
const LIMITS = { maxN: 2 ** 20, maxR: 32, maxP: 16 };

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,8}$/.test(v ?? '') ? Number(v) : Number.NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  if (!isPowerOfTwo(N) || N > LIMITS.maxN) return null;
  if (!Number.isInteger(r) || r < 1 || r > LIMITS.maxR) return null;
  if (!Number.isInteger(p) || p < 1 || p > LIMITS.maxP) return null;
  if (128 * N * r * p > MAX_MEMORY / 1.5) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
}

/** True when the password matches the stored hash; false for a mismatch or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) {
    // Same work as a real verification, so a broken row does not stand out by its timing.
    await derive(password, randomBytes(SALT_BYTES), KEY_BYTES, DEFAULT_SCRYPT_PARAMS);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/**
 * A well-formed hash of a random password that nobody knows, at the default cost. Sign-in verifies
 * against it when the email is unknown, so an unknown email costs exactly what a wrong password costs.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$131072$8$1$wGBoNdbqmRorNYOxp4AnBg==$Ny8E1euJfWhh01EvQyyk4pbgTafRSwPXKFRz7aDkh+o=';

/**
 * The functions sign-in calls, behind one object so that tests can observe which path was taken
 * (vi.spyOn(passwordHasher, 'verify')) without timing anything.
 */
export const passwordHasher = {
  hash: hashPassword,
  verify: verifyPassword,
};

/** Problems with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  }
  if (password.trim() === '') return 'The password must not be blank.';
  return null;
}
