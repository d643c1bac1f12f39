/**
 * PGlite allows one process per data directory. A lock file holding the owner's pid guards it; a
 * lock left by a process that no longer runs is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
    ownerStartedAt: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${ownerPid}, started ${ownerStartedAt}). ` +
        'Stop that process, or set DATA_DIR to another directory, or use DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  startedAt: string;
  host: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, startedAt: new Date().toISOString(), host: os.hostname() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      const sameHost = !owner || owner.host === me.host;
      if (owner && owner.pid !== process.pid && sameHost && isRunning(owner.pid)) {
        throw new DataDirLockedError(dataDir, owner.pid, owner.startedAt);
      }
      if (owner && !sameHost)
        throw new DataDirLockedError(dataDir, owner.pid, `${owner.startedAt} on ${owner.host}`);
      // Stale lock: its process is gone. Take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
