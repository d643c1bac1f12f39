/**
 * Suite 3 on PostgreSQL: SIGKILL of the server in the middle of edits, imports and creates; the
 * restarted server has every acknowledged write, once, and no half import; the database's own
 * bookkeeping agrees (one change-log row per imported value, no import without its rows). And SIGTERM:
 * requests in flight finish, the process exits 0.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../server-process';
import { CRASH_IMPORT_KEYS, finishCrashRun, runKillCycles } from './crash-scenario';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { expectSigtermFinishesInFlight } from './sigterm-scenario';

const ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-password-1' };
const servers: ServerProcess[] = [];
const databases: ScratchDatabase[] = [];

afterAll(async () => {
  for (const s of servers) s.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const db of databases) await db.drop();
});

describe('crash on PostgreSQL', () => {
  it('SIGKILL mid-write, three times: every acknowledged write is there once, no import is half-applied', async () => {
    const db = await createScratchDatabase('crash');
    databases.push(db);
    const env = {
      DATABASE_URL: db.url,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const { server, admin, totals } = await runKillCycles(env, ADMIN, servers);

    // Every import that exists has exactly one change-log row per key it set, and every edit row
    // belongs to a studio version bump: no orphaned or partial bookkeeping.
    const perImport = await db.query<{ id: number; rows: string }>(
      `SELECT i.id, count(c.id) AS rows FROM parameter_imports i
         LEFT JOIN change_log c ON c.import_id = i.id AND c.action = 'import'
        GROUP BY i.id`,
    );
    expect(perImport.length).toBeGreaterThan(0);
    for (const row of perImport) expect(Number(row.rows), `import ${row.id}`).toBe(CRASH_IMPORT_KEYS.length);
    const [check] = await db.query<{ ok: boolean }>(
      `SELECT bool_and((s.detailed_attributes ? 'CRASH_00') = exists(
                 SELECT 1 FROM studio_parameters p WHERE p.studio_id = s.id AND p.parameter_key = 'CRASH_00' AND p.is_current)) AS ok
         FROM studios s`,
    );
    expect(check?.ok).toBe(true);

    await finishCrashRun('crash (PostgreSQL)', server, admin, totals);
  });

  it('SIGTERM: imports in flight all finish with 200, the process exits 0, and their data is there after a restart', async () => {
    const db = await createScratchDatabase('sigterm');
    databases.push(db);
    const env = {
      DATABASE_URL: db.url,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    await expectSigtermFinishesInFlight(env, servers, 'SIGTERM (PostgreSQL)');
  });
});
