/**
 * The banner text of a failed sign-in (product.md §8): the server's refusal chosen by its error code
 * from the catalog (whose English words are the server's own), or 'Login failed'; 'Network error
 * during login' when no answer came; 'Failed to get CSRF token' when the token could not be had (or
 * was refused even after a fresh one). The wait comes from Retry-After, never from the text.
 */
import { ApiError, CsrfError, NetworkError } from '@/shared/lib/api-client';
import type { AuthMessages } from '../auth-messages';

type LoginErrorMessages = Pick<
  AuthMessages,
  | 'missingCredentials'
  | 'invalidCredentials'
  | 'tooManyAttempts'
  | 'loginFailed'
  | 'networkError'
  | 'csrfFailed'
>;

function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

export function loginErrorMessage(error: unknown, t: LoginErrorMessages): string {
  if (error instanceof CsrfError) return t.csrfFailed;
  if (error instanceof NetworkError) return t.networkError;
  if (!(error instanceof ApiError)) return t.loginFailed;
  const message = serverMessage(error.body);
  if (error.code === 'credentials_required') return t.missingCredentials;
  if (error.code === 'invalid_credentials' || error.status === 401) return t.invalidCredentials;
  if (error.code === 'csrf_failed') return t.csrfFailed;
  if (error.code === 'login_throttled' && error.retryAfterSeconds !== null) {
    return t.tooManyAttempts({ minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
  }
  // A proxy's or a crash's page is no message for a person.
  if (error.status >= 500) return t.loginFailed;
  return message ?? t.loginFailed;
}
