/**
 * What went wrong, as a person reads it (spec §5, §8): the file checks' and the server's messages
 * (the known ones in the catalog's words, which in English are the server's own), 'Failed to
 * generate preview', 'Network error during preview', and for undo the server's refusal.
 */
import { IMPORT_MESSAGES } from '@domain/import-file';
import { ApiError, CsrfError, NetworkError } from '@/shared/lib/api-client';
import type { ParameterImportMessages } from '../parameter-import-messages';

export type ImportProblem =
  /** A message of the file checks or of the server (shown in the catalog's words when known). */
  { code: 'message'; text: string } | { code: 'previewFailed' } | { code: 'previewNetwork' };

const KNOWN: Record<string, keyof ParameterImportMessages> = {
  [IMPORT_MESSAGES.notJsonFile]: 'notJsonFile',
  [IMPORT_MESSAGES.unparseable]: 'unparseable',
  [IMPORT_MESSAGES.notObject]: 'notObject',
  [IMPORT_MESSAGES.empty]: 'empty',
  [IMPORT_MESSAGES.noParameters]: 'noParameters',
  [IMPORT_MESSAGES.invalid]: 'invalid',
  'Request body is too large.': 'bodyTooLarge',
  'Failed to get CSRF token': 'csrfFailed',
};

/** A message text in the reader's language: known texts from the catalog, others as given. */
export function localizeImportMessage(text: string, t: ParameterImportMessages): string {
  const key = Object.hasOwn(KNOWN, text) ? KNOWN[text] : undefined;
  if (key) {
    const message = t[key];
    if (typeof message === 'string') return message;
  }
  const tooMany = /^Too many parameters: (\d+)\. A file may hold at most ([\d,]+)\.$/.exec(text);
  if (tooMany) {
    return t.tooManyParameters({
      count: Number(tooMany[1]),
      max: Number(tooMany[2]!.replace(/,/g, '')),
    });
  }
  return text;
}

export function problemText(problem: ImportProblem, t: ParameterImportMessages): string {
  if (problem.code === 'previewFailed') return t.previewFailed;
  if (problem.code === 'previewNetwork') return t.previewNetworkError;
  return localizeImportMessage(problem.text, t);
}

/** The server's own words from an error body: `error` (import refusals), then `detail`. */
export function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** A failed preview call: the server's message, 'Network error during preview' or 'Failed to generate preview'. */
export function previewProblemOf(error: unknown): ImportProblem {
  if (error instanceof NetworkError) return { code: 'previewNetwork' };
  if (error instanceof CsrfError) return { code: 'message', text: error.message };
  if (error instanceof ApiError && error.status < 500) {
    const text = serverMessage(error.body);
    if (text) return { code: 'message', text };
  }
  // A crash or a proxy's page is no message for a person.
  return { code: 'previewFailed' };
}

/** The detail shown under 'Import execution failed': the server's message for a refusal, else none. */
export function executeFailureDetail(error: unknown): string | null {
  if (error instanceof CsrfError) return error.message;
  if (error instanceof ApiError && error.status < 500) return serverMessage(error.body);
  return null;
}

/** A refused or failed undo (409 and others) in the reader's language. */
export function undoErrorText(error: unknown, t: ParameterImportMessages): string {
  if (error instanceof NetworkError) return t.undoNetworkError;
  if (error instanceof ApiError) {
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
    const detail = serverMessage(body);
    if (error.status === 409) {
      if (detail === 'This import was already undone.') return t.undoAlreadyUndone;
      const fields = body.fields;
      if (
        detail?.startsWith('This import cannot be undone:') &&
        Array.isArray(fields) &&
        fields.every((f) => typeof f === 'string')
      ) {
        return t.undoRefused({ fields: fields.join(', ') });
      }
      if (detail) return detail;
    }
    if (error.status < 500 && detail) return t.undoFailed({ message: detail });
    return t.undoFailed({ message: `HTTP ${error.status}` });
  }
  if (error instanceof CsrfError) return t.undoFailed({ message: t.csrfFailed });
  return t.undoFailed({ message: error instanceof Error ? error.message : String(error) });
}
