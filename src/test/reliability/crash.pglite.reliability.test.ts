/**
 * Suite 3 on the embedded database (PGlite in DATA_DIR): SIGKILL in the middle of edits, imports and
 * creates; the restart takes over the stale lock, opens the data cleanly and has every acknowledged
 * write, once, and no half import. And SIGTERM: requests in flight finish, the process exits 0.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../server-process';
import { finishCrashRun, runKillCycles } from './crash-scenario';
import { expectSigtermFinishesInFlight } from './sigterm-scenario';

const ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-password-1' };
const dirs: string[] = [];
const servers: ServerProcess[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vp-rel-crash-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const s of servers) s.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function lockOwner(dir: string): number | null {
  const file = path.join(dir, 'server.lock');
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid;
}

describe('crash on PGlite', () => {
  it('SIGKILL mid-write, three times: every acknowledged write is there once, no import is half-applied, the stale lock is taken over', async () => {
    const dir = dataDir();
    const env = {
      DATA_DIR: dir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const { server, admin, totals } = await runKillCycles(env, ADMIN, servers, {
      // The killed process left its lock behind; the next start takes it over.
      beforeRestart: (killed) => expect(lockOwner(dir)).toBe(killed.pid),
      afterRestart: (started) => expect(lockOwner(dir)).toBe(started.pid),
    });

    await finishCrashRun('crash (PGlite)', server, admin, totals);
  });

  it('SIGTERM: imports in flight all finish with 200, the process exits 0, and their data is there after a restart', async () => {
    const dir = dataDir();
    const env = {
      DATA_DIR: dir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    await expectSigtermFinishesInFlight(env, servers, 'SIGTERM (PGlite)');
  });
});
