/**
 * Shared pieces of parameter imports: the current parameters of a studio, bulk inserts and updates
 * with each column one array parameter (sql-arrays.ts), and what an import did to each parameter (its
 * effects, kept so that it can be undone).
 */

import type { CurrentParameter } from '@domain/import-plan';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { studioParameters } from '../schema';
import { intArray, jsonTextArray, textArray } from '../sql-arrays';

export const CHUNK = 1000;

export interface CurrentRow extends CurrentParameter {
  id: number;
  version: number;
  importId: number | null;
}

type CurrentTuple = [
  id: number,
  key: string,
  value: string,
  displayName: string | null,
  refs: number[] | null,
  version: number,
  importId: number | null,
];

/**
 * The studio's current parameters by key, only the columns the plan needs, as ONE JSON text: for a
 * 5,000-parameter studio, rows cost the drivers' row parsing (and on PGlite a clone per row) four
 * times what one JSON.parse does.
 */
export async function currentParameterMap(tx: Executor, studioId: number): Promise<Map<string, CurrentRow>> {
  const [row] = await queryRows<{ rows: string }>(
    tx,
    sql`SELECT coalesce(json_agg(json_build_array(id, parameter_key, parameter_value, display_name,
                                                  source_references, version, import_id)), '[]')::text AS rows
          FROM ${studioParameters}
         WHERE studio_id = ${studioId} AND is_current`,
  );
  const map = new Map<string, CurrentRow>();
  for (const [id, key, value, displayName, refs, version, importId] of JSON.parse(
    row?.rows ?? '[]',
  ) as CurrentTuple[])
    map.set(key, { id, value, displayName, sourceReferences: refs ?? null, version, importId });
  return map;
}

export type Snapshot = {
  value: string;
  displayName: string | null;
  sourceReferences: number[] | null;
  importId: number | null;
};

export type ImportEffect =
  | { kind: 'created'; key: string; parameterId: number }
  | { kind: 'overwritten'; key: string; parameterId: number; before: Snapshot }
  | { kind: 'versioned'; key: string; parameterId: number; previousId: number }
  | { kind: 'source'; index: number; before: { url: string; description: string } | null };

export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** A list of ids as one array parameter, for `id = ANY(...)` over thousands of ids. */
export const idList = (ids: readonly number[]) => sql`ANY(${intArray(ids)})`;

interface NewParameterRow {
  key: string;
  value: string;
  display_name: string | null;
  refs: number[] | null;
  version: number;
}

/** Inserts current parameter rows in one statement, each column one array parameter. */
export async function insertParameterRows(
  tx: Executor,
  studioId: number,
  importId: number,
  adminId: number,
  rows: readonly NewParameterRow[],
): Promise<{ id: number; key: string; value: string }[]> {
  if (rows.length === 0) return [];
  return queryRows<{ id: number; key: string; value: string }>(
    tx,
    sql`INSERT INTO ${studioParameters}
          (studio_id, parameter_key, parameter_value, display_name, source_references, version, is_current, import_id, created_by)
        SELECT ${studioId}, x.key, x.value, x.display_name, x.refs::jsonb, x.version, true, ${importId}, ${adminId}
          FROM unnest(${textArray(rows.map((r) => r.key))}, ${textArray(rows.map((r) => r.value))},
                      ${textArray(rows.map((r) => r.display_name))}, ${jsonTextArray(rows.map((r) => r.refs))},
                      ${intArray(rows.map((r) => r.version))})
            AS x(key, value, display_name, refs, version)
        RETURNING id, parameter_key AS key, parameter_value AS value`,
  );
}

export interface ParameterOverwrite {
  id: number;
  value: string;
  displayName: string | null;
  refs: number[] | null;
}

/** Overwrites current parameter rows in place (the import's 'overwrite' resolution), one statement. */
export async function overwriteParameterRows(
  tx: Executor,
  importId: number,
  adminId: number,
  rows: readonly ParameterOverwrite[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    UPDATE ${studioParameters} AS p
       SET parameter_value = x.value, display_name = x.display_name, source_references = x.refs::jsonb,
           import_id = ${importId}, updated_at = now(), created_by = ${adminId}
      FROM unnest(${intArray(rows.map((r) => r.id))}, ${textArray(rows.map((r) => r.value))},
                  ${textArray(rows.map((r) => r.displayName))}, ${jsonTextArray(rows.map((r) => r.refs))})
        AS x(id, value, display_name, refs)
     WHERE p.id = x.id`);
}

export interface ParameterRestore extends Snapshot {
  id: number;
}

/** Puts overwritten rows back as an import found them (undo), one statement. */
export async function restoreParameterRows(tx: Executor, rows: readonly ParameterRestore[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    UPDATE ${studioParameters} AS p
       SET parameter_value = x.value, display_name = x.display_name, source_references = x.refs::jsonb,
           import_id = x.import_id, updated_at = now()
      FROM unnest(${intArray(rows.map((r) => r.id))}, ${textArray(rows.map((r) => r.value))},
                  ${textArray(rows.map((r) => r.displayName))}, ${jsonTextArray(rows.map((r) => r.sourceReferences))},
                  ${intArray(rows.map((r) => r.importId))})
        AS x(id, value, display_name, refs, import_id)
     WHERE p.id = x.id`);
}
