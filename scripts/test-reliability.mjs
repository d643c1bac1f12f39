// `npm run test:reliability`: the reliability and security suites of docs/reliability.md, against
// real server processes of the built app on 127.0.0.1. This runner decides what runs where:
//   *.pglite.reliability.test.ts   the embedded database only
//   *.pg.reliability.test.ts       PostgreSQL only (TEST_DATABASE_URL: each suite makes and drops
//                                  its own databases on that server)
//   other *.reliability.test.ts    both: once on PGlite, and again on PostgreSQL when it is there
// Without TEST_DATABASE_URL the PGlite parts run and the PostgreSQL parts are named as not run
// (under CI=true that is a failure). The fleet suite also needs nginx (Debian's package): without it
// the suite is named as not run, with how to install it; under CI=true it runs anyway and fails,
// saying so. Each step has a time limit; the figures the suites report are printed together at the
// end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, buildIsStale, distDir } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STEP_LIMIT_MS = 25 * 60_000;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const files = [...walk(path.join(root, 'src'))]
  .filter((f) => f.endsWith('.reliability.test.ts'))
  .map((f) => path.relative(root, f))
  .sort();
const postgresOnly = files.filter((f) => f.endsWith('.pg.reliability.test.ts'));
const pgliteOnly = files.filter((f) => f.endsWith('.pglite.reliability.test.ts'));
const both = files.filter((f) => !postgresOnly.includes(f) && !pgliteOnly.includes(f));

// The suites that run nginx in front of the servers (src/test/reliability/fleet-nginx.ts finds it
// the same way: NGINX_BIN, /usr/sbin/nginx, or nginx on the PATH).
const needsNginx = (f) => path.basename(f).startsWith('fleet.');
const nginxThere = [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx']
  .filter(Boolean)
  .some((bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0);
const missingNginx = !nginxThere && process.env.CI !== 'true' ? files.filter(needsNginx) : [];

const started = Date.now();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'vp-reliability-'));
const figuresFile = path.join(scratch, 'figures.jsonl');
const steps = [];

if (buildIsStale()) {
  console.info(`\n▶ building the app into ${path.relative(root, distDir) || '.'}`);
  await buildAll();
}

function run(name, list, env) {
  console.info(`\n▶ ${name}: ${list.length} files\n  ${list.join('\n  ')}`);
  const stepStarted = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'reliability', ...list], {
    stdio: 'inherit',
    cwd: root,
    env: { ...env, RELIABILITY_FIGURES_FILE: figuresFile },
    timeout: STEP_LIMIT_MS,
    killSignal: 'SIGKILL',
  });
  const timedOut = result.error?.code === 'ETIMEDOUT';
  if (timedOut) console.error(`\n✗ ${name} did not finish within ${STEP_LIMIT_MS / 60_000} minutes.`);
  steps.push({ name, ok: result.status === 0, seconds: ((Date.now() - stepStarted) / 1000).toFixed(1) });
}

const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;
run('on the embedded database (PGlite)', [...pgliteOnly, ...both], withoutPostgres);

let missingPostgres = false;
if (process.env.TEST_DATABASE_URL) {
  run(
    'on PostgreSQL (TEST_DATABASE_URL)',
    [...postgresOnly, ...both].filter((f) => !missingNginx.includes(f)),
    process.env,
  );
  if (missingNginx.length > 0) {
    console.info(
      `\nnginx is not installed, so ${missingNginx.join(', ')} did not run. Install Debian's package ` +
        '(`apt-get install -y nginx`; .ci/run does it when it is missing) or set NGINX_BIN.',
    );
  }
} else {
  missingPostgres = true;
  console.info(
    '\nTEST_DATABASE_URL is not set, so the parts that need PostgreSQL did not run:\n' +
      `  ${postgresOnly.join('\n  ')}\n` +
      `  and the second run of ${both.join(', ')} on PostgreSQL.\n` +
      'Set TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/db (a server where the suites may create and ' +
      'drop databases) to run them.' +
      (process.env.CI === 'true' ? '\nCI=true: that is a failure.' : ''),
  );
}

let figures = [];
try {
  figures = readFileSync(figuresFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
} catch {
  // no figures: nothing ran far enough
}
rmSync(scratch, { recursive: true, force: true });

if (figures.length > 0) {
  console.info('\nFigures');
  for (const { suite, ...values } of figures) {
    console.info(`  ${suite}`);
    for (const [key, value] of Object.entries(values)) console.info(`    ${key}: ${value}`);
  }
}
console.info('\nSummary');
for (const step of steps) console.info(`  ${step.ok ? '✓' : '✗'} ${step.name} (${step.seconds}s)`);
if (missingPostgres) console.info('  - on PostgreSQL: not run (TEST_DATABASE_URL is not set)');
if (missingNginx.length > 0 && !missingPostgres)
  console.info(`  - ${missingNginx.join(', ')}: not run (no nginx)`);
console.info(`  total ${((Date.now() - started) / 1000).toFixed(1)}s`);
const failed = steps.some((s) => !s.ok) || (missingPostgres && process.env.CI === 'true');
process.exit(failed ? 1 : 0);
