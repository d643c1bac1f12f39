/**
 * What a studio import would do (product.md §13), row by row and cell by cell; the preview shows it
 * and the execute follows it, so the two never disagree.
 *
 * - A row names its studio by id when the id column has one (an unknown id is refused), else by name,
 *   city and country compared normalised (HTML entities decoded, Unicode-normalised, case and spacing
 *   ignored). No match: a new studio (it needs a name). More than one: refused with their ids. A
 *   second row for the same studio is refused too.
 * - Per cell: an empty cell changes nothing; the same meaning as now changes nothing; a value where
 *   the studio has none is set; a different value is a conflict, resolved by overwrite (replace in
 *   place), skip (keep the current value) or version (a new version of the parameter; the studio's own
 *   fields have no versions, so version overwrites them).
 * - A row with any bad cell is reported (row and column) and imports nothing; the other rows go on.
 * - Choices: the request's own for a cell or row, else the one remembered from the last import of the
 *   same cell, else the default resolution; but a cell whose stored value changed after the file was
 *   exported (the 'Exported' column) is kept as stored unless the request chose for it.
 */
import { decodeHtmlEntities } from './html-entities';
import type { ConflictResolution } from './limits';
import type { ImportDuplicate } from './studio-import-duplicates';
import type { SheetProblem } from './studio-import-problems';
import { type HeaderMatch, type SheetColumn, sheetColumn } from './studio-sheet-columns';
import {
  type RawCell,
  readSheetCell,
  type SheetStudio,
  type SheetValue,
  sameSheetValue,
  studioSheetValue,
} from './studio-sheet-values';

export interface SheetRowInput {
  /** The row's number in the file (the header is row 1). */
  row: number;
  /** The cells, one per header. */
  cells: readonly RawCell[];
}

export type RowAction = 'create' | 'update' | 'skip';

export interface PlannedCell {
  column: string;
  current: SheetValue;
  incoming: Exclude<SheetValue, null>;
  conflict: boolean;
  /** For a conflict: what will be done; null otherwise (the value is simply set). */
  resolution: ConflictResolution | null;
  /** The resolution was remembered from an earlier import. */
  remembered: boolean;
  /**
   * The stored value changed after the file was exported (its 'Exported' column): the file holds an
   * older value, so the cell is a conflict kept as stored (skip) unless the admin chooses otherwise.
   */
  changedSinceExport: boolean;
}

export interface PlannedRow {
  row: number;
  /** Identifies the row's studio across imports ('id:12', or 'new:<name|city|country>'); null when refused. */
  rowKey: string | null;
  /** What the row would do if imported (skip: nothing changes, or it is refused). */
  action: RowAction;
  studioId: number | null;
  name: string;
  problems: SheetProblem[];
  /** Only the cells that would change. */
  cells: PlannedCell[];
  /** Left out of this import by the admin (now, or the last time). */
  excluded: boolean;
  rememberedExclusion: boolean;
  /** A new studio's likely duplicates, stored or in the file (studio-import-duplicates.ts): a warning. */
  duplicates?: ImportDuplicate[];
}

export interface StudioImportSummary {
  rows: number;
  create: number;
  update: number;
  skip: number;
  conflicts: number;
  errors: number;
}

/** A cell's or (column '') a row's remembered choice. */
export type RememberedChoice = ConflictResolution | 'exclude';

export function decisionKey(rowKey: string, column: string): string {
  return `${rowKey}\u001f${column}`;
}

export interface PlanChoices {
  resolution: ConflictResolution;
  /** The request's choices per cell (decisionKey); they win over remembered ones. */
  cells?: ReadonlyMap<string, ConflictResolution>;
  /** The request's excluded rows (row keys); when given, remembered exclusions do not apply. */
  excluded?: ReadonlySet<string>;
  remembered?: ReadonlyMap<string, RememberedChoice>;
}

/** Name, city and country as rows are matched: entities decoded, NFKC, lower case, single spaces. */
export function normalizeMatchText(text: string): string {
  return decodeHtmlEntities(text).normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function matchKeyOf(name: string, city: string, country: string): string {
  return [name, city, country].map(normalizeMatchText).join('|');
}

interface ReadRow {
  values: Map<string, Exclude<SheetValue, null>>;
  /** Cells a column cannot take, with the column they are in. */
  problems: (SheetProblem & { column: SheetColumn | null })[];
}

function readRow(
  row: SheetRowInput,
  columns: readonly (SheetColumn | null)[],
  headers: readonly HeaderMatch[],
) {
  const read: ReadRow = { values: new Map(), problems: [] };
  columns.forEach((column, i) => {
    if (!column) return;
    const cell = readSheetCell(column, row.cells[i]);
    if (cell.kind === 'value') read.values.set(column.key, cell.value);
    else if (cell.kind === 'invalid')
      read.problems.push({
        code: cell.problem,
        header: headers[i]?.header ?? null,
        value: cell.text,
        ...(cell.range ? { range: cell.range } : {}),
        ...(cell.limit !== undefined ? { limit: cell.limit } : {}),
        column,
      });
  });
  return read;
}

function isBlank(row: SheetRowInput): boolean {
  return row.cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');
}

/** The rows that are not blank (the ones counted against the row limit and planned). */
export function dataRows(rows: readonly SheetRowInput[]): SheetRowInput[] {
  return rows.filter((row) => !isBlank(row));
}

/** A row read and matched to its studio, before the admin's choices apply. */
export interface MatchedRow {
  row: number;
  rowKey: string | null;
  studio: SheetStudio | null;
  name: string;
  values: ReadonlyMap<string, Exclude<SheetValue, null>>;
  /** When the row's file was exported (epoch ms; its 'Exported' column), null when it does not say. */
  exportedAt: number | null;
  problems: SheetProblem[];
}

export interface MatchedSheet {
  columns: readonly SheetColumn[];
  rows: MatchedRow[];
}

/** Reads every row and finds its studio (the part of the plan the choices do not change). */
export function matchStudioRows(
  headers: readonly HeaderMatch[],
  rows: readonly SheetRowInput[],
  studios: readonly SheetStudio[],
): MatchedSheet {
  const columns = headers.map((h) => (h.column ? (sheetColumn(h.column) ?? null) : null));
  const byId = new Map(studios.map((s) => [s.id, s]));
  const byKey = new Map<string, SheetStudio[]>();
  for (const studio of studios) {
    const key = matchKeyOf(studio.name, studio.city, studio.country);
    const list = byKey.get(key);
    if (list) list.push(studio);
    else byKey.set(key, [studio]);
  }
  const firstRowOf = new Map<string, number>();
  const matched: MatchedRow[] = [];

  for (const row of dataRows(rows)) {
    const read = readRow(row, columns, headers);
    const { values } = read;
    const problems: SheetProblem[] = read.problems.map(({ column: _, ...problem }) => problem);
    const text = (key: string) => {
      const value = values.get(key);
      return value === undefined ? '' : String(value);
    };
    // A cell given (read, or refused for its own reason) counts as given: one problem each.
    const given = (key: string) => values.has(key) || read.problems.some((p) => p.column?.key === key);
    if (given('latitude') !== given('longitude'))
      problems.push({ code: 'coordinates_pair', header: null, value: null });
    let studio: SheetStudio | null = null;
    let rowKey: string | null = null;
    const id = values.get('id');
    if (typeof id === 'number') {
      studio = byId.get(id) ?? null;
      if (!studio) problems.push({ code: 'id_unknown', header: null, value: String(id) });
      else rowKey = `id:${studio.id}`;
    } else if (!problems.some((p) => p.code === 'id_invalid')) {
      const key = matchKeyOf(text('name'), text('city'), text('country'));
      const candidates = byKey.get(key) ?? [];
      if (candidates.length > 1) {
        const ids = candidates.map((s) => s.id).sort((a, b) => a - b);
        problems.push({ code: 'ambiguous', header: null, value: ids.join(', ') });
      } else if (candidates.length === 1) {
        studio = candidates[0]!;
        rowKey = `id:${studio.id}`;
      } else if (text('name') === '') problems.push({ code: 'name_required', header: null, value: null });
      else rowKey = `new:${key}`;
    }
    if (studio) {
      // A value the column would refuse, that is exactly what the studio holds (as 'approx. 20 m'),
      // changes nothing: it is not a problem.
      const keep = read.problems.filter(
        (p) => !(p.column && p.value !== null && studioSheetValue(p.column, studio!) === p.value),
      );
      const rowProblems = problems.filter((p) => p.code === 'coordinates_pair');
      problems.splice(
        0,
        problems.length,
        ...keep.map(({ column: _, ...problem }) => problem),
        ...rowProblems,
      );
    }
    if (rowKey !== null) {
      const first = firstRowOf.get(rowKey);
      if (first !== undefined) problems.push({ code: 'duplicate_row', header: null, value: String(first) });
      else firstRowOf.set(rowKey, row.row);
    }
    const refused = problems.length > 0 || rowKey === null;
    matched.push({
      row: row.row,
      rowKey: refused ? null : rowKey,
      studio,
      name: studio ? decodeHtmlEntities(studio.name) : text('name'),
      values,
      exportedAt:
        typeof values.get('exported_at') === 'number' ? (values.get('exported_at') as number) : null,
      problems,
    });
  }
  // The id and the export time say which studio and when; they are no values to write.
  return {
    columns: columns.filter((c): c is SheetColumn => c !== null && c.key !== 'id' && c.key !== 'exported_at'),
    rows: matched,
  };
}

/** The studios the rows that can be imported update: whose value change times to look up. */
export function matchedStudioIds(sheet: MatchedSheet): number[] {
  return sheet.rows.flatMap((row) => (row.rowKey && row.studio ? [row.studio.id] : []));
}

/** The row keys of the rows that can be imported: the remembered decisions to look up. */
export function matchedRowKeys(sheet: MatchedSheet): string[] {
  return sheet.rows.flatMap((row) => (row.rowKey ? [row.rowKey] : []));
}

/**
 * When each stored value last changed (epoch ms), per studio id and column key (a studio field or a
 * parameter key), from the change log; what the planner compares a row's export time with.
 */
export type ValueChangeTimes = ReadonlyMap<number, ReadonlyMap<string, number>>;

/**
 * The plan of matched rows under the choices: per row what it does, per cell current against new.
 * A cell whose stored value changed after the row's file was exported is a conflict that keeps the
 * stored value (skip) unless the request chose for it: a stale file never undoes a newer change by
 * default, and neither the default resolution nor a remembered choice (made before that change)
 * overrides that.
 */
export function planMatchedRows(
  sheet: MatchedSheet,
  choices: PlanChoices,
  changedAt: ValueChangeTimes = new Map(),
): { rows: PlannedRow[]; summary: StudioImportSummary } {
  const planned = sheet.rows.map((match): PlannedRow => {
    const { rowKey, studio } = match;
    const cells: PlannedCell[] = [];
    if (rowKey !== null) {
      const changes = studio ? changedAt.get(studio.id) : undefined;
      for (const column of sheet.columns) {
        const incoming = match.values.get(column.key);
        if (incoming === undefined) continue;
        const current = studio ? studioSheetValue(column, studio) : null;
        if (sameSheetValue(column, current, incoming)) continue;
        const changedTime = changes?.get(column.key);
        const changedSinceExport =
          match.exportedAt !== null && changedTime !== undefined && changedTime > match.exportedAt;
        const conflict = current !== null || changedSinceExport;
        let resolution: ConflictResolution | null = null;
        let remembered = false;
        if (conflict) {
          const key = decisionKey(rowKey, column.key);
          const memory = choices.remembered?.get(key);
          const asked = choices.cells?.get(key);
          if (asked) resolution = asked;
          else if (changedSinceExport) resolution = 'skip';
          else if (memory && memory !== 'exclude') {
            resolution = memory;
            remembered = true;
          } else resolution = choices.resolution;
        }
        cells.push({
          column: column.key,
          current,
          incoming,
          conflict,
          resolution,
          remembered,
          changedSinceExport,
        });
      }
    }
    const rememberedExclusion =
      rowKey !== null && choices.remembered?.get(decisionKey(rowKey, '')) === 'exclude';
    const excluded =
      rowKey !== null && (choices.excluded ? choices.excluded.has(rowKey) : rememberedExclusion);
    const action: RowAction = rowKey === null || cells.length === 0 ? 'skip' : studio ? 'update' : 'create';
    return {
      row: match.row,
      rowKey,
      action,
      studioId: studio?.id ?? null,
      name: match.name,
      problems: match.problems,
      cells,
      excluded,
      rememberedExclusion,
    };
  });
  return { rows: planned, summary: summarize(planned) };
}

export function planStudioImport(
  headers: readonly HeaderMatch[],
  rows: readonly SheetRowInput[],
  studios: readonly SheetStudio[],
  choices: PlanChoices,
  changedAt?: ValueChangeTimes,
): { rows: PlannedRow[]; summary: StudioImportSummary } {
  return planMatchedRows(matchStudioRows(headers, rows, studios), choices, changedAt);
}

/** The cells an execute writes: the non-conflicts, and conflicts not resolved by skip. */
export function cellsToWrite(row: PlannedRow): PlannedCell[] {
  if (row.excluded || row.action === 'skip') return [];
  return row.cells.filter((cell) => !cell.conflict || cell.resolution !== 'skip');
}

/** What a row will do once the admin's choices apply: excluded, or every change skipped, is a skip. */
export function effectiveAction(row: PlannedRow): RowAction {
  return cellsToWrite(row).length === 0 ? 'skip' : row.action;
}

export function summarize(rows: readonly PlannedRow[]): StudioImportSummary {
  const summary: StudioImportSummary = {
    rows: rows.length,
    create: 0,
    update: 0,
    skip: 0,
    conflicts: 0,
    errors: 0,
  };
  for (const row of rows) {
    // A refused row counts once, under errors: create, update, skip and errors add up to the rows.
    if (row.problems.length > 0) summary.errors += 1;
    else summary[effectiveAction(row)] += 1;
    if (effectiveAction(row) !== 'skip') summary.conflicts += row.cells.filter((c) => c.conflict).length;
  }
  return summary;
}
