import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSRF_ALLOWED_CHARS,
  csrfTokenMatches,
  isValidCsrfSecret,
  maskCsrfSecret,
  newCsrfSecret,
  tokenFormatProblem,
  unmaskCsrfToken,
} from './csrf-tokens';

const secretArb = fc.string({ unit: fc.constantFrom(...CSRF_ALLOWED_CHARS), minLength: 32, maxLength: 32 });

describe('CSRF tokens (Django scheme)', () => {
  it('makes 32-character alphanumeric secrets', () => {
    const secret = newCsrfSecret();
    expect(secret).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(isValidCsrfSecret(secret)).toBe(true);
    expect(newCsrfSecret()).not.toBe(secret);
  });

  it('masks a secret into 64 characters that unmask to it, differently every time', () => {
    fc.assert(
      fc.property(secretArb, (secret) => {
        const a = maskCsrfSecret(secret);
        const b = maskCsrfSecret(secret);
        expect(a).toMatch(/^[a-zA-Z0-9]{64}$/);
        expect(a).not.toBe(b);
        expect(unmaskCsrfToken(a)).toBe(secret);
        expect(csrfTokenMatches(a, secret)).toBe(true);
        expect(csrfTokenMatches(b, secret)).toBe(true);
      }),
    );
  });

  it('unmasks tokens made by Django', () => {
    // mask "a"*32 (index 0) leaves the secret unchanged; mask "b"*32 shifts every character by one.
    const secret = 'abcdefghijklmnopqrstuvwxyzABCDEF';
    expect(unmaskCsrfToken(`${'a'.repeat(32)}${secret}`)).toBe(secret);
    expect(unmaskCsrfToken(`${'b'.repeat(32)}bcdefghijklmnopqrstuvwxyzABCDEFG`)).toBe(secret);
    // Wrap-around: '9' (index 61) shifted by one is 'a'.
    expect(unmaskCsrfToken(`${'b'.repeat(32)}${'a'.repeat(32)}`)).toBe('9'.repeat(32));
  });

  it('refuses other secrets and accepts the bare secret', () => {
    const secret = newCsrfSecret();
    expect(csrfTokenMatches(maskCsrfSecret(newCsrfSecret()), secret)).toBe(false);
    expect(csrfTokenMatches(secret, secret)).toBe(true);
    expect(csrfTokenMatches(newCsrfSecret(), secret)).toBe(false);
  });

  it('names format problems as Django does', () => {
    expect(tokenFormatProblem('abc', [32, 64])).toBe('has incorrect length');
    expect(tokenFormatProblem(`${'a'.repeat(31)}-`, [32, 64])).toBe('has invalid characters');
    expect(tokenFormatProblem('a'.repeat(64), [32, 64])).toBeNull();
    expect(tokenFormatProblem('a'.repeat(64), [32])).toBe('has incorrect length');
  });
});
