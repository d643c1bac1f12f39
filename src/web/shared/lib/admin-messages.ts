/**
 * The sentences of product.md §8 for admin writes, built from the catalog's pieces (pure: the caller passes
 * the messages of the reader's language).
 *
 * - List and header writes (name, city, country, status, archive, create):
 *   'HTTP {status}: {reason} Please check your admin authentication and try again.' with the 401,
 *   403 and 404 texts, else the server's detail, else 'Failed to update field' and its siblings.
 * - Detail-page section saves (capabilities, showreel, tour, lists, team types):
 *   'Error saving data: Failed to save data: {status} Please check your admin authentication and
 *   try again.'
 * - A stale write (412) is neither: it says that someone else changed the studio (the server's
 *   words) and that the page now shows their changes.
 */
import type { StudioField } from '@domain/schemas/studio-edit-schemas';
import type { StudioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { ApiError, CsrfError } from './api-client';

/** The write that failed: it picks the fallback text and the 404 wording. */
export type AdminOperation = 'field' | 'status' | 'delete' | 'create';

/** Any field of the change log or of a write: the editable fields, plus 'status'. */
export type AdminFieldName = StudioField | 'status';

/** The `detail` of an error body, when it has a non-blank one. */
export function errorDetail(body: unknown): string | null {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const detail = (body as Record<string, unknown>).detail;
    if (typeof detail === 'string' && detail.trim()) return detail.trim();
  }
  if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) {
    return body.trim().slice(0, 300);
  }
  return null;
}

/** A write refused because the studio changed since it was loaded (If-Match no longer matched). */
export function isStaleError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 412;
}

function withFinalStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function fallbackOf(operation: AdminOperation, t: StudioAdminMessages): string {
  switch (operation) {
    case 'status':
      return t.failedToUpdateStatus;
    case 'delete':
      return t.failedToDeleteStudio;
    case 'create':
      return t.failedToCreateStudio;
    default:
      return t.failedToUpdateField;
  }
}

/** The reason part of 'HTTP {status}: {reason}' (product.md §8). */
export function failureReason(
  status: number,
  body: unknown,
  operation: AdminOperation,
  t: StudioAdminMessages,
) {
  if (status === 401) return t.authRequired;
  if (status === 403) return t.permissionDenied;
  if (status === 404) return operation === 'delete' ? t.studioAlreadyDeleted : t.studioNotFound;
  return errorDetail(body) ?? fallbackOf(operation, t);
}

/** The failure message of a list or header write (product.md §8 'HTTP {status}: ...'). */
export function adminFailureMessage(
  error: unknown,
  operation: AdminOperation,
  t: StudioAdminMessages,
): string {
  if (isStaleError(error)) return staleMessage(t);
  let head: string;
  if (error instanceof ApiError) {
    head = t.httpFailure({
      status: error.status,
      reason: failureReason(error.status, error.body, operation, t),
    });
  } else if (error instanceof CsrfError) {
    head = error.message;
  } else {
    head = `${fallbackOf(operation, t)} (${t.networkFailure})`;
  }
  return `${withFinalStop(head)} ${t.checkAuth}`;
}

/** The failure message of a detail-page section save (product.md §8 'Error saving data: ...'). */
export function detailSaveFailureMessage(error: unknown, t: StudioAdminMessages): string {
  if (isStaleError(error)) return staleMessage(t);
  const status = error instanceof ApiError ? error.status : t.networkFailure;
  return `${t.errorSavingData({ message: t.failedToSaveData({ status }) })} ${t.checkAuth}`;
}

/**
 * The 412 notification: the server's words (in Russian the same sentence translated), then that the
 * page has loaded the current data.
 */
export function staleMessage(t: StudioAdminMessages): string {
  return `${t.staleStudio} ${t.staleReloaded}`;
}

/** The field as the success sentence names it ('name', 'showreel URL', ...). */
export function fieldName(field: AdminFieldName, t: StudioAdminMessages): string {
  return t[`field_${field}`];
}

/** 'Studio {field} updated successfully!' */
export function fieldUpdatedMessage(field: AdminFieldName, t: StudioAdminMessages): string {
  return t.fieldUpdated({ field: fieldName(field, t) });
}

/** A field name as a label ('Name', 'Showreel URL'): the first letter in upper case. */
export function fieldTitle(field: AdminFieldName, t: StudioAdminMessages): string {
  const name = fieldName(field, t);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
