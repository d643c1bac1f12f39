import { describe, expect, it } from 'vitest';
import { ClientRateLimit } from './client-rate-limit';
import { HttpError } from './http-error';
import { takeAddressAllowance } from './rate-limit-guard';

describe('takeAddressAllowance', () => {
  it('counts the addresses of one IPv6 /64 as one client, and IPv4 as written', () => {
    const limit = new ClientRateLimit(1, 60_000);
    takeAddressAllowance(limit, '2001:db8:1:2::10', 'slow down');
    expect(() => takeAddressAllowance(limit, '2001:db8:1:2:abcd::99', 'slow down')).toThrow(HttpError);
    takeAddressAllowance(limit, '2001:db8:1:3::10', 'slow down');
    takeAddressAllowance(limit, '203.0.113.7', 'slow down');
    expect(() => takeAddressAllowance(limit, '::ffff:203.0.113.7', 'slow down')).toThrow(/slow down/);
  });
});
