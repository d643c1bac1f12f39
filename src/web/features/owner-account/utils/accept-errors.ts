/**
 * The invitation page's checks and failures (product.md §14): the password's length and its
 * repetition before sending; after, the link's refusal by its code (unknown, used, expired: the
 * link is done for, so the form gives way to the message) or a failure worth trying again.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/schemas/auth-schemas';
import { ApiError, CsrfError, NetworkError } from '@/shared/lib/api-client';
import type { OwnerAccountMessages } from '../owner-account-messages';

export interface PasswordProblems {
  password?: string;
  confirm?: string;
}

export function checkNewPassword(
  password: string,
  confirm: string,
  t: OwnerAccountMessages,
): PasswordProblems {
  const problems: PasswordProblems = {};
  if (!password) problems.password = t.required;
  else if (password.length < PASSWORD_MIN_LENGTH || password.trim() === '') problems.password = t.tooShort;
  else if (password.length > PASSWORD_MAX_LENGTH) problems.password = t.tooLong({ max: PASSWORD_MAX_LENGTH });
  if (!confirm) problems.confirm = t.required;
  else if (!problems.password && confirm !== password) problems.confirm = t.mismatch;
  return problems;
}

export type AcceptFailure = { kind: 'link'; message: string } | { kind: 'retry'; message: string };

export function acceptFailure(error: unknown, t: OwnerAccountMessages): AcceptFailure {
  if (error instanceof ApiError) {
    if (error.code === 'invitation_used') return { kind: 'link', message: t.used };
    if (error.code === 'invitation_expired') return { kind: 'link', message: t.expired };
    if (error.code === 'invitation_invalid') return { kind: 'link', message: t.invalid };
    if (error.code === 'csrf_failed') return { kind: 'retry', message: t.csrfFailed };
    if (error.code === 'password_too_short') return { kind: 'retry', message: t.tooShort };
    if (error.code === 'rate_limited') return { kind: 'retry', message: t.rateLimited };
    return { kind: 'retry', message: t.failed({ message: error.message }) };
  }
  if (error instanceof CsrfError) return { kind: 'retry', message: t.csrfFailed };
  if (error instanceof NetworkError) return { kind: 'retry', message: t.networkError };
  return {
    kind: 'retry',
    message: t.failed({ message: error instanceof Error ? error.message : String(error) }),
  };
}
