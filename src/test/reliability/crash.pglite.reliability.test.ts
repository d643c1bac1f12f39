/**
 * Suite 3 on the embedded database (PGlite in DATA_DIR): SIGKILL in the middle of edits, imports and
 * creates; the restart takes over the stale lock, opens the data cleanly and has every acknowledged
 * write, once, and no half import. And SIGTERM: requests in flight finish, the process exits 0.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../server-process';
import { expectNoErrorLogs, restart, verifyCycle, writeUntilKilled } from './crash-scenario';
import { HttpSession, keepAliveAgent } from './http-session';
import { reportFigures } from './scratch-database';
import { expectSigtermFinishesInFlight } from './sigterm-scenario';
import { STUDIO_PATH } from './workload';

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
    let server = await startServer(env);
    servers.push(server);
    let admin = new HttpSession(server.baseUrl, keepAliveAgent());
    await admin.signIn(ADMIN.email, ADMIN.password);
    const totals = { acknowledged: 0, unknown: 0, unknownApplied: 0 };

    for (let cycle = 0; cycle < 3; cycle++) {
      const killAfterMs = 400 + Math.floor(Math.random() * 1200);
      const records = await writeUntilKilled(
        server,
        admin,
        cycle,
        { editStudios: [10 + cycle * 4, 11 + cycle * 4, 12 + cycle * 4], importStudio: 13 + cycle * 4 },
        killAfterMs,
      );
      // The killed process left its lock behind; the next start takes it over.
      expect(lockOwner(dir)).toBe(server.pid);
      ({ server, admin } = await restart(server, env, admin));
      servers.push(server);
      expect(lockOwner(dir)).toBe(server.pid);
      expectNoErrorLogs(server.output());
      const counts = await verifyCycle(admin, records);
      totals.acknowledged += counts.acknowledged;
      totals.unknown += counts.unknown;
      totals.unknownApplied += counts.unknownApplied;
    }

    // The reopened database takes writes as before.
    const after = await admin.request('PATCH', STUDIO_PATH(30), { city: 'After the crashes' });
    expect(after.status).toBe(200);
    reportFigures('crash (PGlite)', {
      kills: 3,
      acknowledged_writes: totals.acknowledged,
      in_flight_at_kill: totals.unknown,
      in_flight_that_landed: totals.unknownApplied,
    });
    expect((await server.stop()).code).toBe(0);
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
