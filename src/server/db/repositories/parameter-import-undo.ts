/** Undoes an import: every parameter and source it touched goes back to its previous state. */
import { and, eq, sql } from 'drizzle-orm';
import { parameterImports, studioParameters, studioSources } from '../schema';
import type { WriteContext } from '../write-context';
import { laterConflicts } from './parameter-import-history';
import {
  type ImportEffect,
  idList,
  type ParameterRestore,
  restoreParameterRows,
} from './parameter-import-rows';
import { type ChangeEntry, commitStudioChange } from './studio-writes';

export type UndoOutcome =
  | { ok: true; restored: number }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'already-undone' }
  | { ok: false; reason: 'conflict'; fields: string[] };

export async function undoImport(
  write: WriteContext,
  input: { studioId: number; importId: number; adminId: number },
): Promise<UndoOutcome> {
  const { tx } = write;
  const [row] = await tx
    .select()
    .from(parameterImports)
    .where(and(eq(parameterImports.id, input.importId), eq(parameterImports.studioId, input.studioId)))
    .for('update');
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.undoneAt) return { ok: false, reason: 'already-undone' };
  const conflicts = await laterConflicts(tx, input.studioId, input.importId);
  if (conflicts.length > 0) return { ok: false, reason: 'conflict', fields: conflicts };

  const effects = [...(row.effects as ImportEffect[])].reverse();
  const changes: ChangeEntry[] = [];
  const params = await tx
    .select()
    .from(studioParameters)
    .where(eq(studioParameters.studioId, input.studioId));
  const storedValue = new Map(params.map((p) => [p.id, p.parameterValue]));
  const undo = (field: string, before: unknown, after: unknown): ChangeEntry => ({
    adminId: input.adminId,
    studioId: input.studioId,
    action: 'undo',
    field,
    before,
    after,
    importId: input.importId,
  });

  const deleteIds: number[] = [];
  const reinstateIds: number[] = [];
  const restores: ParameterRestore[] = [];
  for (const effect of effects) {
    if (effect.kind === 'created') {
      deleteIds.push(effect.parameterId);
      changes.push(undo(effect.key, storedValue.get(effect.parameterId) ?? null, null));
    } else if (effect.kind === 'versioned') {
      deleteIds.push(effect.parameterId);
      reinstateIds.push(effect.previousId);
      changes.push(
        undo(
          effect.key,
          storedValue.get(effect.parameterId) ?? null,
          storedValue.get(effect.previousId) ?? null,
        ),
      );
    } else if (effect.kind === 'overwritten') {
      restores.push({ id: effect.parameterId, ...effect.before });
      changes.push(undo(effect.key, storedValue.get(effect.parameterId) ?? null, effect.before.value));
    } else {
      // The log's before holds the source as the import left it (what the undo removes or replaces).
      const where = and(eq(studioSources.studioId, input.studioId), eq(studioSources.refIndex, effect.index));
      const source = { url: studioSources.url, description: studioSources.description };
      const [was] =
        effect.before === null
          ? await tx.delete(studioSources).where(where).returning(source)
          : await tx.select(source).from(studioSources).where(where);
      if (effect.before !== null) {
        await tx
          .update(studioSources)
          .set({ url: effect.before.url, description: effect.before.description, updatedAt: sql`now()` })
          .where(where);
      }
      changes.push(undo(`source:${effect.index}`, was ?? null, effect.before));
    }
  }
  await restoreParameterRows(tx, restores);
  if (deleteIds.length > 0) {
    await tx.delete(studioParameters).where(sql`${studioParameters.id} = ${idList(deleteIds)}`);
  }
  if (reinstateIds.length > 0) {
    await tx
      .update(studioParameters)
      .set({ isCurrent: true })
      .where(sql`${studioParameters.id} = ${idList(reinstateIds)}`);
  }
  await tx
    .update(parameterImports)
    .set({ undoneAt: sql`now()`, undoneBy: input.adminId })
    .where(eq(parameterImports.id, input.importId));
  await commitStudioChange(write, [input.studioId], { log: changes });
  return { ok: true, restored: effects.filter((e) => e.kind !== 'source').length };
}
