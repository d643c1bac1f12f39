/**
 * `npm run db:restore -- <file> [--force]`: puts a backup made by db:backup back.
 *  - PostgreSQL (DATABASE_URL): pg_restore in one transaction into the database, which must be empty
 *    (a fresh `createdb`) unless --force, which replaces every object the backup holds
 *    (pg_restore --clean). Afterwards the data version moves past both the old and the restored one
 *    and is announced, so a server still running on the database drops its cached pages; stopping
 *    the servers for a restore is still the safe way.
 *  - The embedded database (DATA_DIR): the dump is loaded into a fresh data directory, checked, and
 *    only then put in place. A DATA_DIR that already holds something is refused unless --force, which
 *    replaces it; the data directory is locked meanwhile, so the server must be stopped.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { DATA_VERSION_CHANNEL } from '../db/data-version';
import { CliError, runCli } from './cli-runner';
import { backupFormatOf, lockedMessage, parseFileOptions, runPgTool, serverConfig } from './db-backup-common';

const USAGE = `Usage: npm run db:restore -- <file> [--force]

Restores a backup made by npm run db:backup into the server's database:
  DATABASE_URL set     pg_restore into that database (it must be empty unless --force)
  otherwise            the embedded database in DATA_DIR (default ./data); it must be
                       empty unless --force; stop the server first
Options:
  --force              Replace what the database holds.
  -h, --help           Show this help.`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dataVersion(client: pg.Client): Promise<number> {
  try {
    const { rows } = await client.query<{ value: number }>(
      "SELECT value FROM app_state WHERE key = 'data_version'",
    );
    return Number(rows[0]?.value ?? 0);
  } catch {
    return 0;
  }
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<string> {
  const before = await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return { tables: Number(rows[0]?.n ?? 0), version: await dataVersion(client) };
  });
  const name = new URL(url).pathname.slice(1);
  if (before.tables > 0 && !force) {
    throw new CliError(
      `The database ${name} is not empty (${before.tables} tables). Restore into a new database (createdb), ` +
        'or replace its contents with --force.',
    );
  }
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
  if (before.tables > 0) args.push('--clean', '--if-exists');
  await runPgTool('pg_restore', [...args, file], url);
  const studios = await withClient(url, async (client) => {
    const restored = await dataVersion(client);
    const next = Math.max(restored, before.version) + 1;
    await client.query("UPDATE app_state SET value = $1 WHERE key = 'data_version'", [next]);
    await client.query('SELECT pg_notify($1, $2)', [DATA_VERSION_CHANNEL, String(next)]);
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM studios');
    return Number(rows[0]?.n ?? 0);
  });
  return `Restored ${file} into the PostgreSQL database ${name}: ${studios} studios.`;
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  const held = readdirSync(dataDir).filter((entry) => entry !== 'server.lock');
  if (held.length > 0 && !force) {
    throw new CliError(
      `${dataDir} is not empty (${held.slice(0, 3).join(', ')}${held.length > 3 ? ', …' : ''}). Restore into an ` +
        'empty DATA_DIR, or replace its database with --force (with the server stopped).',
    );
  }
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new CliError(lockedMessage(error, 'a restore'));
    throw error;
  }
  const pgdata = path.join(dataDir, 'pgdata');
  const staging = path.join(dataDir, `pgdata.restoring-${process.pid}`);
  const replaced = path.join(dataDir, `pgdata.replaced-${process.pid}`);
  try {
    rmSync(staging, { recursive: true, force: true });
    const client = new PGlite(staging, { loadDataDir: new Blob([readFileSync(file)]) });
    let studios: number;
    try {
      await client.waitReady;
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM studios');
      studios = Number(rows[0]?.n ?? 0);
    } catch (error) {
      throw new CliError(
        `${file} did not load as a database: ${error instanceof Error ? error.message : error}`,
      );
    } finally {
      await client.close();
    }
    if (existsSync(pgdata)) renameSync(pgdata, replaced);
    renameSync(staging, pgdata);
    rmSync(replaced, { recursive: true, force: true });
    return `Restored ${file} into the embedded database in ${dataDir}: ${studios} studios.`;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

async function main(): Promise<string> {
  const parsed = parseFileOptions(process.argv.slice(2), USAGE);
  if (parsed.values.help) return USAGE;
  const [source, ...extra] = parsed.positionals;
  if (!source || extra.length > 0) throw new CliError(USAGE, 2);
  const file = path.resolve(source);
  if (!existsSync(file)) throw new CliError(`${file} does not exist.`);
  const config = serverConfig();
  const format = backupFormatOf(file);
  if (format === null) throw new CliError(`${file} is not a backup made by npm run db:backup.`);
  const force = parsed.values.force === true;
  if (config.databaseUrl) {
    if (format !== 'postgres') {
      throw new CliError(
        `${file} is a backup of the embedded database, but DATABASE_URL is set. Unset DATABASE_URL to ` +
          'restore it into DATA_DIR.',
      );
    }
    return restorePostgres(config.databaseUrl, file, force);
  }
  if (format !== 'pglite') {
    throw new CliError(
      `${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.`,
    );
  }
  return restorePglite(config.dataDir, file, force);
}

runCli('db:restore', main);
