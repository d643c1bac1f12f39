import { describe, expect, it } from 'vitest';
import { clientKeyFor } from './login-attempts';

describe('clientKeyFor', () => {
  it('is an HMAC: stable per secret, different across secrets, never the address', () => {
    const a = clientKeyFor('secret-a', '203.0.113.5');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(clientKeyFor('secret-a', '::ffff:203.0.113.5')).toBe(a);
    expect(clientKeyFor('secret-b', '203.0.113.5')).not.toBe(a);
    expect(a).not.toContain('203');
  });
});
