/**
 * The studio imports' history and undo (product.md §13). Undo puts every field and parameter an
 * import changed back as it was, and archives the studios it created (a soft delete: their data and
 * history stay). It is refused while a later change (an edit, another import, an undo) has touched
 * any of the same values; for a studio the import created, any later change to it.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { adminUsers, changeLog, studioImports, studios } from '../schema';
import type { WriteContext } from '../write-context';
import {
  deleteParameters,
  restoreParameters,
  restoreStudioField,
  type StudioImportEffect,
  setParametersCurrent,
} from './studio-import-rows';
import { type ChangeEntry, commitStudioChange, recordChanges } from './studio-writes';

export interface StudioImportHistoryRow {
  id: number;
  createdAt: Date;
  adminId: number | null;
  adminEmail: string | null;
  fileName: string;
  resolution: string;
  results: Record<string, unknown>;
  undoneAt: Date | null;
  undoneBy: number | null;
}

/** The latest studio imports, newest first. */
export async function studioImportHistory(db: Executor, limit = 50): Promise<StudioImportHistoryRow[]> {
  return db
    .select({
      id: studioImports.id,
      createdAt: studioImports.createdAt,
      adminId: studioImports.adminId,
      adminEmail: adminUsers.email,
      fileName: studioImports.fileName,
      resolution: studioImports.resolution,
      results: studioImports.results,
      undoneAt: studioImports.undoneAt,
      undoneBy: studioImports.undoneBy,
    })
    .from(studioImports)
    .leftJoin(adminUsers, eq(adminUsers.id, studioImports.adminId))
    .orderBy(desc(studioImports.id))
    .limit(limit);
}

/**
 * For each of these imports, the values ("<studio id>: <field>") a later change has touched since it:
 * one query. A created studio blocks on any later change to it.
 */
export async function laterStudioImportConflicts(
  db: Executor,
  importIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byImport = new Map<number, string[]>();
  if (importIds.length === 0) return byImport;
  const rows = await queryRows<{ import_id: number; studio_id: number; field: string }>(
    db,
    sql`
    WITH imports AS (
      SELECT i.id AS import_id, i.effects,
             coalesce((SELECT max(c.id) FROM ${changeLog} c WHERE c.studio_import_id = i.id), 0) AS last_id
        FROM ${studioImports} i
       WHERE i.undone_at IS NULL
         AND i.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(importIds)}::jsonb))
    ), touched AS (
      SELECT DISTINCT imports.import_id, imports.last_id, (e->>'studioId')::int AS studio_id,
             CASE WHEN e->>'kind' = 'studio-created' THEN NULL ELSE e->>'field' END AS field
        FROM imports, jsonb_array_elements(imports.effects) AS e
    )
    SELECT DISTINCT t.import_id, c.studio_id, c.field
      FROM touched t
      JOIN ${changeLog} c
        ON c.studio_id = t.studio_id AND c.id > t.last_id AND (t.field IS NULL OR c.field = t.field)
       AND (c.studio_import_id IS NULL OR c.studio_import_id <> t.import_id)
     ORDER BY t.import_id, c.studio_id, c.field`,
  );
  for (const row of rows) {
    const id = Number(row.import_id);
    byImport.set(id, [...(byImport.get(id) ?? []), `${row.studio_id}: ${row.field}`]);
  }
  return byImport;
}

export type StudioImportUndoOutcome =
  /** restored: values put back on studios it did not create; archived: the studios it created. */
  | { ok: true; restored: number; archived: number }
  | { ok: false; reason: 'not-found' | 'already-undone' }
  | { ok: false; reason: 'conflict'; fields: string[] };

export async function undoStudioImport(
  write: WriteContext,
  input: { importId: number; adminId: number },
): Promise<StudioImportUndoOutcome> {
  const { tx } = write;
  const [row] = await tx
    .select()
    .from(studioImports)
    .where(eq(studioImports.id, input.importId))
    .for('update');
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.undoneAt) return { ok: false, reason: 'already-undone' };
  const conflicts = (await laterStudioImportConflicts(tx, [input.importId])).get(input.importId) ?? [];
  if (conflicts.length > 0) return { ok: false, reason: 'conflict', fields: conflicts };

  const effects = [...(row.effects as StudioImportEffect[])].reverse();
  const studioIds = [...new Set(effects.map((e) => e.studioId))];
  // What the import wrote, from its own change-log entries: the history of the undo shows that value
  // going back to the earlier one (issue 34), never the word 'imported'.
  const written = new Map<string, { before: unknown; after: unknown }>();
  for (const entry of await queryRows<{ studio_id: number; field: string; before: unknown; after: unknown }>(
    tx,
    sql`SELECT studio_id, field, before, after FROM ${changeLog}
         WHERE studio_import_id = ${input.importId} AND action IN ('import', 'create') ORDER BY id`,
  ))
    written.set(`${entry.studio_id}:${entry.field}`, { before: entry.before, after: entry.after });
  const imported = (studioId: number, field: string): unknown =>
    written.get(`${studioId}:${field}`)?.after ?? null;
  const changes: ChangeEntry[] = [];
  const undo = (studioId: number, field: string, before: unknown, after: unknown) =>
    changes.push({
      adminId: input.adminId,
      studioId,
      action: 'undo',
      field,
      before,
      after,
      studioImportId: input.importId,
    });
  const deleteIds: number[] = [];
  const reinstateIds: number[] = [];
  const restore: {
    id: number;
    before: Extract<StudioImportEffect, { kind: 'param-overwritten' }>['before'];
  }[] = [];
  // A created studio is archived, not deleted: what it holds and its history stay.
  const archive = effects.flatMap((e) => (e.kind === 'studio-created' ? [e.studioId] : []));
  const created = new Set(archive);
  for (const effect of effects) {
    switch (effect.kind) {
      case 'studio-created': {
        const made = imported(effect.studioId, 'studio') as { status?: unknown } | null;
        undo(effect.studioId, 'status', made?.status ?? 'draft', 'archived');
        break;
      }
      case 'field':
        await restoreStudioField(tx, effect.studioId, effect.field, effect.before);
        undo(
          effect.studioId,
          effect.field,
          imported(effect.studioId, effect.field),
          // The log keeps a status as its word; the effect, its archive columns too.
          written.get(`${effect.studioId}:${effect.field}`)?.before ?? effect.before,
        );
        break;
      case 'param-created':
        if (created.has(effect.studioId)) break;
        deleteIds.push(effect.parameterId);
        undo(effect.studioId, effect.field, imported(effect.studioId, effect.field), null);
        break;
      case 'param-versioned':
        deleteIds.push(effect.parameterId);
        reinstateIds.push(effect.previousId);
        undo(
          effect.studioId,
          effect.field,
          imported(effect.studioId, effect.field),
          written.get(`${effect.studioId}:${effect.field}`)?.before ?? null,
        );
        break;
      case 'param-overwritten':
        restore.push({ id: effect.parameterId, before: effect.before });
        undo(effect.studioId, effect.field, imported(effect.studioId, effect.field), effect.before.value);
        break;
    }
  }
  await deleteParameters(tx, deleteIds);
  await setParametersCurrent(tx, reinstateIds, true);
  await restoreParameters(tx, restore);
  if (archive.length > 0) {
    await tx.execute(sql`UPDATE ${studios} SET status = 'archived', archived_at = now(), archived_by = ${input.adminId}
      WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(archive)}::jsonb))`);
  }
  for (let i = 0; i < changes.length; i += 5000) await recordChanges(tx, changes.slice(i, i + 5000));
  await tx
    .update(studioImports)
    .set({ undoneAt: sql`now()`, undoneBy: input.adminId })
    .where(eq(studioImports.id, input.importId));
  for (let i = 0; i < studioIds.length; i += 1000)
    await commitStudioChange(write, studioIds.slice(i, i + 1000));
  return { ok: true, restored: changes.length - archive.length, archived: archive.length };
}
