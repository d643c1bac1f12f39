/**
 * npm run db:backup / db:restore on the embedded database: refused while the server holds the data
 * directory; a backup of a stopped server restored into a fresh DATA_DIR serves the same studios; a
 * non-empty DATA_DIR is only replaced with --force.
 */
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_ADMIN, runCli, snapshot, writeSomething } from '../../test/reliability/backup-scenario';
import { HttpSession } from '../../test/reliability/http-session';
import { reportFigures } from '../../test/reliability/scratch-database';
import { expectOk, STUDIO_PATH } from '../../test/reliability/workload';
import { type ServerProcess, startServer } from '../../test/server-process';

const root = mkdtempSync(path.join(os.tmpdir(), 'vp-rel-backup-'));
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) s.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  rmSync(root, { recursive: true, force: true });
});

async function serve(dataDir: string, seed = false): Promise<ServerProcess> {
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED_DEMO: String(seed),
    ADMIN_EMAIL: BACKUP_ADMIN.email,
    ADMIN_PASSWORD: BACKUP_ADMIN.password,
  });
  servers.push(server);
  return server;
}

describe('backup and restore of the embedded database', () => {
  it('a restored backup serves the same studios; the running server, a non-empty DATA_DIR and an existing file are refused', async () => {
    const original = path.join(root, 'original');
    const copy = path.join(root, 'copy');
    const file = path.join(root, 'backup.tar.gz');

    const first = await serve(original, true);
    await writeSomething(first.baseUrl);
    const before = await snapshot(first.baseUrl);

    // The server holds the data directory: the backup says so and writes nothing.
    const refused = await runCli('db-backup', [file], { DATA_DIR: original });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is in use by another process (pid ${first.pid}`);
    expect(refused.stderr).toContain('stop it, run the command again');
    expect(existsSync(file)).toBe(false);

    expect((await first.stop()).code).toBe(0);
    const backup = await runCli('db-backup', [file], { DATA_DIR: original });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up the embedded database in ${original} to ${file}`);
    expect(statSync(file).size).toBeGreaterThan(1000);
    const again = await runCli('db-backup', [file], { DATA_DIR: original });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists');
    expect((await runCli('db-backup', [file, '--force'], { DATA_DIR: original })).code).toBe(0);

    // Into a DATA_DIR that does not exist yet.
    const restored = await runCli('db-restore', [file], { DATA_DIR: copy });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored .* into the embedded database in .*: 49 studios\./);
    const second = await serve(copy);
    expect(await snapshot(second.baseUrl)).toEqual(before);

    // A change on the copy, then a restore over it: refused without --force, and while it runs.
    const admin = new HttpSession(second.baseUrl, false);
    await admin.signIn(BACKUP_ADMIN.email, BACKUP_ADMIN.password);
    await expectOk(admin.request('PATCH', STUDIO_PATH(2), { city: 'Changed after the backup' }), 'edit');
    const notEmpty = await runCli('db-restore', [file], { DATA_DIR: copy });
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toContain('is not empty');
    const running = await runCli('db-restore', [file, '--force'], { DATA_DIR: copy });
    expect(running.code).toBe(1);
    expect(running.stderr).toContain(`is in use by another process (pid ${second.pid}`);
    expect((await second.stop()).code).toBe(0);
    const forced = await runCli('db-restore', [file, '--force'], { DATA_DIR: copy });
    expect(forced.code, forced.stderr).toBe(0);
    const third = await serve(copy);
    expect(await snapshot(third.baseUrl)).toEqual(before);
    expect((await third.stop()).code).toBe(0);

    // Anything else is refused with the reason.
    const other = path.join(root, 'not-a-backup');
    writeFileSync(other, 'hello');
    const notOurs = await runCli('db-restore', [other, '--force'], { DATA_DIR: copy });
    expect(notOurs.code).toBe(1);
    expect(notOurs.stderr).toContain('is not a backup made by npm run db:backup');
    reportFigures('backup (PGlite)', { backup_bytes: statSync(file).size, studios: 49 });
  });
});
