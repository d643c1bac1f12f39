/**
 * An error a handler, hook or helper throws to answer with a status: the error handler
 * (plugins/error-handler.ts) turns it into the one error body `{code, detail, ...extra}` of
 * src/domain/error-codes.ts (decision 008).
 */
import { defaultErrorCode, type ErrorCode } from '@domain/error-codes';

/** What an error body may add to `code` and `detail`; `code` defaults by status. */
export type ErrorExtra = { code?: ErrorCode } & Record<string, unknown>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: ErrorExtra = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The one shape of an error body. */
export function errorBody(status: number, detail: string, extra: ErrorExtra = {}) {
  const { code, ...rest } = extra;
  return { code: code ?? defaultErrorCode(status), detail, ...rest };
}
