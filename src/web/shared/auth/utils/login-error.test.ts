import { describe, expect, it } from 'vitest';
import { ApiError, CsrfError, NetworkError } from '@/shared/lib/api-client';
import { authMessages } from '../auth-messages';
import { loginErrorMessage } from './login-error';

const en = authMessages.en;
const ru = authMessages.ru;

describe('loginErrorMessage', () => {
  it('shows the server messages of product.md §8 word for word in English', () => {
    expect(
      loginErrorMessage(
        new ApiError(401, 'Invalid email or password', {
          success: false,
          message: 'Invalid email or password',
          code: 'invalid_credentials',
        }),
        en,
      ),
    ).toBe('Invalid email or password');
    expect(
      loginErrorMessage(
        new ApiError(400, 'x', {
          success: false,
          message: 'Email and password are required.',
          code: 'credentials_required',
        }),
        en,
      ),
    ).toBe('Email and password are required.');
    for (const [seconds, minutes] of [
      [45, 1],
      [900, 15],
    ] as const) {
      const message = `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      const body = { success: false, message, code: 'login_throttled' };
      expect(loginErrorMessage(new ApiError(429, message, body, seconds), en)).toBe(message);
    }
  });

  it('translates the known server answers for Russian readers', () => {
    expect(loginErrorMessage(new ApiError(401, 'x', { success: false, message: 'x' }), ru)).toBe(
      'Неверный адрес электронной почты или пароль',
    );
    const message = 'Too many failed sign-in attempts. Try again in 3 minutes.';
    const body = { success: false, message, code: 'login_throttled' };
    expect(loginErrorMessage(new ApiError(429, message, body, 180), ru)).toBe(
      'Слишком много неудачных попыток входа. Попробуйте снова через 3 минуты.',
    );
  });

  it('names network and CSRF trouble', () => {
    expect(loginErrorMessage(new NetworkError(new TypeError('Failed to fetch')), en)).toBe(
      'Network error during login',
    );
    expect(loginErrorMessage(new CsrfError(), en)).toBe('Failed to get CSRF token');
    expect(
      loginErrorMessage(
        new ApiError(403, 'CSRF Failed: CSRF token missing.', {
          code: 'csrf_failed',
          detail: 'CSRF Failed: CSRF token missing.',
        }),
        en,
      ),
    ).toBe('Failed to get CSRF token');
  });

  it("says 'Login failed' when there is no message worth showing", () => {
    expect(loginErrorMessage(new ApiError(500, 'HTTP 500', '<html>oops</html>'), en)).toBe('Login failed');
    expect(loginErrorMessage(new ApiError(502, 'Bad gateway', { detail: 'Bad gateway' }), en)).toBe(
      'Login failed',
    );
    expect(loginErrorMessage(new ApiError(418, 'HTTP 418', ''), en)).toBe('Login failed');
    expect(loginErrorMessage(new Error('boom'), en)).toBe('Login failed');
    expect(loginErrorMessage(undefined, en)).toBe('Login failed');
  });

  it('passes other server messages through', () => {
    expect(loginErrorMessage(new ApiError(400, 'x', { detail: 'The email address is too long.' }), en)).toBe(
      'The email address is too long.',
    );
    expect(loginErrorMessage(new ApiError(429, 'x', { success: false, message: 'Slow down.' }), ru)).toBe(
      'Slow down.',
    );
  });
});
