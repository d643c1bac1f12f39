/**
 * What an import would do (product.md §10): each incoming parameter against the studio's
 * current value. Absent -> create; present and equal -> skip; present and different -> update with
 * a conflict. Items that failed validation are listed as skipped with their error.
 */
import type { ImportItem, ImportItemError } from './import-file';
import type { ConflictResolution } from './limits';
import { referencesOf } from './parameter-values';
import type { PreviewItemDto, PreviewSummaryDto } from './schemas/import-schemas';

export type ImportAction = PreviewItemDto['action'];

export interface CurrentParameter {
  value: string;
  displayName: string | null;
  sourceReferences: number[] | null;
}

function sameArray(a: readonly number[] | null, b: readonly number[] | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Equal when the value is the same and any explicit display name or references match too. */
export function isUnchanged(item: ImportItem, current: CurrentParameter): boolean {
  if (item.value !== current.value) return false;
  if (item.displayName !== null && item.displayName !== current.displayName) return false;
  if (item.sourceReferences !== null && !sameArray(item.sourceReferences, current.sourceReferences))
    return false;
  return true;
}

/** What the preview says an item would do: the one copy of the rule that execute follows too. */
export function importActionOf(item: ImportItem, existing: CurrentParameter | undefined): ImportAction {
  if (!existing) return 'create';
  return isUnchanged(item, existing) ? 'skip' : 'update';
}

export function planImport(
  items: readonly ImportItem[],
  itemErrors: readonly ImportItemError[],
  current: ReadonlyMap<string, CurrentParameter>,
): { items: PreviewItemDto[]; summary: PreviewSummaryDto } {
  const preview: PreviewItemDto[] = items.map((item) => {
    const existing = current.get(item.key);
    const action = importActionOf(item, existing);
    return {
      parameter_name: item.key,
      parameter_value: item.value,
      action,
      conflict: action === 'update',
      source_references: referencesOf(item.value, item.sourceReferences),
      display_name: item.displayName,
      current_value: existing ? existing.value : null,
      error: null,
      error_code: null,
    };
  });
  for (const failed of itemErrors) {
    preview.push({
      parameter_name: failed.key,
      parameter_value: '',
      action: 'skip',
      conflict: false,
      source_references: [],
      display_name: null,
      current_value: current.get(failed.key)?.value ?? null,
      error: failed.error,
      error_code: failed.code ?? null,
    });
  }
  const count = (action: ImportAction) =>
    preview.filter((p) => p.action === action && p.error === null).length;
  return {
    items: preview,
    summary: {
      total: preview.length,
      create: count('create'),
      update: count('update'),
      // An item with an error counts once, under errors: create, update, skip and errors add up to total.
      skip: count('skip'),
      conflicts: preview.filter((p) => p.conflict).length,
      errors: itemErrors.length,
    },
  };
}

/** The writes an execute makes, sorted by kind; `T` is the stored parameter the caller read. */
export interface ExecutionPlan<T extends CurrentParameter> {
  creates: ImportItem[];
  overwrites: { item: ImportItem; existing: T }[];
  versions: { item: ImportItem; existing: T }[];
  /** Unselected, unchanged, or a conflict left alone by the 'skip' resolution. */
  skipped: number;
}

/**
 * Execute applies the preview's plan (`importActionOf`) to the selected items: creates always, an
 * update as the chosen resolution says (overwrite in place, a new version, or left alone), and skips
 * unselected and unchanged items.
 */
export function planExecution<T extends CurrentParameter>(
  items: readonly ImportItem[],
  current: ReadonlyMap<string, T>,
  selected: ReadonlySet<string>,
  resolution: ConflictResolution,
): ExecutionPlan<T> {
  const plan: ExecutionPlan<T> = { creates: [], overwrites: [], versions: [], skipped: 0 };
  for (const item of items) {
    const existing = current.get(item.key);
    const action = importActionOf(item, existing);
    if (!selected.has(item.key) || action === 'skip') plan.skipped++;
    else if (action === 'create' || !existing) plan.creates.push(item);
    else if (resolution === 'overwrite') plan.overwrites.push({ item, existing });
    else if (resolution === 'version') plan.versions.push({ item, existing });
    else plan.skipped++;
  }
  return plan;
}
