/**
 * The links of a followed search's mail (product.md §17). The confirmation token is random and single
 * use; only its SHA-256 is stored. The unsubscribe token is `<id>.<HMAC>` under an install secret, so
 * every digest can name it without storing it, and it stops working when the row is gone.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashConfirmToken(token) };
}

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function unsubscribeSignature(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${id}`).digest('base64url');
}

export function unsubscribeToken(secret: string, id: number): string {
  return `${id}.${unsubscribeSignature(secret, id)}`;
}

/** The subscription id a token names, or null when it is not one this install signed. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(unsubscribeSignature(secret, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
