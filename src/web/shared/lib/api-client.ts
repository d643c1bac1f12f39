/**
 * Every call to /api goes through apiFetch: JSON in and out, cookies included, and for unsafe
 * methods the CSRF token and X-Requested-With header (product.md §6). Errors carry the status, the
 * error contract's machine `code` (src/domain/error-codes.ts: features pick their message by it,
 * never by the English text) and the server's `detail`. A 401 tells the auth feature that the
 * session is gone.
 */
import { CsrfError, csrfToken, resetCsrfToken } from './csrf';

/** The `code` of an error body, or null for an answer that is not the API's (a proxy's page). */
export function errorCodeOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const code = (body as Record<string, unknown>).code;
  return typeof code === 'string' ? code : null;
}

export class ApiError extends Error {
  /** The error contract's machine code, or null when the answer did not come from the API. */
  readonly code: string | null;

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    /** The Retry-After header in seconds (429, 503), or null. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = errorCodeOf(body);
  }
}

/** Raised when the network itself failed (no response). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network error');
    this.name = 'NetworkError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  keepalive?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * How a request leaves: the browser's fetch, or on the server's renderer its own transport (it runs
 * the API in process for the reader's request, and brings the CSRF token itself).
 */
export type ApiTransport = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<Response>;

let serverTransport: ApiTransport | null = null;

export function setApiTransport(transport: ApiTransport): void {
  serverTransport = transport;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribes to 401 answers; returns the unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['detail', 'message', 'error']) {
      if (typeof record[key] === 'string' && record[key]) return record[key] as string;
    }
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300);
  return `HTTP ${status}`;
}

async function send(path: string, request: ApiRequest, isRetry: boolean): Promise<Response> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (serverTransport) {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    return serverTransport(path, { method, headers, ...(body === undefined ? {} : { body }) });
  }
  if (method !== 'GET') {
    headers['X-Requested-With'] = 'XMLHttpRequest';
    headers['X-CSRFToken'] = await csrfToken();
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
      keepalive: request.keepalive,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  // A rotated or expired CSRF secret: fetch a fresh token and try once more.
  if (response.status === 403 && method !== 'GET' && !isRetry) {
    let code: string | null = null;
    try {
      code = errorCodeOf(await response.clone().json());
    } catch {
      // Not JSON: not the CSRF check's answer.
    }
    if (code === 'csrf_failed') {
      resetCsrfToken();
      return send(path, request, true);
    }
  }
  return response;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const response = await send(path, request, false);
  const text = await response.text();
  let body: unknown = text;
  if (text && (response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401) for (const listener of unauthorizedListeners) listener();
    const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
    throw new ApiError(
      response.status,
      messageOf(body, response.status),
      body,
      Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
    );
  }
  return { data: body as T, status: response.status, headers: response.headers };
}

export { CsrfError };
