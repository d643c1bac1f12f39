/**
 * The banner text of a failed sign-in (spec §8): the server's message, or 'Login failed'; 'Network
 * error during login' when no answer came; 'Failed to get CSRF token' when the token could not be
 * had (or was refused even after a fresh one). The server's known answers use the catalog's words,
 * which in English are the server's own.
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
  if (error.status === 400 && message === 'Email and password are required.') return t.missingCredentials;
  if (error.status === 401) return t.invalidCredentials;
  if (error.status === 403 && message?.startsWith('CSRF Failed')) return t.csrfFailed;
  if (error.status === 429) {
    const minutes = message ? /(\d+)\s+minutes?/.exec(message)?.[1] : undefined;
    return minutes ? t.tooManyAttempts({ minutes: Number(minutes) }) : (message ?? t.loginFailed);
  }
  // A proxy's or a crash's page is no message for a person.
  if (error.status >= 500) return t.loginFailed;
  return message ?? t.loginFailed;
}
