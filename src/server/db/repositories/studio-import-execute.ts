/**
 * Executes a studio import inside the caller's write transaction (product.md §13): it all lands or
 * nothing does. One import at a time (an advisory lock); the plan is made again here against the
 * studios as they are now, with the rows it updates locked, so what lands is what the plan says.
 * Every change is recorded in the change log with the import's id, and its effects are kept for undo.
 */

import type { ConflictResolution } from '@domain/limits';
import type { StudioImportResults } from '@domain/schemas/studio-import-schemas';
import type { Studio } from '@domain/schemas/studio-schemas';
import {
  cellsToWrite,
  effectiveAction,
  matchedRowKeys,
  matchedStudioIds,
  matchStudioRows,
  type PlanChoices,
  type PlannedCell,
  type PlannedRow,
  planMatchedRows,
  type SheetRowInput,
  summarize,
} from '@domain/studio-import-plan';
import { sheetProblemText } from '@domain/studio-import-problems';
import { placeChangeOf } from '@domain/studio-place-change';
import type { HeaderMatch } from '@domain/studio-sheet-columns';
import { storedParameterText } from '@domain/studio-sheet-values';
import type { StudioStatus } from '@domain/studio-status';
import { eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { studioImports } from '../schema';
import type { WriteContext } from '../write-context';
import type { CurrentRow } from './parameter-import-rows';
import { coordinatesOf } from './studio-edits';
import { rememberDecisions, rememberedDecisions } from './studio-import-decisions';
import {
  currentParametersOf,
  type ImportField,
  insertImportedParameters,
  insertImportedStudios,
  isImportField,
  lockStudioImports,
  lockStudioRows,
  type NewImportedParameter,
  overwriteParameters,
  type StudioImportEffect,
  setParametersCurrent,
  updateStudioField,
} from './studio-import-rows';
import { listStudios, type StudioRow } from './studio-reads';
import { type ChangeEntry, commitStudioChange, recordChanges } from './studio-writes';
import { valueChangeTimes } from './value-change-times';

export interface StudioImportInput {
  adminId: number;
  fileName: string;
  fileHash: string;
  headers: readonly HeaderMatch[];
  rows: readonly SheetRowInput[];
  choices: Omit<PlanChoices, 'remembered'>;
  /** The ISO code a country text stands for (null when none): a row's country sets the studio's code. */
  countryCodeOf(country: string): string | null;
  /**
   * A studio row as the plan compares it (the caller's presenter, studio-presenter.ts: the file is
   * read against what the export wrote; a repository shapes no answers of its own).
   */
  asStudio(row: StudioRow): Studio;
}

/** Change-log rows go in batches: one statement each, none too large to send. */
const LOG_BATCH = 5000;
const COMMIT_BATCH = 1000;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Makes the plan against the studios as they are in this transaction, with the updated ones locked. */
async function planInTransaction(tx: Executor, input: StudioImportInput) {
  let rows = await listStudios(tx, { includeHidden: true });
  let matched = matchStudioRows(input.headers, input.rows, rows.map(input.asStudio));
  const updated = matched.rows.flatMap((row) => (row.rowKey && row.studio ? [row.studio.id] : []));
  if (updated.length > 0) {
    // Read again once they are locked: what the plan compares with is what the writes replace.
    await lockStudioRows(tx, updated);
    rows = await listStudios(tx, { includeHidden: true });
    matched = matchStudioRows(input.headers, input.rows, rows.map(input.asStudio));
  }
  const remembered = await rememberedDecisions(tx, matchedRowKeys(matched));
  const changedAt = await valueChangeTimes(tx, matchedStudioIds(matched));
  const plan = planMatchedRows(matched, { ...input.choices, remembered }, changedAt);
  return { plan, rowsById: new Map(rows.map((row) => [row.id, row])) };
}

function fieldBefore(row: StudioRow, field: ImportField): unknown {
  switch (field) {
    case 'status':
      return {
        status: row.status,
        archivedAt: row.archivedAt?.toISOString() ?? null,
        archivedBy: row.archivedBy,
      };
    case 'website_url':
      return row.websiteUrl;
    case 'country_code':
      return row.countryCode;
    case 'coordinates':
      return coordinatesOf(row);
    default:
      return row[field];
  }
}

interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The file's latitude and longitude: written together as the studio's coordinates. */
function isCoordinate(column: string): column is keyof Coordinates {
  return column === 'latitude' || column === 'longitude';
}

function fieldValue(cell: PlannedCell): string {
  return String(cell.incoming);
}

export async function executeStudioImport(
  write: WriteContext,
  input: StudioImportInput,
): Promise<{ importId: number; results: StudioImportResults; plan: PlannedRow[] }> {
  const { tx } = write;
  await lockStudioImports(tx);
  const { plan, rowsById } = await planInTransaction(tx, input);
  const { adminId } = input;
  const [importRow] = await tx
    .insert(studioImports)
    .values({
      adminId,
      fileName: input.fileName,
      fileHash: input.fileHash,
      resolution: input.choices.resolution,
      summary: {},
      results: {},
    })
    .returning({ id: studioImports.id });
  const importId = importRow!.id;

  const effects: StudioImportEffect[] = [];
  const changes: ChangeEntry[] = [];
  const change = (
    studioId: number,
    field: string,
    before: unknown,
    after: unknown,
    action: ChangeEntry['action'] = 'import',
  ) => changes.push({ adminId, studioId, action, field, before, after, studioImportId: importId });

  // New studios: one insert for all of them, then their values as first versions.
  const creates = plan.rows.filter((row) => effectiveAction(row) === 'create');
  const newIds = await insertImportedStudios(
    tx,
    creates.map((row) => {
      const value = (key: string) => row.cells.find((c) => c.column === key)?.incoming;
      const country = String(value('country') ?? '');
      return {
        name: String(value('name') ?? ''),
        city: String(value('city') ?? ''),
        country,
        country_code: input.countryCodeOf(country),
        status: (value('status') as StudioStatus | undefined) ?? 'draft',
        website_url: (value('website_url') as string | undefined) ?? null,
        latitude: (value('latitude') as number | undefined) ?? null,
        longitude: (value('longitude') as number | undefined) ?? null,
      };
    }),
    adminId,
  );
  const newParams: NewImportedParameter[] = [];
  creates.forEach((row, i) => {
    const studioId = newIds[i]!;
    row.studioId = studioId;
    effects.push({ kind: 'studio-created', studioId });
    const after: Record<string, unknown> = Object.fromEntries(
      row.cells.filter((c) => isImportField(c.column)).map((c) => [c.column, c.incoming]),
    );
    after.country_code = input.countryCodeOf(String(after.country ?? ''));
    const lat = row.cells.find((c) => c.column === 'latitude')?.incoming;
    const lon = row.cells.find((c) => c.column === 'longitude')?.incoming;
    if (lat !== undefined && lon !== undefined) after.coordinates = { latitude: lat, longitude: lon };
    change(studioId, 'studio', null, { status: 'draft', ...after }, 'create');
    for (const cell of row.cells) {
      if (isImportField(cell.column) || isCoordinate(cell.column)) continue;
      const value = storedParameterText(cell.incoming);
      newParams.push({ studio_id: studioId, key: cell.column, value, version: 1, display_name: null });
      change(studioId, cell.column, null, value);
    }
  });

  // Existing studios: their fields by field, their parameters as created, overwritten or versioned.
  const updates = plan.rows.filter(
    (row) => effectiveAction(row) === 'update' && cellsToWrite(row).length > 0,
  );
  const current = await currentParametersOf(
    tx,
    updates.map((row) => row.studioId!),
  );
  const fieldRows = new Map<ImportField, { id: number; value: string | null }[]>();
  const overwrites: { id: number; value: string }[] = [];
  const retire: number[] = [];
  const versioned: { studioId: number; key: string; previous: CurrentRow; value: string }[] = [];
  const createdParams: { studioId: number; key: string }[] = [];
  const setField = (stored: StudioRow, field: ImportField, value: string | null | Coordinates) => {
    const before = fieldBefore(stored, field);
    const text = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
    fieldRows.set(field, [...(fieldRows.get(field) ?? []), { id: stored.id, value: text }]);
    effects.push({ kind: 'field', studioId: stored.id, field, before });
    change(stored.id, field, field === 'status' ? stored.status : before, value);
  };
  for (const row of updates) {
    const studioId = row.studioId!;
    const stored = rowsById.get(studioId)!;
    const params = current.get(studioId) ?? new Map<string, CurrentRow>();
    const cells = cellsToWrite(row);
    const place: { city?: string; country?: string } = {};
    const coordinates: Partial<Coordinates> = {};
    for (const cell of cells) {
      if (isCoordinate(cell.column)) {
        coordinates[cell.column] = cell.incoming as number;
        continue;
      }
      if (isImportField(cell.column)) {
        setField(stored, cell.column, fieldValue(cell));
        if (cell.column === 'city' || cell.column === 'country') place[cell.column] = fieldValue(cell);
        continue;
      }
      const value = storedParameterText(cell.incoming);
      const existing = params.get(cell.column);
      const resolution: ConflictResolution = cell.resolution ?? 'overwrite';
      if (!existing) {
        newParams.push({ studio_id: studioId, key: cell.column, value, version: 1, display_name: null });
        createdParams.push({ studioId, key: cell.column });
        change(studioId, cell.column, null, value);
      } else if (resolution === 'version') {
        retire.push(existing.id);
        versioned.push({ studioId, key: cell.column, previous: existing, value });
        newParams.push({
          studio_id: studioId,
          key: cell.column,
          value,
          version: existing.version + 1,
          display_name: existing.displayName,
        });
        change(studioId, cell.column, existing.value, value);
      } else {
        overwrites.push({ id: existing.id, value });
        effects.push({
          kind: 'param-overwritten',
          studioId,
          field: cell.column,
          parameterId: existing.id,
          before: {
            value: existing.value,
            displayName: existing.displayName,
            sourceReferences: existing.sourceReferences,
            importId: existing.importId,
          },
        });
        change(studioId, cell.column, existing.value, value);
      }
    }
    // The code follows the country and coordinates of the old place go: the PATCH's rule too.
    const moved = placeChangeOf(stored, place, input.countryCodeOf);
    if (moved.countryCode !== undefined) setField(stored, 'country_code', moved.countryCode);
    // The file's coordinates (a cell equal to the stored one is no change: the stored value stands in)
    // win over clearing those of the old place.
    const latitude = coordinates.latitude ?? stored.latitude;
    const longitude = coordinates.longitude ?? stored.longitude;
    if (Object.keys(coordinates).length > 0 && latitude !== null && longitude !== null)
      setField(stored, 'coordinates', { latitude, longitude });
    else if (moved.clearCoordinates) setField(stored, 'coordinates', null);
  }
  for (const [field, rows] of fieldRows) await updateStudioField(tx, field, rows, adminId);
  await overwriteParameters(tx, overwrites, adminId);
  await setParametersCurrent(tx, retire, false);
  const paramIds = await insertImportedParameters(tx, newParams, adminId);
  const idOf = new Map(newParams.map((p, i) => [`${p.studio_id}\u001f${p.key}`, paramIds[i]!]));
  const created = new Set(newIds);
  for (const p of newParams)
    if (created.has(p.studio_id))
      effects.push({
        kind: 'param-created',
        studioId: p.studio_id,
        field: p.key,
        parameterId: idOf.get(`${p.studio_id}\u001f${p.key}`)!,
      });
  for (const { studioId, key } of createdParams)
    effects.push({
      kind: 'param-created',
      studioId,
      field: key,
      parameterId: idOf.get(`${studioId}\u001f${key}`)!,
    });
  for (const v of versioned)
    effects.push({
      kind: 'param-versioned',
      studioId: v.studioId,
      field: v.key,
      parameterId: idOf.get(`${v.studioId}\u001f${v.key}`)!,
      previousId: v.previous.id,
    });

  for (const part of batches(changes, LOG_BATCH)) await recordChanges(tx, part);
  await rememberDecisions(tx, plan.rows, { adminId, importId });

  const refused = plan.rows.filter((row) => row.problems.length > 0);
  const results: StudioImportResults = {
    created: creates.length,
    updated: updates.length,
    // Rows left alone on purpose; a refused row counts once, under errors: the four add up to the rows.
    skipped: plan.rows.length - creates.length - updates.length - refused.length,
    errors: refused.length,
    error_details: refused.flatMap((row) =>
      row.problems.map(
        (p) => `Row ${row.row}${p.header ? `, ${p.header}` : ''}: ${sheetProblemText(p, 'en')}`,
      ),
    ),
  };
  await tx
    .update(studioImports)
    .set({ summary: { ...summarize(plan.rows) }, results: { ...results }, effects })
    .where(eq(studioImports.id, importId));
  const touched = [...newIds, ...updates.map((row) => row.studioId!)];
  for (const part of batches(touched, COMMIT_BATCH)) await commitStudioChange(write, part);
  return { importId, results, plan: plan.rows };
}
