/** A studio's imports, and which later changes stand in the way of undoing one. */
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { adminUsers, changeLog, parameterImports } from '../schema';
import { CHUNK, type ImportEffect } from './parameter-import-rows';

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

function effectField(effect: ImportEffect): string {
  return effect.kind === 'source' ? `source:${effect.index}` : effect.key;
}

/** The parameters and sources a later change (another import, an edit, an undo) has touched since. */
export async function laterConflicts(tx: Executor, studioId: number, importId: number): Promise<string[]> {
  const [row] = await tx.select().from(parameterImports).where(eq(parameterImports.id, importId));
  if (!row) return [];
  const fields = (row.effects as ImportEffect[]).map(effectField);
  if (fields.length === 0) return [];
  const [last] = await tx
    .select({ id: sql<number>`max(${changeLog.id})` })
    .from(changeLog)
    .where(eq(changeLog.importId, importId));
  const after = Number(last?.id ?? 0);
  const touched = new Set<string>();
  for (let i = 0; i < fields.length; i += CHUNK) {
    const rows = await tx
      .selectDistinct({ field: changeLog.field })
      .from(changeLog)
      .where(
        and(
          eq(changeLog.studioId, studioId),
          gt(changeLog.id, after),
          inArray(changeLog.field, fields.slice(i, i + CHUNK)),
          or(isNull(changeLog.importId), ne(changeLog.importId, importId)),
        ),
      );
    for (const r of rows) touched.add(r.field);
  }
  return [...touched].sort();
}
