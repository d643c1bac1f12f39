import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/shared/lib/api-client';
import { ownerAccountMessages } from '../owner-account-messages';
import { acceptFailure, checkNewPassword } from './accept-errors';

const t = ownerAccountMessages.en;

describe('checkNewPassword', () => {
  it('asks for 12 characters or more, and for the same password twice', () => {
    expect(checkNewPassword('', '', t)).toEqual({ password: t.required, confirm: t.required });
    expect(checkNewPassword('eleven char', 'eleven char', t)).toEqual({ password: t.tooShort });
    expect(checkNewPassword('twelve chars', 'twelve charz', t)).toEqual({ confirm: t.mismatch });
    expect(checkNewPassword('twelve chars', 'twelve chars', t)).toEqual({});
  });

  it('refuses a password of spaces however long', () => {
    expect(checkNewPassword(' '.repeat(20), ' '.repeat(20), t).password).toBe(t.tooShort);
  });
});

describe('acceptFailure', () => {
  it('tells an unknown, used and expired link apart, as link failures', () => {
    const of = (code: string) => acceptFailure(new ApiError(400, 'x', { code }), t);
    expect(of('invitation_invalid')).toEqual({ kind: 'link', message: t.invalid });
    expect(of('invitation_used')).toEqual({ kind: 'link', message: t.used });
    expect(of('invitation_expired')).toEqual({ kind: 'link', message: t.expired });
  });

  it('lets the owner try again after a network failure or a refused password', () => {
    expect(acceptFailure(new NetworkError(new Error('x')), t)).toEqual({
      kind: 'retry',
      message: t.networkError,
    });
    expect(acceptFailure(new ApiError(400, 'x', { code: 'password_too_short' }), t)).toEqual({
      kind: 'retry',
      message: t.tooShort,
    });
  });

  it('says the address tried too often in the reader’s words (429 rate_limited)', () => {
    expect(acceptFailure(new ApiError(429, 'x', { code: 'rate_limited' }), t)).toEqual({
      kind: 'retry',
      message: t.rateLimited,
    });
  });
});
