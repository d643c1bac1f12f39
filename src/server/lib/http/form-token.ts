/**
 * The public forms' minimum fill time (product.md §14): GET /api/forms/token/ hands out
 * `<issued-at ms>.<HMAC-SHA256>`; a form sent back sooner than the minimum after it was issued, later
 * than a day after, or with a token this install did not sign, is refused (400 form_too_fast). No
 * state is kept: the signature is the proof.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from './http-error';

export const FORM_TOKEN_MAX_AGE_MS = 24 * 3_600_000;
export const FORM_TOO_FAST =
  'The form was sent too soon after it was opened, or without a valid form token: reload it and try again.';

function signature(secret: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`form:${issuedAt}`).digest('base64url');
}

export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${signature(secret, now)}`;
}

export function checkFormToken(
  secret: string,
  token: string | undefined,
  minFillMs: number,
  now = Date.now(),
): void {
  const refuse = () => new HttpError(400, FORM_TOO_FAST, { code: 'form_too_fast' });
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) throw refuse();
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse();
  const age = now - issuedAt;
  if (age < minFillMs || age > FORM_TOKEN_MAX_AGE_MS) throw refuse();
}
