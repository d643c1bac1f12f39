// `npm test`: the whole suite. Unit tests; API tests on the embedded database and, when
// TEST_DATABASE_URL is set, again on PostgreSQL; then the browser tests in Debian's Chromium.
// Without Chromium the browser tests are skipped with a plain message, except under CI=true,
// where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [];
const run = (name, command, args, env = {}) => {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
};

const withoutPg = { ...process.env };
delete withoutPg.TEST_DATABASE_URL;

run('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
{
  console.info('\n▶ API tests on PGlite (embedded)');
  const started = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: withoutPg,
  });
  steps.push({
    name: 'API tests on PGlite',
    ok: result.status === 0,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  });
}
if (process.env.TEST_DATABASE_URL) {
  run('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api']);
} else {
  console.info(
    '\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only (CI runs them on PostgreSQL too).',
  );
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('browser tests (Playwright, Chromium)', 'node', ['scripts/test-e2e.mjs']);
} else if (process.env.CI === 'true') {
  console.error(
    `\n✗ Chromium not found at ${chromium}: CI needs it for the browser tests (apt-get install chromium).`,
  );
  steps.push({ name: 'browser tests', ok: false, seconds: '0' });
} else {
  console.info(
    `\nChromium not found at ${chromium}: the browser tests are skipped. Install it (apt-get install chromium) or set CHROMIUM_PATH to run them.`,
  );
}

console.info('\nSummary');
for (const step of steps) console.info(`  ${step.ok ? '✓' : '✗'} ${step.name} (${step.seconds}s)`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
