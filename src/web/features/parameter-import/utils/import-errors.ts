/**
 * What went wrong, as a person reads it (product.md §5, §8): the file checks' and the server's
 * refusals, chosen by their error code (never by the English text) from the catalog, 'Failed to
 * generate preview', 'Network error during preview', and for undo the server's refusal.
 */
import { IMPORT_ERROR_CODES } from '@domain/import-file';
import { ApiError, CsrfError, NetworkError } from '@/shared/lib/api-client';
import type { ParameterImportMessages } from '../parameter-import-messages';

/**
 * A file or a call the import refused: the error contract's code (null when the answer carried
 * none), the English text, and the numbers a message needs.
 */
export interface ImportRefusal {
  errorCode: string | null;
  text: string;
  params?: { count: number; max: number };
}

export type ImportProblem =
  | { code: 'refusal'; refusal: ImportRefusal }
  | { code: 'previewFailed' }
  | { code: 'previewNetwork' };

/** The catalog message of each code the import dialog knows; other codes show the server's text. */
const MESSAGE_OF_CODE: Record<string, keyof ParameterImportMessages> = {
  [IMPORT_ERROR_CODES.notJsonFile]: 'notJsonFile',
  [IMPORT_ERROR_CODES.unparseable]: 'unparseable',
  [IMPORT_ERROR_CODES.notObject]: 'notObject',
  [IMPORT_ERROR_CODES.empty]: 'empty',
  [IMPORT_ERROR_CODES.noParameters]: 'noParameters',
  [IMPORT_ERROR_CODES.invalid]: 'invalid',
  body_too_large: 'bodyTooLarge',
  csrf_failed: 'csrfFailed',
};

/** A refusal in the reader's language: known codes from the catalog, others as the server said. */
export function localizeImportMessage(refusal: ImportRefusal, t: ParameterImportMessages): string {
  if (refusal.errorCode === IMPORT_ERROR_CODES.tooManyParameters && refusal.params) {
    return t.tooManyParameters(refusal.params);
  }
  const key =
    refusal.errorCode && Object.hasOwn(MESSAGE_OF_CODE, refusal.errorCode)
      ? MESSAGE_OF_CODE[refusal.errorCode]
      : undefined;
  const message = key ? t[key] : undefined;
  return typeof message === 'string' ? message : refusal.text;
}

export function problemText(problem: ImportProblem, t: ParameterImportMessages): string {
  if (problem.code === 'previewFailed') return t.previewFailed;
  if (problem.code === 'previewNetwork') return t.previewNetworkError;
  return localizeImportMessage(problem.refusal, t);
}

/** The server's own words from an error body: `error` (import refusals), then `detail`. */
function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

function paramsOf(body: unknown): ImportRefusal['params'] {
  const params = body && typeof body === 'object' ? (body as Record<string, unknown>).params : undefined;
  if (!params || typeof params !== 'object') return undefined;
  const { count, max } = params as Record<string, unknown>;
  return typeof count === 'number' && typeof max === 'number' ? { count, max } : undefined;
}

/** A refusal from an API error answer, or null when the answer is no refusal a person can act on. */
function refusalOf(error: ApiError): ImportRefusal | null {
  const text = serverMessage(error.body);
  if (!text || error.code === null) return null;
  const params = paramsOf(error.body);
  return { errorCode: error.code, text, ...(params ? { params } : {}) };
}

/** The CSRF token could not be had: the client's own refusal. */
function csrfRefusal(error: CsrfError): ImportRefusal {
  return { errorCode: 'csrf_failed', text: error.message };
}

/** A failed preview call: the server's message, 'Network error during preview' or 'Failed to generate preview'. */
export function previewProblemOf(error: unknown): ImportProblem {
  if (error instanceof NetworkError) return { code: 'previewNetwork' };
  if (error instanceof CsrfError) return { code: 'refusal', refusal: csrfRefusal(error) };
  if (error instanceof ApiError && error.status < 500) {
    const refusal = refusalOf(error);
    if (refusal) return { code: 'refusal', refusal };
  }
  // A crash or a proxy's page is no message for a person.
  return { code: 'previewFailed' };
}

/** The detail shown under 'Import execution failed': the server's message for a refusal, else none. */
export function executeFailureDetail(error: unknown): ImportRefusal | null {
  if (error instanceof CsrfError) return csrfRefusal(error);
  if (error instanceof ApiError && error.status < 500) return refusalOf(error);
  return null;
}

/** A refused or failed undo (409 and others) in the reader's language. */
export function undoErrorText(error: unknown, t: ParameterImportMessages): string {
  if (error instanceof NetworkError) return t.undoNetworkError;
  if (error instanceof ApiError) {
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
    const detail = serverMessage(body);
    if (error.code === 'import_already_undone') return t.undoAlreadyUndone;
    const fields = body.fields;
    if (
      error.code === 'import_undo_blocked' &&
      Array.isArray(fields) &&
      fields.every((f) => typeof f === 'string')
    ) {
      return t.undoRefused({ fields: fields.join(', ') });
    }
    if (error.status === 409 && detail) return detail;
    if (error.status < 500 && detail) return t.undoFailed({ message: detail });
    return t.undoFailed({ message: `HTTP ${error.status}` });
  }
  if (error instanceof CsrfError) return t.undoFailed({ message: t.csrfFailed });
  return t.undoFailed({ message: error instanceof Error ? error.message : String(error) });
}
