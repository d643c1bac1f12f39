import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_PARAMS,
  DUMMY_PASSWORD_HASH,
  hashPassword,
  parsePasswordHash,
  passwordProblem,
  verifyPassword,
} from './passwords';

const FAST = { N: 2 ** 10, r: 8, p: 1 };

/** A full-cost scrypt (128 MB, about 0.3 s alone) can take seconds on a busy 2-core machine; these tests check results, not time. */
const FULL_COST_TIMEOUT_MS = 30_000;

describe('passwords', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies with the stored parameters', async () => {
    const hash = await hashPassword('correct horse battery', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await hashPassword('correct horse battery', FAST)).not.toBe(hash);
  });

  it(
    'uses N=2^17, r=8, p=1 by default, with a 16-byte salt and a 32-byte key',
    async () => {
      expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
      const hash = await hashPassword('a full-cost password');
      const parsed = parsePasswordHash(hash)!;
      expect(parsed.params).toEqual(DEFAULT_SCRYPT_PARAMS);
      expect(parsed.salt).toHaveLength(16);
      expect(parsed.key).toHaveLength(32);
      expect(await verifyPassword('a full-cost password', hash)).toBe(true);
    },
    FULL_COST_TIMEOUT_MS,
  );

  it('keeps the dummy hash well-formed at the default cost', () => {
    expect(parsePasswordHash(DUMMY_PASSWORD_HASH)?.params).toEqual(DEFAULT_SCRYPT_PARAMS);
  });

  it(
    'refuses unreadable or abusive stored hashes',
    async () => {
      for (const bad of [
        '',
        'plain',
        'scrypt$1000$8$1$AAAA$AAAA',
        'bcrypt$x',
        'scrypt$2097152$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5a2V5',
      ]) {
        expect(parsePasswordHash(bad), bad).toBeNull();
      }
      expect(await verifyPassword('x', 'scrypt$1000$8$1$AAAA$AAAA')).toBe(false);
    },
    FULL_COST_TIMEOUT_MS,
  );

  it('wants at least 12 characters', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem(' '.repeat(12))).toMatch(/blank/);
    expect(passwordProblem('twelve chars')).toBeNull();
  });
});
