/**
 * The studio import's calls (product.md §13): POST /api/studios/studio-imports/ (preview or execute; the
 * file travels base64-encoded each time), GET the recent imports, POST an undo. Failures throw
 * ApiError / NetworkError / CsrfError (apiFetch).
 */
import type { ConflictResolution } from '@domain/limits';
import type { StudioImportHistory, StudioImportResponse } from '@domain/schemas/studio-import-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

const URL = '/api/studios/studio-imports/';

export interface SpreadsheetFile {
  name: string;
  base64: string;
}

export interface ImportChoicesBody {
  mapping: Record<string, string | null>;
  resolve_conflicts?: ConflictResolution;
  decisions?: { row_key: string; column: string; resolution: ConflictResolution }[];
  excluded_rows?: string[];
}

export async function previewStudioImport(
  file: SpreadsheetFile,
  mapping: Record<string, string | null>,
  signal?: AbortSignal,
): Promise<StudioImportResponse> {
  const { data } = await apiFetch<StudioImportResponse>(URL, {
    method: 'POST',
    body: { file_name: file.name, file_base64: file.base64, preview_only: true, mapping },
    signal,
  });
  return data;
}

export async function executeStudioImport(
  file: SpreadsheetFile,
  choices: ImportChoicesBody,
): Promise<StudioImportResponse> {
  const { data } = await apiFetch<StudioImportResponse>(URL, {
    method: 'POST',
    body: { file_name: file.name, file_base64: file.base64, preview_only: false, ...choices },
  });
  return data;
}

export const studioImportKeys = { history: () => ['studio-imports', 'history'] as const };

export function studioImportHistoryQuery() {
  return queryOptions({
    queryKey: studioImportKeys.history(),
    queryFn: async ({ signal }) => (await apiFetch<StudioImportHistory>(URL, { signal })).data.history,
  });
}

export async function undoStudioImport(importId: number): Promise<{ restored: number; archived: number }> {
  const { data } = await apiFetch<{ restored: number; archived: number }>(`${URL}${importId}/undo/`, {
    method: 'POST',
  });
  return data;
}
