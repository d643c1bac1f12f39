/**
 * Shared pieces of parameter imports: the current parameters of a studio, bulk inserts
 * with rows as one JSON parameter, and what an import did to each parameter (its effects, kept so
 * that it can be undone).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CurrentParameter } from '../../../domain/import-plan';
import { type Executor, queryRows } from '../database';
import { studioParameters } from '../schema';

export const CHUNK = 1000;

export interface CurrentRow extends CurrentParameter {
  id: number;
  version: number;
  importId: number | null;
}

export async function currentParameterMap(tx: Executor, studioId: number): Promise<Map<string, CurrentRow>> {
  const rows = await tx
    .select()
    .from(studioParameters)
    .where(and(eq(studioParameters.studioId, studioId), eq(studioParameters.isCurrent, true)));
  return new Map(
    rows.map((r) => [
      r.parameterKey,
      {
        id: r.id,
        value: r.parameterValue,
        displayName: r.displayName,
        sourceReferences: r.sourceReferences ?? null,
        version: r.version,
        importId: r.importId,
      },
    ]),
  );
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

/** A list of ids as one JSON parameter, for `id IN (SELECT ...)` over thousands of ids. */
export const idList = (ids: readonly number[]) =>
  sql`(SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

interface NewParameterRow {
  key: string;
  value: string;
  display_name: string | null;
  refs: number[] | null;
  version: number;
}

/**
 * Inserts current parameter rows in one statement (rows as one JSON parameter: thousands of bind
 * parameters are slow to send and to parse, especially on PGlite).
 */
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
        SELECT ${studioId}, x.key, x.value, x.display_name, x.refs, x.version, true, ${importId}, ${adminId}
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS x(key text, value text, display_name text, refs jsonb, version int)
        RETURNING id, parameter_key AS key, parameter_value AS value`,
  );
}
