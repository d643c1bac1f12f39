/**
 * The admin command end to end, as an operator runs it: a separate process on the server's database
 * (a fresh PGlite DATA_DIR, or with TEST_DATABASE_URL this worker's PostgreSQL database through
 * DATABASE_URL), then sign-in through the app on that same database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf, signIn } from '../../test/auth-helpers';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { workerTestDatabase } from '../../test/test-database';
import { openPglite } from '../db/database';
import { changeLog } from '../db/schema';
import { projectRoot } from '../lib/project-root';

const CLI_TIMEOUT_MS = 120_000;
const EMAIL = 'cli-admin@example.com';
const FIRST_PASSWORD = 'first password from stdin';
const SECOND_PASSWORD = 'second password, changed';

let t: TestApp;
let dataDir: string;
let databaseUrl: string | null;

beforeAll(async () => {
  t = await createTestApp();
  databaseUrl = (await workerTestDatabase()).url;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-admin-cli-'));
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], input?: string, env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl ?? '',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        NODE_OPTIONS: '',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** Runs `work` with an app on the CLI's database (PGlite: opened only meanwhile, as it is exclusive). */
async function withApp<T>(work: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const database = databaseUrl ? t.database : await openPglite({ dataDir });
  const app = await buildAppOn(database);
  try {
    return await work(app);
  } finally {
    await app.close();
    if (!databaseUrl) await database.close();
  }
}

async function loginStatus(app: FastifyInstance, email: string, password: string): Promise<number> {
  const anon = await csrf(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login/',
    headers: anon.headers,
    payload: { email, password },
  });
  return res.statusCode;
}

describe('npm run admin', () => {
  it(
    'creates an account from stdin, refuses a duplicate, and lists it',
    async () => {
      const created = await cli(
        ['create', '--email', 'CLI-Admin@Example.com', '--superuser', '--password-stdin'],
        `${FIRST_PASSWORD}\nignored second line\n`,
      );
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain(`Created admin account ${EMAIL} (staff, superuser)`);
      expect(created.stdout).not.toContain(FIRST_PASSWORD);

      const again = await cli(['create', '--email', EMAIL, '--password-stdin'], `${FIRST_PASSWORD}\n`);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`An admin account with email ${EMAIL} already exists`);

      const listed = await cli(['list']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/ID\s+EMAIL\s+USERNAME\s+STAFF\s+SUPERUSER\s+ACTIVE\s+LAST LOGIN/);
      expect(listed.stdout).toMatch(new RegExp(`${EMAIL}\\s+${EMAIL}\\s+yes\\s+yes\\s+yes\\s+never`));

      await withApp(async (app) => {
        const s = await signIn(app, EMAIL, FIRST_PASSWORD);
        expect(s.user).toMatchObject({ email: EMAIL, is_staff: true, is_superuser: true });
      });
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'sets a new password (at least 12 characters), which ends the sessions',
    async () => {
      const cookie = await withApp(async (app) => (await signIn(app, EMAIL, FIRST_PASSWORD)).headers.cookie);

      const short = await cli(['set-password', '--email', EMAIL, '--password-stdin'], 'too short\n');
      expect(short.code).toBe(1);
      expect(short.stderr).toContain('at least 12 characters');

      const changed = await cli(
        ['set-password', '--email', EMAIL, '--password-stdin'],
        `${SECOND_PASSWORD}\n`,
      );
      expect(changed.stderr).toBe('');
      expect(changed.code).toBe(0);
      expect(changed.stdout).toContain(`Changed the password of ${EMAIL}`);

      await withApp(async (app) => {
        const res = await app.inject({ url: '/api/admin/status/', headers: { cookie } });
        expect(res.json().authenticated).toBe(false);
        expect(await loginStatus(app, EMAIL, FIRST_PASSWORD)).toBe(401);
        expect(await loginStatus(app, EMAIL, SECOND_PASSWORD)).toBe(200);
      });
      const listed = await cli(['list']);
      expect(listed.stdout).not.toMatch(/never/);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'disables and enables an account',
    async () => {
      const disabled = await cli(['disable', '--email', EMAIL]);
      expect(disabled.code).toBe(0);
      expect(disabled.stdout).toContain(`Disabled ${EMAIL}`);
      expect((await cli(['list'])).stdout).toMatch(new RegExp(`${EMAIL}\\s+${EMAIL}\\s+yes\\s+yes\\s+no`));
      await withApp(async (app) => {
        expect(await loginStatus(app, EMAIL, SECOND_PASSWORD)).toBe(401);
      });

      const enabled = await cli(['enable', '--email', EMAIL]);
      expect(enabled.code).toBe(0);
      expect(enabled.stdout).toContain(`Enabled ${EMAIL}`);
      await withApp(async (app) => {
        expect(await loginStatus(app, EMAIL, SECOND_PASSWORD)).toBe(200);
      });
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'unlocks an account: its failed sign-ins are cleared and the waiting address may try at once',
    async () => {
      // From a clean slate, whatever the tests before left.
      expect((await cli(['unlock', '--email', EMAIL])).code).toBe(0);
      await withApp(async (app) => {
        for (let i = 0; i < 3; i++) expect(await loginStatus(app, EMAIL, `wrong guess ${i}`)).toBe(401);
        expect(await loginStatus(app, EMAIL, SECOND_PASSWORD)).toBe(429);
      });
      const unlocked = await cli(['unlock', '--email', EMAIL.toUpperCase()]);
      expect(unlocked.stderr).toBe('');
      expect(unlocked.code).toBe(0);
      expect(unlocked.stdout).toContain(
        `Cleared 3 failed sign-ins of ${EMAIL}: it can be tried again at once`,
      );
      const unlocks = async (app: FastifyInstance) =>
        (await app.database.db.select().from(changeLog)).filter(
          (row) => row.field === `admin_user:${EMAIL}` && row.action === 'admin',
        );
      let recorded = 0;
      await withApp(async (app) => {
        expect(await loginStatus(app, EMAIL, SECOND_PASSWORD)).toBe(200);
        // Every write is recorded: the unlock, by an operator (no admin), with before and after.
        const entries = await unlocks(app);
        recorded = entries.length;
        expect(entries.at(-1)).toMatchObject({
          adminId: null,
          studioId: null,
          before: { failed_sign_ins: 3 },
          after: { failed_sign_ins: 0 },
        });
      });
      const again = await cli(['unlock', '--email', EMAIL]);
      expect(again.stdout).toContain(`${EMAIL} had no failed sign-ins to clear.`);
      // Nothing was cleared, so nothing more is recorded.
      await withApp(async (app) => expect(await unlocks(app)).toHaveLength(recorded));
      expect((await cli(['unlock'])).code).toBe(2);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'explains wrong usage (exit 2) and unknown accounts (exit 1)',
    async () => {
      const none = await cli([]);
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('Usage: npm run admin -- <command>');
      const unknown = await cli(['frobnicate']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('Unknown command: frobnicate');
      const noEmail = await cli(['disable']);
      expect(noEmail.code).toBe(2);
      expect(noEmail.stderr).toContain('disable needs --email <email>.');
      const badEmail = await cli(['disable', '--email', 'not-an-email']);
      expect(badEmail.code).toBe(1);
      expect(badEmail.stderr).toContain('Not a valid email address');
      const noTty = await cli(['create', '--email', 'tty@example.com']);
      expect(noTty.code).toBe(2);
      expect(noTty.stderr).toContain('pass --password-stdin');
      const missing = await cli(
        ['set-password', '--email', 'nobody@example.com', '--password-stdin'],
        'long enough password\n',
      );
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No admin account with email nobody@example.com');
      const help = await cli(['--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('set-password --email <email>');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'says so when the server holds the embedded database',
    async () => {
      const database = await openPglite({ dataDir });
      try {
        // Whatever database the suite runs on, this call uses the embedded one in DATA_DIR.
        const res = await cli(['list'], undefined, { DATABASE_URL: '' });
        expect(res.code).toBe(1);
        expect(res.stderr).toContain(
          `The data directory ${dataDir} is in use by another process (pid ${process.pid}`,
        );
        expect(res.stderr).toContain('stop the server, run the command, then start the server again');
      } finally {
        await database.close();
      }
    },
    CLI_TIMEOUT_MS,
  );
});
