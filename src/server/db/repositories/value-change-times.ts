/**
 * When each stored value of these studios last changed, from the change log (issue 34, product.md
 * §13): the studio import compares it with a file's export time, so that a stale file does not undo
 * a newer change by default. A 'Still correct' confirmation and a correction of source marks change
 * no value and do not count; a merge and its undo count for the values they list as taken.
 */

import type { ValueChangeTimes } from '@domain/studio-import-plan';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../database';
import { changeLog } from '../schema';
import { intArray } from '../sql-arrays';

export async function valueChangeTimes(
  db: Executor,
  studioIds: readonly number[],
): Promise<ValueChangeTimes> {
  const out = new Map<number, Map<string, number>>();
  if (studioIds.length === 0) return out;
  const rows = await queryRows<{ studio_id: number; field: string; at: Date | string }>(
    db,
    sql`SELECT studio_id, field, max(created_at) AS at FROM (
          SELECT studio_id, field, created_at FROM ${changeLog}
           WHERE studio_id = ANY(${intArray([...new Set(studioIds)])})
             AND action NOT IN ('verify', 'references', 'merge')
          UNION ALL
          -- A merge (or its undo) is one entry for every value it changed: they are listed in 'taken'.
          SELECT c.studio_id, t.key AS field, c.created_at FROM ${changeLog} c
           CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(c.after -> 'taken', '[]'::jsonb)) AS t(key)
           WHERE c.studio_id = ANY(${intArray([...new Set(studioIds)])}) AND c.action = 'merge'
        ) AS x
         GROUP BY studio_id, field`,
  );
  for (const row of rows) {
    const id = Number(row.studio_id);
    const byField = out.get(id) ?? new Map<string, number>();
    const at = new Date(row.at).getTime();
    // Coordinates are logged as one field and are two columns of the file.
    for (const field of row.field === 'coordinates' ? ['latitude', 'longitude'] : [row.field])
      byField.set(field, Math.max(at, byField.get(field) ?? 0));
    out.set(id, byField);
  }
  return out;
}
