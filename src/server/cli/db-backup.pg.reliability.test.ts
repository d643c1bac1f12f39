/**
 * npm run db:backup / db:restore on PostgreSQL: pg_dump while the server writes gives a consistent
 * snapshot (no half import in it); restored into a fresh database it serves the same studios; a
 * non-empty database is only replaced with --force, and a server running on it drops its cached
 * pages at once.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_ADMIN, runCli, snapshot, writeSomething } from '../../test/reliability/backup-scenario';
import { HttpSession } from '../../test/reliability/http-session';
import {
  createScratchDatabase,
  reportFigures,
  type ScratchDatabase,
} from '../../test/reliability/scratch-database';
import {
  atomicRound,
  expectOk,
  IMPORT_PATH,
  PARAMETERS_PATH,
  parameterValues,
  STUDIO_PATH,
  taggedImportBody,
  taggedKeys,
} from '../../test/reliability/workload';
import { type ServerProcess, startServer } from '../../test/server-process';

const root = mkdtempSync(path.join(os.tmpdir(), 'vp-rel-pgbackup-'));
const servers: ServerProcess[] = [];
const databases: ScratchDatabase[] = [];

afterAll(async () => {
  for (const s of servers) s.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const db of databases) await db.drop();
  rmSync(root, { recursive: true, force: true });
});

async function database(label: string): Promise<ScratchDatabase> {
  const db = await createScratchDatabase(label);
  databases.push(db);
  return db;
}

async function serve(db: ScratchDatabase, seed = false): Promise<ServerProcess> {
  const server = await startServer({
    DATABASE_URL: db.url,
    SEED_DEMO: String(seed),
    ADMIN_EMAIL: BACKUP_ADMIN.email,
    ADMIN_PASSWORD: BACKUP_ADMIN.password,
  });
  servers.push(server);
  return server;
}

describe('backup and restore on PostgreSQL', () => {
  it('a restored backup serves the same studios; a non-empty database is replaced only with --force', async () => {
    const source = await database('backup_src');
    const target = await database('backup_dst');
    const file = path.join(root, 'backup.dump');

    const first = await serve(source, true);
    await writeSomething(first.baseUrl);
    const before = await snapshot(first.baseUrl);

    const backup = await runCli('db-backup', [file], { DATABASE_URL: source.url });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up the PostgreSQL database ${source.name} to ${file}`);

    const restored = await runCli('db-restore', [file], { DATABASE_URL: target.url });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`into the PostgreSQL database ${target.name}: 49 studios.`);
    const second = await serve(target);
    expect(await snapshot(second.baseUrl)).toEqual(before);

    // Changed, then restored over while its server runs: refused without --force; with it, the
    // server serves the backup at once (its caches were told).
    const admin = new HttpSession(second.baseUrl, false);
    await admin.signIn(BACKUP_ADMIN.email, BACKUP_ADMIN.password);
    await expectOk(admin.request('PATCH', STUDIO_PATH(2), { city: 'Changed after the backup' }), 'edit');
    await expectOk(admin.get('/api/studios/studios-enhanced/'), 'warm the cache');
    const notEmpty = await runCli('db-restore', [file], { DATABASE_URL: target.url });
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toContain(`The database ${target.name} is not empty`);
    const forced = await runCli('db-restore', [file, '--force'], { DATABASE_URL: target.url });
    expect(forced.code, forced.stderr).toBe(0);
    const visitor = new HttpSession(second.baseUrl, false);
    const started = performance.now();
    while ((await visitor.get(STUDIO_PATH(2))).json<{ city: string }>().city !== 'Backed-up City') {
      expect(performance.now() - started, 'the running server still serves the replaced data').toBeLessThan(
        2000,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await second.stop()).code).toBe(0);
    const third = await serve(target);
    expect(await snapshot(third.baseUrl)).toEqual(before);

    // The wrong kind of file for the configured database is refused with the reason.
    const other = path.join(root, 'not-a-dump');
    writeFileSync(other, 'hello');
    expect((await runCli('db-restore', [other], { DATABASE_URL: target.url })).stderr).toContain(
      'is not a backup',
    );
    const wrongKind = await runCli('db-restore', [file], { DATA_DIR: path.join(root, 'data') });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toContain('is a PostgreSQL backup: set DATABASE_URL');
    reportFigures('backup (PostgreSQL)', { backup_bytes: statSync(file).size, studios: 49 });
  });

  it('a backup taken while imports run holds each import whole or not at all', async () => {
    const source = await database('backup_live');
    const target = await database('backup_live_dst');
    const server = await serve(source, true);
    const admin = new HttpSession(server.baseUrl, false);
    await admin.signIn(BACKUP_ADMIN.email, BACKUP_ADMIN.password);
    const keys = taggedKeys('LIVE', 200);
    let round = 0;
    let stop = false;
    const imports = (async () => {
      while (!stop) {
        round += 1;
        await expectOk(
          admin.request('POST', IMPORT_PATH(6), taggedImportBody(keys, 'live', round)),
          'import',
        );
      }
    })();
    while (round < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const file = path.join(root, 'live.dump');
    const backup = await runCli('db-backup', [file], { DATABASE_URL: source.url });
    stop = true;
    await imports;
    expect(backup.code, backup.stderr).toBe(0);
    expect((await runCli('db-restore', [file], { DATABASE_URL: target.url })).code).toBe(0);
    const restored = await serve(target);
    const params = await expectOk(
      new HttpSession(restored.baseUrl, false).get(PARAMETERS_PATH(6)),
      'parameters',
    );
    const seen = atomicRound(parameterValues(params.json(), keys), keys, 'live');
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(seen).toBeLessThanOrEqual(round);
  });
});
