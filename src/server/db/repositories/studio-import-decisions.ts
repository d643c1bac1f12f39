/**
 * The choices admins made in studio imports, kept per row key and column so that importing the same
 * file again (or a later version of it) proposes them (product.md §13).
 */

import type { ConflictResolution } from '@domain/limits';
import { decisionKey, type PlannedRow, type RememberedChoice } from '@domain/studio-import-plan';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { studioImportDecisions } from '../schema';

const CHOICES = new Set<string>(['overwrite', 'skip', 'version', 'exclude']);

/** The remembered choices for these row keys, by decisionKey(rowKey, column). */
export async function rememberedDecisions(
  db: Executor,
  rowKeys: readonly string[],
): Promise<Map<string, RememberedChoice>> {
  const remembered = new Map<string, RememberedChoice>();
  if (rowKeys.length === 0) return remembered;
  const rows = await queryRows<{ row_key: string; column: string; choice: string }>(
    db,
    sql`SELECT row_key, "column", choice FROM ${studioImportDecisions}
         WHERE row_key IN (SELECT value FROM jsonb_array_elements_text(${JSON.stringify([...new Set(rowKeys)])}::jsonb))`,
  );
  for (const row of rows)
    if (CHOICES.has(row.choice))
      remembered.set(decisionKey(row.row_key, row.column), row.choice as RememberedChoice);
  return remembered;
}

/**
 * Remembers this import's choices: the resolution of every conflicting cell of the rows it looked at,
 * and for each row whether it was left out (a row taken in again forgets its exclusion).
 */
export async function rememberDecisions(
  tx: Executor,
  rows: readonly PlannedRow[],
  meta: { adminId: number; importId: number },
): Promise<void> {
  const upserts: { row_key: string; column: string; choice: ConflictResolution | 'exclude' }[] = [];
  const forget: string[] = [];
  for (const row of rows) {
    if (!row.rowKey) continue;
    if (row.excluded) upserts.push({ row_key: row.rowKey, column: '', choice: 'exclude' });
    else forget.push(row.rowKey);
    for (const cell of row.cells)
      if (cell.conflict && cell.resolution)
        upserts.push({ row_key: row.rowKey, column: cell.column, choice: cell.resolution });
  }
  if (forget.length > 0) {
    await tx.execute(sql`DELETE FROM ${studioImportDecisions} WHERE "column" = ''
      AND row_key IN (SELECT value FROM jsonb_array_elements_text(${JSON.stringify(forget)}::jsonb))`);
  }
  if (upserts.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${studioImportDecisions} (row_key, "column", choice, admin_id, import_id)
    SELECT x.row_key, x.column, x.choice, ${meta.adminId}, ${meta.importId}
      FROM jsonb_to_recordset(${JSON.stringify(upserts)}::jsonb) AS x(row_key text, "column" text, choice text)
    ON CONFLICT (row_key, "column") DO UPDATE
      SET choice = excluded.choice, admin_id = excluded.admin_id, import_id = excluded.import_id, updated_at = now()`);
}
