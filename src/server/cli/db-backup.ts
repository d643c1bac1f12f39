/**
 * `npm run db:backup -- <file> [--force]`: a consistent backup of the server's database.
 *  - PostgreSQL (DATABASE_URL): pg_dump in its custom format (one transaction's snapshot, so it may
 *    run while servers write). Restore with db:restore (pg_restore).
 *  - The embedded database (DATA_DIR): PGlite's own dump of its data directory (a gzipped tar), taken
 *    with the data directory locked. PGlite allows one process per data directory, so the server
 *    must be stopped first; the command says so when it is running.
 * Photos and floor plans (issue 18, decision 019): with IMAGE_STORAGE=database their files are rows of
 * the database, so in the backup; with IMAGE_STORAGE=files (the embedded default) they are files in
 * DATA_DIR/images, not in the backup, and the command says so and names the folder to copy.
 * The file is written next to its final name and renamed when complete; an existing file is only
 * replaced with --force. It is readable by its owner only (mode 0600): it holds password hashes and
 * session ids.
 */
import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { CliError, runCli } from './cli-runner';
import { formatBytes, lockedMessage, parseFileOptions, runPgTool, serverConfig } from './db-backup-common';

const USAGE = `Usage: npm run db:backup -- <file> [--force]

Backs up the server's database to <file>:
  DATABASE_URL set     pg_dump, custom format (may run while servers write)
  otherwise            the embedded database in DATA_DIR (default ./data), as PGlite's
                       dump of its data directory; stop the server first
Images: with IMAGE_STORAGE=database they are in the backup; with IMAGE_STORAGE=files
(the embedded default) they are files in DATA_DIR/images: copy that folder as well.
Options:
  --force              Replace <file> if it exists.
  -h, --help           Show this help.
Restore with: npm run db:restore -- <file>`;

async function backupPostgres(databaseUrl: string, file: string): Promise<string> {
  await runPgTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
    databaseUrl,
  );
  return `PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)}`;
}

async function backupPglite(dataDir: string, file: string): Promise<string> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(pgdata))
    throw new CliError(`There is no embedded database in ${dataDir} (no pgdata folder).`);
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new CliError(lockedMessage(error, 'a backup'));
    throw error;
  }
  try {
    const client = new PGlite(pgdata);
    try {
      await client.waitReady;
      // Everything written is in the files PGlite dumps: a checkpoint first, for a compact, clean copy.
      await client.exec('CHECKPOINT');
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
  return `embedded database in ${dataDir}`;
}

/** What the operator must know about the images' files (none in the backup with the files driver). */
function imagesNote(config: AppConfig): string {
  if (config.images.storage === 'database') return 'Images (IMAGE_STORAGE=database) are in the backup.';
  const folder = path.join(config.dataDir, 'images');
  if (!existsSync(folder)) return `No image files yet (IMAGE_STORAGE=files keeps them in ${folder}).`;
  return (
    `Images are NOT in this file: IMAGE_STORAGE=files keeps them in ${folder}. Copy that folder too ` +
    '(its files never change once written, so copying only new ones is enough, e.g. rsync -a); ' +
    'restore it beside the database, or set IMAGE_STORAGE=database to keep them in the database.'
  );
}

async function main(): Promise<string> {
  const parsed = parseFileOptions(process.argv.slice(2), USAGE);
  if (parsed.values.help) return USAGE;
  const [target, ...extra] = parsed.positionals;
  if (!target || extra.length > 0) throw new CliError(USAGE, 2);
  const file = path.resolve(target);
  if (existsSync(file) && !parsed.values.force) {
    throw new CliError(`${file} exists. Choose another name, or replace it with --force.`);
  }
  const config = serverConfig();
  const partial = `${file}.partial-${process.pid}`;
  const started = Date.now();
  try {
    // Created private before a byte is written (pg_dump writes into the existing file, keeping its
    // mode); chmod again after, whatever the umask.
    closeSync(openSync(partial, 'wx', 0o600));
    const what = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, partial)
      : await backupPglite(config.dataDir, partial);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return `Backed up the ${what} to ${file} (${formatBytes(statSync(file).size)}) in ${Date.now() - started} ms.\n${imagesNote(config)}`;
  } finally {
    rmSync(partial, { force: true });
  }
}

runCli('db:backup', main);
