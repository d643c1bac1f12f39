/**
 * The upload dialog's queue (issue 18): every chosen file is an item that waits, uploads (with the
 * share sent), is processed by the server, and ends done, failed (with the reason) or cancelled.
 * At most UPLOAD_CONCURRENCY are on their way at once. Files the server would refuse for their size
 * or for the studio's limit are refused here before a byte is sent. A file refused because the
 * server was busy (its processors, or this account's uploads in another tab) waits the Retry-After
 * and goes again, up to BUSY_RETRIES times, rather than fail for something the person did not do.
 * Pure: the dialog runs it with useReducer.
 */
import type { ImageKind } from '@domain/schemas/studio-images';
import { ApiError, CsrfError, NetworkError } from '@/shared/lib/api-client';

/** Two at a time: the server processes each upload on its own worker. */
export const UPLOAD_CONCURRENCY = 2;

/** How many times a file refused for a busy server is sent again before it fails. */
export const BUSY_RETRIES = 4;
/** The wait when the server names none, and the longest wait taken (a longer one fails at once). */
const DEFAULT_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

export type UploadStatus =
  | 'queued'
  | 'uploading'
  | 'processing'
  | 'done'
  | 'failed'
  | 'cancelled'
  /** Refused for a busy server: queued again after the wait. */
  | 'waiting';

/** Why a file was not taken, in a form the messages read (a code of the error contract, or a local one). */
export interface UploadProblem {
  code: string;
  status: number | null;
  retryAfterSeconds: number | null;
  detail: string | null;
}

export interface UploadItem {
  key: string;
  file: File;
  kind: ImageKind;
  status: UploadStatus;
  /** The share sent, 0 to 1. */
  progress: number;
  problem: UploadProblem | null;
  /** Times the server refused it as busy. */
  busyRefusals: number;
}

export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; sent: number }
  | { type: 'done'; key: string }
  | { type: 'fail'; key: string; problem: UploadProblem }
  | { type: 'busy'; key: string; problem: UploadProblem }
  | { type: 'requeue'; key: string }
  | { type: 'cancel-waiting' };

const ACTIVE: ReadonlySet<UploadStatus> = new Set(['uploading', 'processing']);

export function uploadReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  const update = (key: string, change: (item: UploadItem) => UploadItem) =>
    items.map((item) => (item.key === key ? change(item) : item));
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return update(action.key, (item) =>
        item.status === 'queued' ? { ...item, status: 'uploading', progress: 0 } : item,
      );
    case 'progress':
      return update(action.key, (item) =>
        ACTIVE.has(item.status)
          ? { ...item, progress: action.sent, status: action.sent >= 1 ? 'processing' : 'uploading' }
          : item,
      );
    case 'done':
      return update(action.key, (item) => ({ ...item, status: 'done', progress: 1 }));
    case 'fail':
      return update(action.key, (item) => ({ ...item, status: 'failed', problem: action.problem }));
    case 'busy':
      return update(action.key, (item) =>
        ACTIVE.has(item.status)
          ? {
              ...item,
              status: 'waiting',
              progress: 0,
              problem: action.problem,
              busyRefusals: item.busyRefusals + 1,
            }
          : item,
      );
    case 'requeue':
      return update(action.key, (item) => (item.status === 'waiting' ? { ...item, status: 'queued' } : item));
    case 'cancel-waiting':
      return items.map((item) =>
        item.status === 'queued' || item.status === 'waiting' ? { ...item, status: 'cancelled' } : item,
      );
  }
}

/**
 * How long to wait before sending a refused file again: for a busy server (503 image_busy or
 * unavailable, 429 rate_limited) its Retry-After, while the file has retries left; null when the
 * refusal is final (any other reason, no retries left, or a wait longer than LONGEST_RETRY_MS).
 */
export function busyRetryDelayMs(
  item: Pick<UploadItem, 'busyRefusals'>,
  problem: UploadProblem,
): number | null {
  const busy =
    (problem.status === 503 && (problem.code === 'image_busy' || problem.code === 'unavailable')) ||
    (problem.status === 429 && problem.code === 'rate_limited');
  if (!busy || item.busyRefusals >= BUSY_RETRIES) return null;
  const ms = problem.retryAfterSeconds === null ? DEFAULT_RETRY_MS : problem.retryAfterSeconds * 1000;
  return ms <= LONGEST_RETRY_MS ? ms : null;
}

/** The queued items that may start now (in the order chosen), keeping at most `limit` on their way. */
export function itemsToStart(items: readonly UploadItem[], limit = UPLOAD_CONCURRENCY): UploadItem[] {
  const active = items.filter((item) => ACTIVE.has(item.status)).length;
  const free = Math.max(0, limit - active);
  return items.filter((item) => item.status === 'queued').slice(0, free);
}

export interface UploadSummary {
  total: number;
  done: number;
  failed: number;
  /** Waiting or on their way. */
  pending: number;
}

export function uploadSummary(items: readonly UploadItem[]): UploadSummary {
  let done = 0;
  let failed = 0;
  let pending = 0;
  for (const item of items) {
    if (item.status === 'done') done += 1;
    else if (item.status === 'failed') failed += 1;
    else if (item.status !== 'cancelled') pending += 1;
  }
  return { total: items.length, done, failed, pending };
}

function localProblem(code: string): UploadProblem {
  return { code, status: null, retryAfterSeconds: null, detail: null };
}

/**
 * New items for chosen files: each waits, unless it is over the size limit or beyond the images
 * the studio may still take (`room`: the limit less its images and the files already waiting or
 * sent in this dialog), which fail at once with the server's own codes.
 */
export function newUploadItems(
  files: readonly File[],
  kind: ImageKind,
  options: { room: number; maxBytes: number; nextKey(): string },
): UploadItem[] {
  let room = options.room;
  return files.map((file) => {
    const base = { key: options.nextKey(), file, kind, progress: 0, busyRefusals: 0 };
    if (file.size > options.maxBytes) {
      return { ...base, status: 'failed', problem: localProblem('image_too_large') };
    }
    if (room <= 0) return { ...base, status: 'failed', problem: localProblem('image_limit_reached') };
    room -= 1;
    return { ...base, status: 'queued', problem: null };
  });
}

/** How many more images the studio may take, counting this dialog's files that are waiting or on their way. */
export function roomLeft(limit: number, imageCount: number, items: readonly UploadItem[]): number {
  const inFlight = items.filter(
    (item) => item.status === 'queued' || item.status === 'waiting' || ACTIVE.has(item.status),
  ).length;
  return Math.max(0, limit - imageCount - inFlight);
}

/** Any failure of an upload or of another image write, as the messages read it. */
export function problemOf(error: unknown): UploadProblem {
  if (error instanceof ApiError) {
    const detail =
      error.body && typeof error.body === 'object' ? (error.body as { detail?: unknown }).detail : null;
    return {
      code: error.code ?? `http_${error.status}`,
      status: error.status,
      retryAfterSeconds: error.retryAfterSeconds,
      detail: typeof detail === 'string' ? detail : null,
    };
  }
  if (error instanceof CsrfError) return localProblem('csrf_failed');
  if (error instanceof NetworkError) return localProblem('network');
  return { ...localProblem('unknown'), detail: error instanceof Error ? error.message : null };
}
