/**
 * PGlite allows one process per data directory. A lock file holding the owner's pid guards it; a
 * lock left by a process that no longer runs is taken over.
 *
 * Both steps are atomic, so that of several processes starting at once exactly one wins:
 * - Taking a free lock: the owner record is written to a file of its own, then hard-linked to the lock
 *   name, which fails if the name exists (no one ever sees a half-written lock).
 * - Taking over a stale lock: only under a short-lived guard file (created exclusively), and only if
 *   the lock still names the dead owner once the guard is held. Without the guard, two takers could
 *   both remove the stale lock, the second removing the first one's new lock. A guard left by a
 *   process that died within those few microseconds is removed after GUARD_STALE_MS.
 */
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
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

/** The lock file's text, or null when there is none. */
function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseOwner(text: string | null): LockOwner | null {
  try {
    const owner = JSON.parse(text ?? '') as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

function readOwner(file: string): LockOwner | null {
  return parseOwner(readText(file));
}

export interface DataDirLock {
  release(): void;
}

const GUARD_STALE_MS = 10_000;
const GUARD_WAIT_MS = 20;
const ATTEMPTS = 50;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function sameOwner(a: LockOwner | null, b: LockOwner | null): boolean {
  return a?.pid === b?.pid && a?.startedAt === b?.startedAt && a?.host === b?.host;
}

/**
 * Removes `file` if it still holds exactly the `stale` text, under the guard. False when another
 * process holds the guard. Under the guard nothing else can change a present lock file: takers only
 * remove under the guard, and linking only creates a missing one.
 */
function removeStaleLock(file: string, stale: string): boolean {
  const guard = `${file}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > GUARD_STALE_MS) rmSync(guard, { force: true });
    return false;
  }
  try {
    writeSync(fd, String(process.pid));
    if (readText(file) === stale) rmSync(file);
    return true;
  } finally {
    closeSync(fd);
    rmSync(guard, { force: true });
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, startedAt: new Date().toISOString(), host: os.hostname() };
  const record = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(record, JSON.stringify(me), { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        linkSync(record, file);
        let released = false;
        return {
          release() {
            if (released) return;
            released = true;
            if (sameOwner(readOwner(file), me)) rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = readText(file);
      // Gone meanwhile (released, or being taken over): try to link again.
      if (text === null) continue;
      const owner = parseOwner(text);
      const sameHost = !owner || owner.host === me.host;
      if (owner && owner.pid !== process.pid && sameHost && isRunning(owner.pid)) {
        throw new DataDirLockedError(dataDir, owner.pid, owner.startedAt);
      }
      if (owner && !sameHost)
        throw new DataDirLockedError(dataDir, owner.pid, `${owner.startedAt} on ${owner.host}`);
      // Stale lock: its process is gone. Take it over, unless another process is doing so right now.
      // An unreadable lock counts as stale too: its writer never finished (older versions wrote in place).
      if (!removeStaleLock(file, text)) sleepSync(GUARD_WAIT_MS);
    }
  } finally {
    rmSync(record, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
