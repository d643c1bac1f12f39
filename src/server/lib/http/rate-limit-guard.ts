/** Refuses a client over its allowance: 429 rate_limited with Retry-After in whole seconds. */
import { clientAddressKey } from './client-address';
import type { ClientRateLimit } from './client-rate-limit';
import { HttpError } from './http-error';

/** The 429 of the public forms (claims, corrections, enquiries): per client address and per email. */
export const FORM_RATE_LIMITED = 'Too many forms sent from this address or for this email; try again later.';

export function takeAllowance(limit: ClientRateLimit, client: string, detail: string): void {
  if (limit.take(client)) return;
  const seconds = Math.max(1, Math.ceil(limit.retryAfterMs(client) / 1000));
  throw new HttpError(429, detail, { code: 'rate_limited' }, { 'Retry-After': String(seconds) });
}

/**
 * The allowance of a client address: counted by clientAddressKey (an IPv6 address by its /64, as
 * sign-in counts), so a host cannot take a fresh allowance with each of its addresses (issue 35).
 */
export function takeAddressAllowance(limit: ClientRateLimit, ip: string, detail: string): void {
  takeAllowance(limit, clientAddressKey(ip), detail);
}

/**
 * Takes `count` from every one of these allowances, or from none (429 naming the first that has no
 * room): a request to several studios counts one per studio reached, whole or nothing.
 */
export function takeAllowancesTogether(
  allowances: readonly { limit: ClientRateLimit; client: string }[],
  count: number,
  detail: string,
): void {
  for (const { limit, client } of allowances) {
    if (limit.room(client) >= count) continue;
    const seconds = Math.max(1, Math.ceil(limit.retryAfterMs(client) / 1000));
    throw new HttpError(429, detail, { code: 'rate_limited' }, { 'Retry-After': String(seconds) });
  }
  for (const { limit, client } of allowances) limit.takeAll(client, count);
}
