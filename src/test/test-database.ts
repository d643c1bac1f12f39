/**
 * The worker's database: created once per worker from the migrated template (see global-setup.ts)
 * and emptied between test files by resetTestDatabase(), which takes milliseconds.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../server/db/database';

let workerDatabase: Promise<{ database: Database; url: string | null }> | null = null;

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createWorkerDatabase(): Promise<{ database: Database; url: string | null }> {
  const config = inject('testDatabase');
  if (config.kind === 'pglite') {
    const dump = new Blob([readFileSync(config.templateFile)]);
    const client = new PGlite({ loadDataDir: dump });
    await client.waitReady;
    return { database: await openPglite({ client, ownsClient: false }), url: null };
  }
  const name = `${config.template}_w${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: config.url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${config.template}`);
        break;
      } catch (error) {
        // Two workers copying the template at the same instant: wait and try again.
        if (attempt > 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = databaseUrl(config.url, name);
  return { database: await openPostgres({ url, poolSize: 5 }), url };
}

/** The worker's database, created on first use. */
export function workerTestDatabase(): Promise<{ database: Database; url: string | null }> {
  workerDatabase ??= createWorkerDatabase();
  return workerDatabase;
}

const TABLES = [
  'change_log',
  'parameter_imports',
  'studio_parameters',
  'studio_sources',
  'sessions',
  'login_attempts',
  'page_views',
  'studios',
  'admin_users',
  'data_migrations',
  // No foreign key reaches these: the cascade above would leave one file's rows to the next.
  'client_rate_counters',
  'outbox',
  'form_token_uses',
  'search_subscriptions',
  'job_leases',
];

/** Empties every table and restarts ids, as a freshly migrated database. */
export async function resetTestDatabase(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`));
  await database.db.execute(sql`UPDATE app_state SET value = 1 WHERE key = 'data_version'`);
}
