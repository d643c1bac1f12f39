/**
 * A chosen file through the same checks the server runs (src/domain/import-file.ts, product.md §5), so the
 * dialog refuses a bad file before sending it: the .json ending, that it parses, and that it holds
 * an object with at least one parameter.
 */
import {
  checkImportFileName,
  type ImportRefusal as DomainRefusal,
  IMPORT_ERROR_CODES,
  IMPORT_MESSAGES,
  parseImportText,
  validateImportJson,
} from '@domain/import-file';
import type { ImportFileData } from '../api/import-parameters';
import type { ImportRefusal } from './import-errors';

export type ReadImportFile = { ok: true; file: ImportFileData } | { ok: false; refusal: ImportRefusal };

function refused(refusal: Pick<DomainRefusal, 'error' | 'code' | 'params'>): ReadImportFile {
  return {
    ok: false,
    refusal: {
      errorCode: refusal.code,
      text: refusal.error,
      ...(refusal.params ? { params: refusal.params } : {}),
    },
  };
}

/** Checks a file's name and text; the parsed JSON is what the preview and execute calls send. */
export function checkImportFile(name: string, text: string): ReadImportFile {
  const nameError = checkImportFileName(name);
  if (nameError) return refused({ error: nameError, code: IMPORT_ERROR_CODES.notJsonFile });
  const parsed = parseImportText(text);
  if (!parsed.ok) return refused(parsed);
  const validated = validateImportJson(parsed.value);
  if (!validated.ok) return refused(validated);
  return { ok: true, file: { name, json: parsed.value } };
}

/** Reads a File (from the file input) and checks it; a file that cannot be read counts as unparseable. */
export async function readImportFile(file: Pick<File, 'name' | 'text'>): Promise<ReadImportFile> {
  const nameError = checkImportFileName(file.name);
  if (nameError) return refused({ error: nameError, code: IMPORT_ERROR_CODES.notJsonFile });
  let text: string;
  try {
    text = await file.text();
  } catch {
    return refused({ error: IMPORT_MESSAGES.unparseable, code: IMPORT_ERROR_CODES.unparseable });
  }
  return checkImportFile(file.name, text);
}
