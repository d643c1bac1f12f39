import { describe, expect, it } from 'vitest';
import { ClientRateLimit } from './client-rate-limit';

describe('ClientRateLimit.takeAll', () => {
  it('takes several at once, or none when they do not all fit', () => {
    const limit = new ClientRateLimit(5, 1000);
    expect(limit.room('a', 0)).toBe(5);
    expect(limit.takeAll('a', 3, 0)).toBe(true);
    expect(limit.room('a', 10)).toBe(2);
    expect(limit.takeAll('a', 3, 10)).toBe(false);
    expect(limit.room('a', 10)).toBe(2);
    expect(limit.takeAll('a', 2, 10)).toBe(true);
    expect(limit.take('a', 20)).toBe(false);
  });
  it('starts a new window once the old one ends', () => {
    const limit = new ClientRateLimit(3, 1000);
    expect(limit.takeAll('a', 3, 0)).toBe(true);
    expect(limit.takeAll('a', 1, 999)).toBe(false);
    expect(limit.takeAll('a', 3, 1000)).toBe(true);
  });
  it('never lets more than the limit through at once', () => {
    expect(new ClientRateLimit(2, 1000).takeAll('a', 3, 0)).toBe(false);
  });
});
