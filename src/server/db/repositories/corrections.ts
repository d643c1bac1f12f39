/**
 * Corrections suggested by visitors (product.md §14). Nothing on the studio changes until one is
 * approved; then a studio field goes through applyFieldEdit and a parameter through the parameter
 * import's execute (one item, overwrite), so the change log, the studio's version and the caches move
 * as for any other write, and the correction's source joins the parameter's references.
 */

import { stripReferences } from '@domain/parameter-values';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { corrections, studioSources } from '../schema';
import type { WriteContext } from '../write-context';
import { executeImport } from './parameter-import-execute';
import { currentParameterMap } from './parameter-import-rows';

export type CorrectionRow = typeof corrections.$inferSelect;

export interface NewCorrection {
  studioId: number;
  field: string;
  proposedValue: string;
  sourceUrl: string;
  note: string;
  email: string;
  locale: string;
}

export async function insertCorrection(tx: Executor, input: NewCorrection): Promise<CorrectionRow> {
  const rows = await tx
    .insert(corrections)
    .values({ ...input, email: input.email.trim().toLowerCase() })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert into corrections returned no row');
  return row;
}

/** Corrections, oldest first; of one studio and/or one status when given. */
export async function listCorrections(
  db: Executor,
  filter: { studioId?: number; status?: string | null },
  limit = 500,
): Promise<CorrectionRow[]> {
  return db
    .select()
    .from(corrections)
    .where(
      and(
        filter.studioId === undefined ? undefined : eq(corrections.studioId, filter.studioId),
        filter.status ? eq(corrections.status, filter.status) : undefined,
      ),
    )
    .orderBy(asc(corrections.id))
    .limit(limit);
}

export async function lockCorrection(
  tx: Executor,
  studioId: number,
  id: number,
): Promise<CorrectionRow | null> {
  const rows = await tx
    .select()
    .from(corrections)
    .where(and(eq(corrections.id, id), eq(corrections.studioId, studioId)))
    .for('update');
  return rows[0] ?? null;
}

export async function decideCorrection(
  tx: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string; decidedBy: number },
): Promise<CorrectionRow> {
  const rows = await tx
    .update(corrections)
    .set({
      status: decision.status,
      reason: decision.reason,
      decidedAt: sql`now()`,
      decidedBy: decision.decidedBy,
    })
    .where(eq(corrections.id, id))
    .returning();
  const row = rows[0];
  if (!row) throw new Error('correction vanished inside its own transaction');
  return row;
}

/**
 * Applies a parameter correction as a one-item import (overwrite), logged as an approved correction
 * by its approver: the value, and its source as a new reference of the studio. The references are
 * the correction's own (none without a source): the old value's sources supported the old value, not
 * this one (product.md §14). A correction whose value is the current one (references aside) changes
 * nothing: no value, no source, no change-log entry (its source stays on the correction). Answers
 * whether anything was written.
 */
export async function applyParameterCorrection(
  write: WriteContext,
  correction: CorrectionRow,
  editorId: number,
): Promise<boolean> {
  const { tx } = write;
  const current = (await currentParameterMap(tx, correction.studioId)).get(correction.field);
  if (current && stripReferences(current.value) === stripReferences(correction.proposedValue)) return false;
  const refs: number[] = [];
  const sources = [];
  if (correction.sourceUrl) {
    const [top] = await tx
      .select({ n: max(studioSources.refIndex) })
      .from(studioSources)
      .where(eq(studioSources.studioId, correction.studioId));
    const index = (top?.n ?? 0) + 1;
    sources.push({ index, url: correction.sourceUrl, description: `Correction ${correction.id}` });
    refs.push(index);
  }
  await executeImport(write, {
    studioId: correction.studioId,
    adminId: editorId,
    fileName: `correction-${correction.id}`,
    resolution: 'overwrite',
    parsed: {
      items: [
        {
          key: correction.field,
          value: correction.proposedValue,
          displayName: current?.displayName ?? null,
          // Explicit, even when empty: null would keep the old value's references.
          sourceReferences: refs,
        },
      ],
      itemErrors: [],
      sources,
      sourceErrors: [],
    },
    selected: new Set([correction.field]),
    action: 'correction',
  });
  return true;
}
