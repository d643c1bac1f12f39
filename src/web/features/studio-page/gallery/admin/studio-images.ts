/**
 * A studio's images, written by its admins and owners (issue 18; product.md §15): upload (multipart,
 * through XMLHttpRequest for its upload progress), caption/credit/kind, order, cover, delete. Every
 * call sends the CSRF token as apiFetch does, and fails with ApiError (the error contract's `code`)
 * or NetworkError. The editor's chunk is the only one that loads this module.
 */
import type { ImageKind, ImagePatch, StudioImage } from '@domain/schemas/studio-images';
import { ApiError, apiFetch, errorCodeOf, NetworkError } from '@/shared/lib/api-client';
import { csrfToken, resetCsrfToken } from '@/shared/lib/csrf';

const imagesUrl = (studioId: number) => `/api/studios/studios-enhanced/${studioId}/images/`;
const imageUrl = (studioId: number, imageId: string) =>
  `${imagesUrl(studioId)}${encodeURIComponent(imageId)}/`;

export interface UploadOptions {
  studioId: number;
  file: File;
  kind: ImageKind;
  /** The share of the file sent so far, 0 to 1 (1: the server is processing it). */
  onProgress(sent: number): void;
  signal?: AbortSignal;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (text && (xhr.getResponseHeader('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function detailOf(body: unknown, status: number): string {
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : null;
  return typeof detail === 'string' && detail ? detail : `HTTP ${status}`;
}

function sendUpload(
  options: UploadOptions,
  token: string,
): Promise<{ status: number; body: unknown; xhr: XMLHttpRequest }> {
  const { studioId, file, kind, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    // The text fields first: the server reads the parts in order.
    form.append('kind', kind);
    form.append('file', file, file.name);
    xhr.open('POST', imagesUrl(studioId));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('X-CSRFToken', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr), xhr });
    xhr.onerror = () => reject(new NetworkError(new Error('The upload failed')));
    xhr.ontimeout = () => reject(new NetworkError(new Error('The upload timed out')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/** POST .../images/ (multipart: kind, file) → 201 the new image. A stale CSRF token is renewed once. */
export async function uploadStudioImage(options: UploadOptions): Promise<StudioImage> {
  let answer = await sendUpload(options, await csrfToken());
  if (answer.status === 403 && errorCodeOf(answer.body) === 'csrf_failed') {
    resetCsrfToken();
    options.onProgress(0);
    answer = await sendUpload(options, await csrfToken());
  }
  const { status, body, xhr } = answer;
  if (status >= 200 && status < 300) return body as StudioImage;
  const retryAfter = Number(xhr.getResponseHeader('Retry-After') ?? Number.NaN);
  throw new ApiError(
    status,
    detailOf(body, status),
    body,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
  );
}

/** PATCH .../images/{imageId}/ with caption, credit and/or kind. */
export async function patchStudioImage(
  studioId: number,
  imageId: string,
  patch: ImagePatch,
): Promise<StudioImage> {
  return (await apiFetch<StudioImage>(imageUrl(studioId, imageId), { method: 'PATCH', body: patch })).data;
}

/** PUT .../images/order/ with every image id once, in the new order. */
export async function putStudioImageOrder(studioId: number, ids: readonly string[]): Promise<void> {
  await apiFetch<unknown>(`${imagesUrl(studioId)}order/`, { method: 'PUT', body: { ids: [...ids] } });
}

/** POST .../images/{imageId}/cover/: this image becomes the studio's cover. */
export async function setStudioCover(studioId: number, imageId: string): Promise<void> {
  await apiFetch<unknown>(`${imageUrl(studioId, imageId)}cover/`, { method: 'POST' });
}

/** DELETE .../images/{imageId}/ → 204. */
export async function deleteStudioImage(studioId: number, imageId: string): Promise<void> {
  await apiFetch<unknown>(imageUrl(studioId, imageId), { method: 'DELETE' });
}
