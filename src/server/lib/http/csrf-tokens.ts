/**
 * CSRF tokens exactly as Django makes them (django/middleware/csrf.py): a 32-character alphanumeric
 * secret lives in the csrftoken cookie; a token is 64 characters, a fresh random 32-character mask
 * followed by the secret shifted character by character by the mask (mod 62). Every token handed out
 * differs (no BREACH-style leak of the secret through compressed responses), yet all unmask to the
 * cookie's secret. The bare 32-character secret is also accepted as a token, as Django does, which is
 * what a page reading the cookie sends (the web client's fallback, product.md §7).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';

export const CSRF_ALLOWED_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CSRF_SECRET_LENGTH = 32;
export const CSRF_TOKEN_LENGTH = 2 * CSRF_SECRET_LENGTH;

const ALPHABET_SIZE = CSRF_ALLOWED_CHARS.length;
const VALID = /^[a-zA-Z0-9]+$/;

/** 32 characters from a 62-letter alphabet, uniformly (randomInt rejects biased draws): ~190 bits. */
function randomString(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CSRF_ALLOWED_CHARS[randomInt(ALPHABET_SIZE)];
  return out;
}

export function newCsrfSecret(): string {
  return randomString(CSRF_SECRET_LENGTH);
}

/** A 64-character token for the secret, with a fresh mask. */
export function maskCsrfSecret(secret: string): string {
  const mask = randomString(CSRF_SECRET_LENGTH);
  let cipher = '';
  for (let i = 0; i < CSRF_SECRET_LENGTH; i++) {
    const x = CSRF_ALLOWED_CHARS.indexOf(secret[i]!);
    const y = CSRF_ALLOWED_CHARS.indexOf(mask[i]!);
    cipher += CSRF_ALLOWED_CHARS[(x + y) % ALPHABET_SIZE];
  }
  return mask + cipher;
}

/** The secret inside a 64-character token (the token's format must have been checked). */
export function unmaskCsrfToken(token: string): string {
  const mask = token.slice(0, CSRF_SECRET_LENGTH);
  const cipher = token.slice(CSRF_SECRET_LENGTH);
  let secret = '';
  for (let i = 0; i < CSRF_SECRET_LENGTH; i++) {
    const x = CSRF_ALLOWED_CHARS.indexOf(cipher[i]!);
    const y = CSRF_ALLOWED_CHARS.indexOf(mask[i]!);
    secret += CSRF_ALLOWED_CHARS[(((x - y) % ALPHABET_SIZE) + ALPHABET_SIZE) % ALPHABET_SIZE];
  }
  return secret;
}

/** Django's InvalidTokenFormat reasons: 'has incorrect length' or 'has invalid characters', or null. */
export function tokenFormatProblem(value: string, lengths: readonly number[]): string | null {
  if (!lengths.includes(value.length)) return 'has incorrect length';
  if (!VALID.test(value)) return 'has invalid characters';
  return null;
}

export function isValidCsrfSecret(value: string | undefined): value is string {
  return value !== undefined && tokenFormatProblem(value, [CSRF_SECRET_LENGTH]) === null;
}

/** Whether a well-formed token (32 or 64 characters) carries the secret; constant time. */
export function csrfTokenMatches(token: string, secret: string): boolean {
  const candidate = token.length === CSRF_TOKEN_LENGTH ? unmaskCsrfToken(token) : token;
  const a = Buffer.from(candidate, 'latin1');
  const b = Buffer.from(secret, 'latin1');
  return a.length === b.length && timingSafeEqual(a, b);
}
