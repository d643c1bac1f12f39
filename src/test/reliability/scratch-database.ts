/**
 * Fresh PostgreSQL databases for the reliability suites, made on the server of TEST_DATABASE_URL and
 * dropped afterwards; and the figures the suites report (written to RELIABILITY_FIGURES_FILE when the
 * runner sets it, always printed).
 */
import { appendFileSync } from 'node:fs';
import pg from 'pg';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'This suite needs PostgreSQL: set TEST_DATABASE_URL (npm run test:reliability runs it only then).',
    );
  }
  return url;
}

export function databaseUrlFor(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Runs one query on it (a short-lived connection). */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<T[]>;
  drop(): Promise<void>;
}

let counter = 0;

/** An empty database named vp_rel_<label>_<pid>_<n>. */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const base = testDatabaseUrl();
  counter += 1;
  const name = `vp_rel_${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${process.pid}_${counter}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(base, name);
  return {
    name,
    url,
    async query(text, values) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Records a figure of a suite: printed now, and collected by the runner for its summary. */
export function reportFigures(suite: string, figures: Record<string, string | number>): void {
  const line = JSON.stringify({ suite, ...figures });
  process.stdout.write(`[figures] ${line}\n`);
  const file = process.env.RELIABILITY_FIGURES_FILE;
  if (file) appendFileSync(file, `${line}\n`);
}
