/** A studio's imports, and which later changes stand in the way of undoing one. */
import { desc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { adminUsers, changeLog, parameterImports } from '../schema';

export interface ImportHistoryRow {
  id: number;
  createdAt: Date;
  adminId: number | null;
  adminEmail: string | null;
  fileName: string;
  resolution: string;
  summary: Record<string, number>;
  results: Record<string, unknown>;
  undoneAt: Date | null;
  undoneBy: number | null;
}

export async function importHistory(db: Executor, studioId: number): Promise<ImportHistoryRow[]> {
  return db
    .select({
      id: parameterImports.id,
      createdAt: parameterImports.createdAt,
      adminId: parameterImports.adminId,
      adminEmail: adminUsers.email,
      fileName: parameterImports.fileName,
      resolution: parameterImports.resolution,
      summary: parameterImports.summary,
      results: parameterImports.results,
      undoneAt: parameterImports.undoneAt,
      undoneBy: parameterImports.undoneBy,
    })
    .from(parameterImports)
    .leftJoin(adminUsers, eq(adminUsers.id, parameterImports.adminId))
    .where(eq(parameterImports.studioId, studioId))
    .orderBy(desc(parameterImports.id));
}

/**
 * For each import of the studio that is not undone (or just `onlyImportId`), the parameters and
 * sources a later change (another import, an edit, an undo) has touched since it: one query for the
 * whole history. An effect's field is its parameter key, or `source:<index>` for a source.
 */
export async function laterConflictsByImport(
  tx: Executor,
  studioId: number,
  onlyImportId?: number,
): Promise<Map<number, string[]>> {
  const rows = await queryRows<{ import_id: number; field: string }>(
    tx,
    sql`
    WITH imports AS (
      SELECT i.id AS import_id, i.effects,
             coalesce((SELECT max(c.id) FROM ${changeLog} c WHERE c.import_id = i.id), 0) AS last_id
        FROM ${parameterImports} i
       WHERE i.studio_id = ${studioId} AND i.undone_at IS NULL
         ${onlyImportId === undefined ? sql`` : sql`AND i.id = ${onlyImportId}`}
    ), fields AS (
      SELECT imports.import_id, imports.last_id,
             CASE WHEN e->>'kind' = 'source' THEN 'source:' || (e->>'index') ELSE e->>'key' END AS field
        FROM imports, json_array_elements(imports.effects) AS e
    )
    SELECT DISTINCT f.import_id, f.field
      FROM fields f
      JOIN ${changeLog} c
        ON c.studio_id = ${studioId} AND c.id > f.last_id AND c.field = f.field
       AND (c.import_id IS NULL OR c.import_id <> f.import_id)
     ORDER BY f.import_id, f.field`,
  );
  const byImport = new Map<number, string[]>();
  for (const row of rows) {
    const id = Number(row.import_id);
    const list = byImport.get(id) ?? [];
    list.push(row.field);
    byImport.set(id, list);
  }
  return byImport;
}

/** The parameters and sources a later change has touched since this import. */
export async function laterConflicts(tx: Executor, studioId: number, importId: number): Promise<string[]> {
  return (await laterConflictsByImport(tx, studioId, importId)).get(importId) ?? [];
}
