/**
 * Whether the database's schema is the one this code was built for: the newest migration applied
 * (drizzle's own table) against the newest one in the migrations folder's journal. Readiness
 * (plugins/health.ts) refuses traffic while a migration this code needs is missing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../lib/project-root';
import { type Executor, queryRows } from '../database';

interface Journal {
  entries: { when: number; tag: string }[];
}

let expected: { when: number; tag: string } | null | undefined;

/** The newest migration this code ships (the journal's last entry), read once. */
function newestShipped(): { when: number; tag: string } | null {
  if (expected === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as Journal;
    expected = journal.entries.at(-1) ?? null;
  }
  return expected;
}

/** null when the schema is at (or past) this code's newest migration; else the missing migration's tag. */
export async function missingMigration(db: Executor): Promise<string | null> {
  const shipped = newestShipped();
  if (!shipped) return null;
  let applied = 0;
  try {
    const rows = await queryRows<{ newest: string | number | null }>(
      db,
      sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
    );
    applied = Number(rows[0]?.newest ?? 0);
  } catch (error) {
    // No migrations table: nothing was ever migrated. Anything else is the database's own failure.
    if (!/__drizzle_migrations|schema "drizzle"/.test(String((error as Error).message))) throw error;
  }
  return applied >= shipped.when ? null : shipped.tag;
}
