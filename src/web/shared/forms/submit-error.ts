/**
 * Why a public form's send failed, in the reader's words, by the error's code (product.md §14):
 * rate limited (with the wait from Retry-After), the CSRF check, the network, refused fields (the
 * API's `fields`), else the server's detail. fieldErrorsOf() gives the refused fields' first reasons.
 */
import { ApiError, CsrfError, NetworkError } from '@/shared/lib/api-client';
import type { PublicFormMessages } from './public-form-messages';

export function submitErrorMessage(error: unknown, t: PublicFormMessages): string {
  if (error instanceof ApiError) {
    if (error.code === 'rate_limited' || error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 3600) / 60));
      return t.rateLimited({ minutes });
    }
    if (error.code === 'csrf_failed') return t.csrfFailed;
    if (error.code === 'validation_failed' && Object.keys(fieldErrorsOf(error)).length > 0)
      return t.fixFields;
    return t.sendFailed({ message: error.message });
  }
  if (error instanceof CsrfError) return t.csrfFailed;
  if (error instanceof NetworkError) return t.networkError;
  return t.sendFailed({ message: error instanceof Error ? error.message : String(error) });
}

/** The refused fields of a validation_failed answer: field name → the server's first reason. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [name, reasons] of Object.entries(fields as Record<string, unknown>)) {
    const first = Array.isArray(reasons) ? reasons.find((r) => typeof r === 'string') : reasons;
    if (typeof first === 'string') result[name] = first;
  }
  return result;
}
