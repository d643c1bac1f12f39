/**
 * Files the server makes (a comparison's PDF or CSV, the directory's export), fetched by the page
 * rather than by a plain link, so that a refusal (too many requests, renders busy) reads as a message
 * in the reader's language instead of a failed download or a page of JSON. A modified click (new tab,
 * save as) keeps the link's own behaviour.
 */
export type DownloadResult =
  | { kind: 'saved' }
  | { kind: 'too-many'; retryAfterSeconds: number | null }
  | { kind: 'busy'; retryAfterSeconds: number | null }
  | { kind: 'failed' };

/** Retry-After in whole seconds, when the server sent one. */
function retryAfterSeconds(response: Response): number | null {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The file name the server gave (Content-Disposition), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoded name: the plain one, if any, below.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Saves a file through a temporary link. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches the file and saves it under the server's name (else `fallbackName`). */
export async function downloadFile(href: string, fallbackName: string): Promise<DownloadResult> {
  try {
    const response = await fetch(href, { credentials: 'same-origin' });
    if (response.status === 429) return { kind: 'too-many', retryAfterSeconds: retryAfterSeconds(response) };
    if (response.status === 503) return { kind: 'busy', retryAfterSeconds: retryAfterSeconds(response) };
    if (!response.ok) return { kind: 'failed' };
    saveBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), fallbackName));
    return { kind: 'saved' };
  } catch {
    return { kind: 'failed' };
  }
}
