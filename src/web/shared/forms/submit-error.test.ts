import { describe, expect, it } from 'vitest';
import { ApiError, CsrfError, NetworkError } from '@/shared/lib/api-client';
import { publicFormMessages } from './public-form-messages';
import { fieldErrorsOf, submitErrorMessage } from './submit-error';

const t = publicFormMessages.en;

describe('submitErrorMessage', () => {
  it('tells a rate limit with the wait, rounded up to minutes', () => {
    const error = new ApiError(429, 'Too many', { code: 'rate_limited' }, 61);
    expect(submitErrorMessage(error, t)).toBe(
      'Too many forms were sent from this address or for this email. Try again in 2 minutes.',
    );
    expect(
      submitErrorMessage(new ApiError(429, 'x', { code: 'rate_limited' }, 30), publicFormMessages.ru),
    ).toMatch(/через 1 минуту/);
  });

  it('tells a failed CSRF check, whether the token could not be had or was refused', () => {
    expect(submitErrorMessage(new CsrfError(), t)).toBe(t.csrfFailed);
    expect(submitErrorMessage(new ApiError(403, 'CSRF', { code: 'csrf_failed' }), t)).toBe(t.csrfFailed);
  });

  it('points at the fields when the API refused some, else shows its detail', () => {
    const refused = new ApiError(400, 'bad', {
      code: 'validation_failed',
      fields: { email: ['Enter a valid email address.'] },
    });
    expect(submitErrorMessage(refused, t)).toBe(t.fixFields);
    expect(submitErrorMessage(new ApiError(404, 'Studio not found.', { code: 'not_found' }), t)).toBe(
      'The form could not be sent: Studio not found.',
    );
    expect(submitErrorMessage(new NetworkError(new Error('x')), t)).toBe(t.networkError);
  });
});

describe('fieldErrorsOf', () => {
  it("gives each refused field's first reason and nothing for other errors", () => {
    const refused = new ApiError(400, 'bad', {
      code: 'validation_failed',
      fields: { email: ['Enter a valid email address.', 'second'], name: ['This field may not be blank.'] },
    });
    expect(fieldErrorsOf(refused)).toEqual({
      email: 'Enter a valid email address.',
      name: 'This field may not be blank.',
    });
    expect(fieldErrorsOf(new ApiError(429, 'x', { code: 'rate_limited' }))).toEqual({});
  });
});
