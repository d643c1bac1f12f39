/**
 * Columns of many rows as PostgreSQL array literals, each sent as ONE bind parameter and read with
 * `unnest(...)`: thousands of bind parameters are slow to send and to parse (PGlite especially), and
 * a JSON document of rows costs the database a full JSON parse before the first row. Measured on a
 * 5,000-row change-log insert: 22 ms from arrays, 40 ms from jsonb_to_recordset (docs/performance.md).
 *
 *   sql`INSERT INTO t (a, b) SELECT x.a, x.b FROM unnest(${textArray(as)}::text[], ${intArray(bs)}::int[]) AS x(a, b)`
 */
import { type SQL, sql } from 'drizzle-orm';

const NEEDS_ESCAPE = /[\\"]/;

/** One element of a text[] literal: quoted, with `"` and `\` escaped; NULL for null. */
function textElement(value: string | null): string {
  if (value === null) return 'NULL';
  // Most values need no escaping: skip the replace (a 5,000-row import sends 20,000 of them).
  if (!NEEDS_ESCAPE.test(value)) return `"${value}"`;
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The array literal of `values` (strings, or null for SQL NULL), for a `::text[]` cast. */
export function textArrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map(textElement).join(',')}}`;
}

/** A text[] bind parameter. */
export function textArray(values: readonly (string | null)[]): SQL {
  return sql`${textArrayLiteral(values)}::text[]`;
}

/** An int[] bind parameter (null elements allowed). */
export function intArray(values: readonly (number | null)[]): SQL {
  for (const value of values)
    if (value !== null && !Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
  return sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::int[]`;
}

/**
 * A jsonb[]-like column sent as text[] of JSON texts (cast each with `::jsonb` in the query);
 * `undefined` and `null` become SQL NULL, as they do in the change log.
 */
export function jsonTextArray(values: readonly unknown[]): SQL {
  return textArray(values.map((v) => (v === undefined || v === null ? null : JSON.stringify(v))));
}
