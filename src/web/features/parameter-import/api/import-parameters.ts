/**
 * POST /api/studios/studios/{id}/import-parameters/ (product.md §7): a preview (preview_only: true) or an
 * execute of the chosen items. Failures throw ApiError / NetworkError / CsrfError (apiFetch).
 */
import type { ConflictResolution } from '@domain/limits';
import type {
  ImportResponse,
  ImportResultsDto,
  ImportSourceDto,
  PreviewItemDto,
  PreviewSummaryDto,
} from '@domain/schemas/import-schemas';
import { apiFetch } from '@/shared/lib/api-client';

export interface ImportFileData {
  /** The file's name as chosen (the server checks the .json ending again). */
  name: string;
  /** The parsed file (checked here with the server's own rules before sending). */
  json: unknown;
}

export interface ImportPreview {
  items: PreviewItemDto[];
  summary: PreviewSummaryDto;
  sources: ImportSourceDto[];
  sourceErrors: string[];
}

export interface ImportExecution {
  success: boolean;
  message: string;
  results: ImportResultsDto;
  importId: number | null;
}

function url(studioId: number): string {
  return `/api/studios/studios/${studioId}/import-parameters/`;
}

const EMPTY_SUMMARY: PreviewSummaryDto = { total: 0, create: 0, update: 0, skip: 0, conflicts: 0, errors: 0 };

export async function previewImport(
  studioId: number,
  file: ImportFileData,
  signal?: AbortSignal,
): Promise<ImportPreview> {
  const { data } = await apiFetch<ImportResponse>(url(studioId), {
    method: 'POST',
    body: { json_data: file.json, file_name: file.name, preview_only: true },
    signal,
  });
  return {
    items: data.preview_items ?? [],
    summary: data.summary ?? EMPTY_SUMMARY,
    sources: data.source_references ?? [],
    sourceErrors: data.source_errors ?? [],
  };
}

export async function executeImport(
  studioId: number,
  file: ImportFileData,
  selectedItems: readonly string[],
  resolution: ConflictResolution,
): Promise<ImportExecution> {
  const { data } = await apiFetch<ImportResponse>(url(studioId), {
    method: 'POST',
    body: {
      json_data: file.json,
      file_name: file.name,
      selected_items: selectedItems,
      resolve_conflicts: resolution,
      preview_only: false,
    },
  });
  return {
    success: data.success === true,
    message: data.message ?? '',
    results: data.results ?? { created: 0, updated: 0, skipped: 0, errors: 0, error_details: [] },
    importId: data.import_id ?? null,
  };
}
