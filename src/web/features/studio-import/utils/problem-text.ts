/** A refused file or a failed call in the reader's language, by the error contract's code. */
import { ApiError, NetworkError } from '@/shared/lib/api-client';
import type { StudioImportMessages } from '../studio-import-messages';
import type { UploadProblem } from './import-state';

export function problemOf(error: unknown): UploadProblem {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (error instanceof ApiError && error.code) {
    const params = (error.body as { params?: { count?: number; max: number } } | null)?.params;
    return { kind: 'refusal', code: error.code, ...(params ? { params } : {}) };
  }
  return { kind: 'failed', detail: error instanceof Error ? error.message : null };
}

export function problemText(problem: UploadProblem, t: StudioImportMessages): string {
  if (problem.kind === 'network') return t.networkError;
  if (problem.kind === 'failed')
    return problem.detail ? `${t.previewFailed}: ${problem.detail}` : t.previewFailed;
  switch (problem.code) {
    case 'studio_import_bad_file_name':
    case 'badFileName':
      return t.badFileName;
    case 'studio_import_too_large':
    case 'body_too_large':
    case 'tooLarge':
      return t.tooLarge;
    case 'studio_import_unreadable':
    case 'unreadable':
      return t.unreadable;
    case 'studio_import_empty':
      return t.emptyFile;
    case 'studio_import_too_many_rows':
      return problem.params ? t.tooManyRows(problem.params) : t.previewFailed;
    case 'studio_import_too_many_columns':
      return problem.params ? t.tooManyColumns(problem.params) : t.previewFailed;
    case 'studio_import_no_key_column':
      return t.noKeyColumn;
    case 'studio_import_unmapped_columns':
      return t.mappingNeeded;
    default:
      return t.previewFailed;
  }
}
