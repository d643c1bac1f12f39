/**
 * The studio import's pieces of SQL, each one statement for any number of rows (rows travel as one
 * JSON parameter: thousands of bind parameters are slow to send and parse, especially on PGlite), and
 * what an import did to each value (its effects, kept so that it can be undone).
 */

import type { StudioStatus } from '@domain/studio-status';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { studioParameters, studios } from '../schema';
import type { CurrentRow, Snapshot } from './parameter-import-rows';

/** The studio fields an import writes, and their columns. */
export const IMPORT_FIELD_COLUMNS = {
  name: 'name',
  city: 'city',
  country: 'country',
  status: 'status',
  website_url: 'website_url',
  // The code is not a column of the file: set with the country, from its name. Coordinates are the
  // file's latitude and longitude together, or cleared with a changed place (placeChangeOf, product.md
  // §13); two columns of the table: updateStudioField() knows them.
  country_code: 'country_code',
  coordinates: 'latitude, longitude',
} as const;
export type ImportField = keyof typeof IMPORT_FIELD_COLUMNS;

export function isImportField(key: string): key is ImportField {
  return Object.hasOwn(IMPORT_FIELD_COLUMNS, key);
}

export type StudioImportEffect =
  | { kind: 'studio-created'; studioId: number }
  | { kind: 'field'; studioId: number; field: ImportField; before: unknown }
  | { kind: 'param-created'; studioId: number; field: string; parameterId: number }
  | { kind: 'param-overwritten'; studioId: number; field: string; parameterId: number; before: Snapshot }
  | { kind: 'param-versioned'; studioId: number; field: string; parameterId: number; previousId: number };

/** Arbitrary constant naming the studio import among PostgreSQL advisory locks: one import at a time. */
const STUDIO_IMPORT_LOCK_KEY = 7_301_019;

export async function lockStudioImports(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STUDIO_IMPORT_LOCK_KEY})`);
}

/** Locks these studios against other writers until the transaction ends. */
export async function lockStudioRows(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`SELECT id FROM ${studios}
    WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) FOR UPDATE`);
}

export interface NewImportedStudio {
  name: string;
  city: string;
  country: string;
  country_code: string | null;
  status: StudioStatus;
  website_url: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Inserts studios and answers their ids in the same order. */
export async function insertImportedStudios(
  tx: Executor,
  rows: readonly NewImportedStudio[],
  adminId: number,
): Promise<number[]> {
  if (rows.length === 0) return [];
  // Ids first, so each row knows its own (an INSERT's RETURNING promises no order).
  const allocated = await queryRows<{ id: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('studios', 'id'))::int AS id FROM generate_series(1, ${rows.length})`,
  );
  const ids = allocated.map((r) => Number(r.id));
  await tx.execute(sql`
    INSERT INTO ${studios} (id, name, city, country, country_code, status, website_url, latitude, longitude,
                            created_by, archived_at, archived_by)
    SELECT x.id, x.name, x.city, x.country, x.country_code, x.status, x.website_url, x.latitude, x.longitude,
           ${adminId},
           CASE WHEN x.status = 'archived' THEN now() END, CASE WHEN x.status = 'archived' THEN ${adminId}::int END
      FROM jsonb_to_recordset(${JSON.stringify(rows.map((row, i) => ({ ...row, id: ids[i] })))}::jsonb)
        AS x(id int, name text, city text, country text, country_code text, status text, website_url text,
             latitude double precision, longitude double precision)`);
  return ids;
}

/** Sets one field of many studios; a status of archived records when and by whom, any other clears it. */
export async function updateStudioField(
  tx: Executor,
  field: ImportField,
  rows: readonly { id: number; value: string | null }[],
  adminId: number,
): Promise<void> {
  if (rows.length === 0) return;
  const input = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id int, value text)`;
  if (field === 'coordinates') {
    // The file's latitude and longitude (JSON of both), or null: the place changed and they go.
    await tx.execute(sql`UPDATE ${studios} AS s
       SET latitude = (x.value::jsonb->>'latitude')::double precision,
           longitude = (x.value::jsonb->>'longitude')::double precision
      FROM ${input} WHERE s.id = x.id`);
    return;
  }
  const column = sql.raw(IMPORT_FIELD_COLUMNS[field]);
  if (field === 'status') {
    await tx.execute(sql`UPDATE ${studios} AS s
       SET status = x.value,
           archived_at = CASE WHEN x.value = 'archived' THEN now() END,
           archived_by = CASE WHEN x.value = 'archived' THEN ${adminId}::int END
      FROM ${input} WHERE s.id = x.id`);
    return;
  }
  await tx.execute(sql`UPDATE ${studios} AS s SET ${column} = x.value FROM ${input} WHERE s.id = x.id`);
}

/** Restores a field as it was before an import (a status with its archive stamp). */
export async function restoreStudioField(
  tx: Executor,
  studioId: number,
  field: ImportField,
  before: unknown,
): Promise<void> {
  if (field === 'status') {
    const was = before as { status: string; archivedAt: string | null; archivedBy: number | null };
    await tx.execute(sql`UPDATE ${studios}
       SET status = ${was.status}, archived_at = ${was.archivedAt}::timestamptz, archived_by = ${was.archivedBy}::int
     WHERE id = ${studioId}`);
    return;
  }
  if (field === 'coordinates') {
    const was = before as { latitude: number; longitude: number } | null;
    await tx.execute(sql`UPDATE ${studios}
       SET latitude = ${was?.latitude ?? null}::double precision, longitude = ${was?.longitude ?? null}::double precision
     WHERE id = ${studioId}`);
    return;
  }
  const column = sql.raw(IMPORT_FIELD_COLUMNS[field]);
  await tx.execute(sql`UPDATE ${studios} SET ${column} = ${before as string | null} WHERE id = ${studioId}`);
}

/** The current parameters of these studios, per studio and key. */
export async function currentParametersOf(
  tx: Executor,
  studioIds: readonly number[],
): Promise<Map<number, Map<string, CurrentRow>>> {
  const byStudio = new Map<number, Map<string, CurrentRow>>();
  if (studioIds.length === 0) return byStudio;
  const rows = await queryRows<{
    id: number;
    studio_id: number;
    parameter_key: string;
    parameter_value: string;
    display_name: string | null;
    source_references: number[] | string | null;
    version: number;
    import_id: number | null;
  }>(
    tx,
    sql`SELECT id, studio_id, parameter_key, parameter_value, display_name, source_references, version, import_id
          FROM ${studioParameters}
         WHERE is_current
           AND studio_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(studioIds)}::jsonb))`,
  );
  for (const r of rows) {
    const studioId = Number(r.studio_id);
    const map = byStudio.get(studioId) ?? new Map<string, CurrentRow>();
    const refs =
      typeof r.source_references === 'string' ? JSON.parse(r.source_references) : r.source_references;
    map.set(r.parameter_key, {
      id: Number(r.id),
      value: r.parameter_value,
      displayName: r.display_name,
      sourceReferences: refs ?? null,
      version: Number(r.version),
      importId: r.import_id === null ? null : Number(r.import_id),
    });
    byStudio.set(studioId, map);
  }
  return byStudio;
}

export interface NewImportedParameter {
  studio_id: number;
  key: string;
  value: string;
  version: number;
  display_name: string | null;
}

/** Inserts current parameter rows for many studios; answers their ids in the same order. */
export async function insertImportedParameters(
  tx: Executor,
  rows: readonly NewImportedParameter[],
  adminId: number,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await queryRows<{ id: number; studio_id: number; key: string }>(
    tx,
    sql`INSERT INTO ${studioParameters}
          (studio_id, parameter_key, parameter_value, display_name, version, is_current, created_by)
        SELECT x.studio_id, x.key, x.value, x.display_name, x.version, true, ${adminId}
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS x(studio_id int, key text, value text, display_name text, version int)
        RETURNING id, studio_id, parameter_key AS key`,
  );
  const idOf = new Map(inserted.map((r) => [`${r.studio_id}\u001f${r.key}`, Number(r.id)]));
  return rows.map((row) => idOf.get(`${row.studio_id}\u001f${row.key}`)!);
}

/** Replaces values in place (overwrite): the old ones stay in the change log and the import's effects. */
export async function overwriteParameters(
  tx: Executor,
  rows: readonly { id: number; value: string }[],
  adminId: number,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    UPDATE ${studioParameters} AS p
       SET parameter_value = x.value, source_references = NULL, import_id = NULL,
           updated_at = now(), created_by = ${adminId}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id int, value text)
     WHERE p.id = x.id`);
}

/** Sets is_current on parameter rows (a new version retires the old; an undo reinstates it). */
export async function setParametersCurrent(
  tx: Executor,
  ids: readonly number[],
  current: boolean,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE ${studioParameters} SET is_current = ${current}
    WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
}

export async function deleteParameters(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`DELETE FROM ${studioParameters}
    WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
}

/** Puts overwritten parameters back as they were. */
export async function restoreParameters(
  tx: Executor,
  rows: readonly { id: number; before: Snapshot }[],
): Promise<void> {
  if (rows.length === 0) return;
  const input = rows.map((r) => ({
    id: r.id,
    value: r.before.value,
    display_name: r.before.displayName,
    refs: r.before.sourceReferences,
    import_id: r.before.importId,
  }));
  await tx.execute(sql`
    UPDATE ${studioParameters} AS p
       SET parameter_value = x.value, display_name = x.display_name, source_references = x.refs,
           import_id = x.import_id, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        AS x(id int, value text, display_name text, refs jsonb, import_id int)
     WHERE p.id = x.id`);
}
