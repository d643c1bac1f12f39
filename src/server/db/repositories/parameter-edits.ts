/**
 * One parameter set by hand on the studio page (product.md §10 "Editing a value", issue 34): an
 * admin's or the studio owner's edit, inside the caller's write transaction. The new value is a new
 * version (the old one stays in the parameter's history); an empty value ends the current version;
 * a source link becomes a new studio source that the value cites. One change-log row for the value
 * (and one for a new source), then commitStudioChange, all or nothing.
 */

import { parseReferenceNumbers, stripReferences } from '@domain/parameter-values';
import { and, eq, max, sql } from 'drizzle-orm';
import { studioParameters, studioSources } from '../schema';
import type { WriteContext } from '../write-context';
import { currentParameterMap } from './parameter-import-rows';
import { type ChangeEntry, commitStudioChange, upsertSources } from './studio-writes';

export interface ParameterEdit {
  studioId: number;
  key: string;
  /** The text to store (already checked and in its plain spelling); null clears the value. */
  value: string | null;
  /** A link that supports the new value, or null. */
  sourceUrl: string | null;
  editorId: number;
}

/** Sets the parameter; false when nothing changes (the same value and no new source). */
export async function editParameter(write: WriteContext, edit: ParameterEdit): Promise<boolean> {
  const { tx } = write;
  const { studioId, key, value, sourceUrl, editorId } = edit;
  const current = (await currentParameterMap(tx, studioId)).get(key) ?? null;
  const sameValue =
    value === null
      ? current === null
      : current !== null && stripReferences(current.value) === stripReferences(value);
  if (sameValue && !sourceUrl) return false;

  const log: ChangeEntry[] = [];
  const entry = (field: string, before: unknown, after: unknown): ChangeEntry => ({
    adminId: editorId,
    studioId,
    action: 'edit',
    field,
    before,
    after,
  });

  if (current) {
    await tx.update(studioParameters).set({ isCurrent: false }).where(eq(studioParameters.id, current.id));
  }
  if (value !== null) {
    let refs: number[] | null = null;
    if (sourceUrl) {
      const [top] = await tx
        .select({ n: max(studioSources.refIndex) })
        .from(studioSources)
        .where(eq(studioSources.studioId, studioId));
      const index = (top?.n ?? 0) + 1;
      const description = 'Given with an edit on the studio page';
      await upsertSources(tx, studioId, [{ index, url: sourceUrl, description }]);
      log.push(entry(`source:${index}`, null, { url: sourceUrl, description }));
      // The marks of an unchanged value still support it; a new value cites only what was given with it.
      const kept =
        sameValue && current ? (current.sourceReferences ?? parseReferenceNumbers(current.value)) : [];
      refs = [...new Set([...kept, ...parseReferenceNumbers(value), index])].sort((a, b) => a - b);
    }
    const [last] = await tx
      .select({ n: max(studioParameters.version) })
      .from(studioParameters)
      .where(and(eq(studioParameters.studioId, studioId), eq(studioParameters.parameterKey, key)));
    await tx.insert(studioParameters).values({
      studioId,
      parameterKey: key,
      parameterValue: value,
      displayName: current?.displayName ?? null,
      sourceReferences: refs,
      version: (last?.n ?? 0) + 1,
      isCurrent: true,
      createdBy: editorId,
      updatedAt: sql`now()`,
    });
  }
  log.push(entry(key, current?.value ?? null, value));
  await commitStudioChange(write, [studioId], { log });
  return true;
}
