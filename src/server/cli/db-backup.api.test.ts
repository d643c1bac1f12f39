/**
 * npm run db:backup as an operator runs it, on a stopped embedded database: the backup is readable
 * by its owner only, whatever the umask.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/database';
import { projectRoot } from '../lib/project-root';

const root = mkdtempSync(path.join(os.tmpdir(), 'vp-backup-mode-'));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function backup(file: string, dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    // umask 0: without an explicit mode the file would be world-readable.
    const child = spawn(
      'sh',
      ['-c', 'umask 000 && exec "$0" --import tsx src/server/cli/db-backup.ts "$1"', process.execPath, file],
      {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_OPTIONS: '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('npm run db:backup', () => {
  it('writes the backup with mode 0600', async () => {
    const dataDir = path.join(root, 'data');
    const database = await openPglite({ dataDir });
    await database.migrate();
    await database.close();
    const file = path.join(root, 'backup.tar.gz');
    const result = await backup(file, dataDir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 120_000);
});
