/**
 * A chosen file through the same checks the server runs (src/domain/import-file.ts, spec §5), so the
 * dialog refuses a bad file before sending it: the .json ending, that it parses, and that it holds
 * an object with at least one parameter.
 */
import {
  checkImportFileName,
  IMPORT_MESSAGES,
  parseImportText,
  validateImportJson,
} from '@domain/import-file';
import type { ImportFileData } from '../api/import-parameters';

export type ReadImportFile = { ok: true; file: ImportFileData } | { ok: false; error: string };

/** Checks a file's name and text; the parsed JSON is what the preview and execute calls send. */
export function checkImportFile(name: string, text: string): ReadImportFile {
  const nameError = checkImportFileName(name);
  if (nameError) return { ok: false, error: nameError };
  const parsed = parseImportText(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const validated = validateImportJson(parsed.value);
  if (!validated.ok) return { ok: false, error: validated.error };
  return { ok: true, file: { name, json: parsed.value } };
}

/** Reads a File (from the file input) and checks it; a file that cannot be read counts as unparseable. */
export async function readImportFile(file: Pick<File, 'name' | 'text'>): Promise<ReadImportFile> {
  const nameError = checkImportFileName(file.name);
  if (nameError) return { ok: false, error: nameError };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: IMPORT_MESSAGES.unparseable };
  }
  return checkImportFile(file.name, text);
}
