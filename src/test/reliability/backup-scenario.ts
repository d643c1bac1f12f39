/**
 * What a backup must give back, the same on both databases: a server on the restored database
 * serves the same studios (every field, the hidden ones too), the same parameters with their
 * history and sources, the same change history, and the same admin sessions' accounts.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { projectRoot } from '../../server/lib/project-root';
import { HttpSession } from './http-session';
import {
  expectOk,
  HISTORY_PATH,
  IMPORT_HISTORY_PATH,
  IMPORT_PATH,
  PARAMETERS_PATH,
  STUDIO_PATH,
  taggedImportBody,
  taggedKeys,
} from './workload';

export const BACKUP_ADMIN = { email: 'backup-admin@example.com', password: 'backup-admin-password' };

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs npm run db:backup / db:restore's script with this environment (DATABASE_URL or DATA_DIR). */
export async function runCli(
  script: 'db-backup' | 'db-restore',
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `src/server/cli/${script}.ts`, ...args],
      { cwd: projectRoot, env: { ...base, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** Some writes of every kind, so the backup holds more than the seed. */
export async function writeSomething(baseUrl: string): Promise<void> {
  const admin = new HttpSession(baseUrl, false);
  await admin.signIn(BACKUP_ADMIN.email, BACKUP_ADMIN.password);
  await expectOk(admin.request('PATCH', STUDIO_PATH(2), { city: 'Backed-up City' }), 'edit');
  await expectOk(
    admin.request('PATCH', STUDIO_PATH(3), {
      production_pipeline_virtual_tools: [{ name: 'Backup tool', url: 'https://tools.example.org/b' }],
    }),
    'edit list',
  );
  await expectOk(
    admin.request('PATCH', `/api/studios/studios-enhanced/4/update_status/`, { status: 'draft' }),
    'status',
  );
  await expectOk(
    admin.request('POST', '/api/studios/studios/', {
      name: 'Made before the backup',
      city: 'X',
      country: 'Y',
    }),
    'create',
  );
  const keys = taggedKeys('BACKUP', 5);
  await expectOk(admin.request('POST', IMPORT_PATH(5), taggedImportBody(keys, 'b', 1)), 'import 1');
  await expectOk(
    admin.request('POST', IMPORT_PATH(5), taggedImportBody(keys, 'b', 2, 'version')),
    'import 2',
  );
}

/** Everything a server says about the data, as an admin sees it. */
export async function snapshot(baseUrl: string): Promise<Record<string, unknown>> {
  const admin = new HttpSession(baseUrl, false);
  await admin.signIn(BACKUP_ADMIN.email, BACKUP_ADMIN.password);
  const visitor = new HttpSession(baseUrl, false);
  const all = (await expectOk(admin.get('/api/studios/studios/?page_size=1000'), 'admin list')).json<{
    results: { id: number }[];
  }>();
  const out: Record<string, unknown> = {
    adminList: all,
    visitorList: (await expectOk(visitor.get('/api/studios/studios-enhanced/?page_size=100'), 'list')).json(),
  };
  for (const { id } of all.results.slice(0, 12)) {
    out[`studio ${id}`] = (await expectOk(admin.get(STUDIO_PATH(id)), 'studio')).json();
    out[`parameters ${id}`] = (await expectOk(admin.get(PARAMETERS_PATH(id)), 'parameters')).json();
    out[`history ${id}`] = (await expectOk(admin.get(HISTORY_PATH(id)), 'history')).json();
    out[`imports ${id}`] = (await expectOk(admin.get(IMPORT_HISTORY_PATH(id)), 'imports')).json();
  }
  expect(all.results.length).toBeGreaterThan(40);
  return out;
}
