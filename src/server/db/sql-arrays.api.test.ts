import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from './database';
import { intArray, jsonTextArray, textArray, textArrayLiteral } from './sql-arrays';

describe('array parameters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('carries every string back exactly, NULL as NULL', async () => {
    const values = [
      'plain',
      '',
      ' spaced  ',
      'NULL',
      'null',
      'a,b',
      '{braces}',
      'quote " inside',
      'back\\slash',
      '\\"',
      'line\nbreak\ttab',
      'Ünïcödé — 日本 🎬',
      null,
      "it's",
    ];
    const rows = await queryRows<{ v: string | null; n: number }>(
      t.database.db,
      sql`SELECT x.v, x.n::int AS n FROM unnest(${textArray(values)}) WITH ORDINALITY AS x(v, n) ORDER BY x.n`,
    );
    expect(rows.map((r) => r.v)).toEqual(values);
  });

  it('carries integers and nulls, and refuses what is not an integer', async () => {
    const rows = await queryRows<{ v: number | null }>(
      t.database.db,
      sql`SELECT x.v FROM unnest(${intArray([1, -2, null, 2147483647])}) WITH ORDINALITY AS x(v, n) ORDER BY x.n`,
    );
    expect(rows.map((r) => r.v)).toEqual([1, -2, null, 2147483647]);
    expect(() => intArray([1.5])).toThrow(TypeError);
    expect(() => intArray([Number.NaN])).toThrow(TypeError);
  });

  it('carries JSON values, undefined and null as SQL NULL', async () => {
    const values = [{ a: 'x"y' }, 'text', 3, [1, 2], null, undefined, true];
    const rows = await queryRows<{ v: unknown }>(
      t.database.db,
      sql`SELECT x.v::jsonb AS v FROM unnest(${jsonTextArray(values)}) WITH ORDINALITY AS x(v, n) ORDER BY x.n`,
    );
    expect(rows.map((r) => r.v)).toEqual([{ a: 'x"y' }, 'text', 3, [1, 2], null, null, true]);
  });

  it('writes the literal PostgreSQL reads', () => {
    expect(textArrayLiteral(['a', null, 'b"c', 'd\\e'])).toBe('{"a",NULL,"b\\"c","d\\\\e"}');
  });
});
