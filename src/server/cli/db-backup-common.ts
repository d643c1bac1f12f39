/**
 * What db-backup.ts and db-restore.ts share: the configured database, the two backup formats, running
 * the PostgreSQL client tools without putting the password on their command line.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import type { DataDirLockedError } from '../db/data-dir-lock';
import { CliError } from './cli-runner';

/** `<file> [--force] [--help]`, the arguments of both commands. */
export function parseFileOptions(args: string[], usage: string) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`, 2);
  }
}

export function serverConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

export type BackupFormat = 'postgres' | 'pglite';

/** pg_dump's custom format starts with "PGDMP"; a PGlite dump is a gzipped tar. */
export function backupFormatOf(file: string): BackupFormat | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

/** A DataDirLockedError in words for these commands. */
export function lockedMessage(error: DataDirLockedError, what: string): string {
  return (
    `${error.message}\nThe embedded database allows one process per data directory, so ${what} needs the ` +
    'server stopped: stop it, run the command again, then start the server.'
  );
}

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore) against DATABASE_URL. The password travels in
 * PGPASSWORD, not in the arguments (which every user of the machine can list).
 */
export function runPgTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new CliError(
              `${tool} was not found. Install the PostgreSQL client tools of the server's major version ` +
                '(Debian: apt-get install postgresql-client).',
            )
          : error,
      );
    });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new CliError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
