/**
 * Admin accounts from the command line: npm run admin -- <command> [options]. It works on the
 * server's database (DATABASE_URL, or the embedded one in DATA_DIR), migrating it first if needed.
 * Exit codes: 0 done, 1 failed (with the reason on stderr), 2 wrong usage, 130 cancelled.
 */
import { parseArgs } from 'node:util';
import { EMAIL_MAX_LENGTH } from '@domain/schemas/auth-schemas';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DataVersion } from '../db/data-version';
import { type Database, openDatabase, type Tx } from '../db/database';
import {
  type AdminUserRow,
  findAdminByEmail,
  insertAdmin,
  listAdmins,
  normalizeEmail,
  updateAdmin,
} from '../db/repositories/admin-users';
import { clearAccountFailures } from '../db/repositories/login-attempts';
import { writeTransaction } from '../db/write-transaction';
import { hashPassword, passwordProblem } from '../lib/passwords';
import { CliError, runCli } from './cli-runner';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create --email <email> [--superuser] [--password-stdin]
         [--username <name>] [--first-name <name>] [--last-name <name>]
                        Create a staff admin account (asks for the password twice).
                        --superuser also lets it manage other admins.
  list                  List the admin accounts.
  set-password --email <email> [--password-stdin]
                        Set a new password; the account's sessions end.
  disable --email <email>
                        Disable an account: it can no longer sign in; its sessions end.
  enable --email <email>
                        Enable a disabled account again.
  unlock --email <email>
                        Clear the account's failed sign-ins, so that no address has to wait
                        before trying it again (docs/security.md, sign-in throttling).

Options:
  --password-stdin      Read the password from the first line of standard input instead of asking.
  -h, --help            Show this help.

The database is the server's: DATABASE_URL, or the embedded database in DATA_DIR (default ./data).
With the embedded database, stop the server first: only one process can open it.
Passwords need at least 12 characters.`;

const usageError = (message: string) => new CliError(`${message}\nSee: npm run admin -- --help`, 2);

interface Options {
  command: string;
  email: string | undefined;
  superuser: boolean;
  passwordStdin: boolean;
  username: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  help: boolean;
}

const ARG_OPTIONS = {
  email: { type: 'string' },
  superuser: { type: 'boolean', default: false },
  'password-stdin': { type: 'boolean', default: false },
  username: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function parseOptions(argv: string[]): Options {
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof ARG_OPTIONS }>
  >;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: ARG_OPTIONS });
  } catch (error) {
    throw usageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw usageError(`Unexpected argument: ${positionals[1]}`);
  return {
    command: positionals[0] ?? '',
    email: values.email,
    superuser: values.superuser ?? false,
    passwordStdin: values['password-stdin'] ?? false,
    username: values.username,
    firstName: values['first-name'],
    lastName: values['last-name'],
    help: values.help ?? false,
  };
}

const emailSchema = z.email().max(EMAIL_MAX_LENGTH);

function requireEmail(options: Options): string {
  if (!options.email) throw usageError(`${options.command} needs --email <email>.`);
  const email = normalizeEmail(options.email);
  if (!emailSchema.safeParse(email).success)
    throw new CliError(`Not a valid email address: ${options.email}`);
  return email;
}

/** The first line of standard input (without its line ending). */
async function readFirstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    if ((chunk as Buffer).includes(10)) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
}

/** Asks on the terminal with echo off. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: CliError) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      if (chunk.startsWith('\u001b')) return; // arrow keys and other escape sequences
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003') return finish(new CliError('Cancelled.', 130));
        if (ch === '\u0004') return value ? finish() : finish(new CliError('Cancelled.', 130));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    process.stderr.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readNewPassword(options: Options): Promise<string> {
  let password: string;
  if (options.passwordStdin) {
    password = await readFirstLine();
  } else {
    if (!process.stdin.isTTY) {
      throw usageError(
        'Standard input is not a terminal: pass --password-stdin to read the password from it.',
      );
    }
    password = await askHidden('Password: ');
    const again = await askHidden('Password (again): ');
    if (password !== again) throw new CliError('The passwords do not match. Nothing was changed.');
  }
  const problem = passwordProblem(password);
  if (problem) throw new CliError(`${problem} Nothing was changed.`);
  return password;
}

function flags(row: AdminUserRow): string {
  const parts = [row.isStaff ? 'staff' : 'not staff'];
  if (row.isSuperuser) parts.push('superuser');
  if (!row.isActive) parts.push('disabled');
  return parts.join(', ');
}

/**
 * The write path outside the server (docs/architecture.md): an account's change is one write, recorded
 * as the repositories record it (the change log names the operator's action), and it changes nothing a
 * server caches, so it announces no new data version.
 */
function accountWrite<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return writeTransaction(database, new DataVersion(database), work, undefined, { announce: false });
}

async function findOrFail(database: Database, email: string): Promise<AdminUserRow> {
  const row = await findAdminByEmail(database.db, email);
  if (!row) throw new CliError(`No admin account with email ${email}. See: npm run admin -- list`);
  return row;
}

async function create(database: Database, options: Options): Promise<string> {
  const email = requireEmail(options);
  if (await findAdminByEmail(database.db, email)) {
    throw new CliError(
      `An admin account with email ${email} already exists. ` +
        'Use set-password to change its password, or enable to enable it again.',
    );
  }
  const password = await readNewPassword(options);
  const passwordHash = await hashPassword(password);
  const row = await accountWrite(database, (tx) =>
    insertAdmin(tx, {
      email,
      passwordHash,
      username: options.username,
      firstName: options.firstName,
      lastName: options.lastName,
      isStaff: true,
      isSuperuser: options.superuser,
    }),
  );
  if (!row) throw new CliError(`An admin account with email ${email} already exists.`);
  return `Created admin account ${row.email} (${flags(row)}). Sign in at /frontend/admin/login.`;
}

async function list(database: Database): Promise<string> {
  const rows = await listAdmins(database.db);
  if (rows.length === 0) {
    return 'No admin accounts yet. Create one with: npm run admin -- create --email you@example.com';
  }
  const header = ['ID', 'EMAIL', 'USERNAME', 'STAFF', 'SUPERUSER', 'ACTIVE', 'LAST LOGIN'];
  const yesNo = (v: boolean) => (v ? 'yes' : 'no');
  const table = [
    header,
    ...rows.map((r) => [
      String(r.id),
      r.email,
      r.username,
      yesNo(r.isStaff),
      yesNo(r.isSuperuser),
      yesNo(r.isActive),
      r.lastLogin ? r.lastLogin.toISOString() : 'never',
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  return table
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function setPassword(database: Database, options: Options): Promise<string> {
  const email = requireEmail(options);
  const row = await findOrFail(database, email);
  const password = await readNewPassword(options);
  const passwordHash = await hashPassword(password);
  await accountWrite(database, (tx) => updateAdmin(tx, row.id, { passwordHash }));
  return `Changed the password of ${email}; its sessions have ended.`;
}

async function setActive(database: Database, options: Options, active: boolean): Promise<string> {
  const email = requireEmail(options);
  const row = await findOrFail(database, email);
  if (row.isActive === active) return `${email} is already ${active ? 'enabled' : 'disabled'}.`;
  await accountWrite(database, (tx) => updateAdmin(tx, row.id, { isActive: active }));
  return active
    ? `Enabled ${email}: it can sign in again.`
    : `Disabled ${email}: it can no longer sign in, and its sessions have ended.`;
}

async function unlock(database: Database, options: Options): Promise<string> {
  // Unknown emails are throttled too, so this works whether or not the account exists.
  const email = requireEmail(options);
  const cleared = await accountWrite(database, (tx) => clearAccountFailures(tx, email));
  return cleared === 0
    ? `${email} had no failed sign-ins to clear.`
    : `Cleared ${cleared} failed sign-in${cleared === 1 ? '' : 's'} of ${email}: it can be tried again at once.`;
}

async function openServerDatabase(): Promise<Database> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      databasePoolSize: 2,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new CliError(
        `${error.message}\nThe admin command opens the same embedded database as the server, and only one ` +
          'process can have it open: stop the server, run the command, then start the server again.',
      );
    }
    throw error;
  }
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw new CliError(
      `Could not prepare the database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return database;
}

const COMMANDS = ['create', 'list', 'set-password', 'disable', 'enable', 'unlock'];

async function run(argv: string[]): Promise<string> {
  const options = parseOptions(argv);
  if (options.help) return USAGE;
  if (!options.command) throw new CliError(USAGE, 2);
  if (!COMMANDS.includes(options.command)) throw usageError(`Unknown command: ${options.command}`);
  if (
    options.command !== 'create' &&
    (options.superuser || options.username || options.firstName || options.lastName)
  ) {
    throw usageError('--superuser, --username, --first-name and --last-name only go with create.');
  }
  if (options.passwordStdin && !['create', 'set-password'].includes(options.command)) {
    throw usageError('--password-stdin only goes with create and set-password.');
  }
  if (options.command !== 'list') requireEmail(options);

  const database = await openServerDatabase();
  try {
    switch (options.command) {
      case 'create':
        return await create(database, options);
      case 'list':
        return await list(database);
      case 'set-password':
        return await setPassword(database, options);
      case 'disable':
        return await setActive(database, options, false);
      case 'unlock':
        return await unlock(database, options);
      default:
        return await setActive(database, options, true);
    }
  } finally {
    await database.close();
  }
}

runCli('admin', () => run(process.argv.slice(2)));
