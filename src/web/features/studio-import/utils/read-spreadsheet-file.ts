/**
 * A chosen file, checked as the server checks it (a .csv or .xlsx name, at most 20 MB) and read as
 * base64 for the request body.
 */
import { STUDIO_IMPORT_MAX_BYTES } from '@domain/schemas/studio-import-schemas';
import type { SpreadsheetFile } from '../api/studio-imports';

export type FileRefusal = 'badFileName' | 'tooLarge' | 'unreadable';

export function checkSpreadsheetFile(file: Pick<File, 'name' | 'size'>): FileRefusal | null {
  if (!/\.(csv|xlsx)$/i.test(file.name.trim())) return 'badFileName';
  if (file.size > STUDIO_IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

export async function readSpreadsheetFile(
  file: File,
): Promise<{ ok: true; file: SpreadsheetFile } | { ok: false; refusal: FileRefusal }> {
  const refusal = checkSpreadsheetFile(file);
  if (refusal) return { ok: false, refusal };
  try {
    return {
      ok: true,
      file: { name: file.name, base64: toBase64(new Uint8Array(await file.arrayBuffer())) },
    };
  } catch {
    return { ok: false, refusal: 'unreadable' };
  }
}
