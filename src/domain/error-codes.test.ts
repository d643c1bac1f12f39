import { describe, expect, it } from 'vitest';
import { defaultErrorCode, ERROR_CODES, ERROR_CODES_DESCRIPTION } from './error-codes';

describe('error codes', () => {
  it('give every status a code that exists', () => {
    for (const status of [400, 401, 403, 404, 409, 412, 413, 415, 418, 429, 500, 502, 503]) {
      expect(Object.hasOwn(ERROR_CODES, defaultErrorCode(status))).toBe(true);
    }
    expect(defaultErrorCode(412)).toBe('stale_write');
    expect(defaultErrorCode(502)).toBe('server_error');
  });

  it('are snake_case and all documented', () => {
    for (const code of Object.keys(ERROR_CODES)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(ERROR_CODES_DESCRIPTION).toContain(`\`${code}\``);
    }
  });
});
