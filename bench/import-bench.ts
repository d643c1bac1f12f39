/**
 * `npm run bench:import`: preview and execute of a 5,000-parameter import file on the embedded
 * database (PGlite), through the real route (app.inject). Goal: each under 1 second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/database';
import { createAdminUser, signIn } from '../src/test/auth-helpers';
import { createStudio } from '../src/test/factories';
import { writePerformanceSection } from './support/performance-doc';

const PARAMETERS = 5000;
const RUNS = 3;

function file(round: number): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (let i = 0; i < PARAMETERS; i++)
    json[`BENCH_PARAMETER_${String(i).padStart(4, '0')}_M`] = `${i + round}.5 m [${(i % 3) + 1}]`;
  json.source_references = Object.fromEntries(
    [1, 2, 3].map((n) => [String(n), { url: `https://example.com/source-${n}`, description: `Source ${n}` }]),
  );
  return json;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-import-'));
  const database = await openPglite({ dataDir });
  await database.migrate();
  const app = await buildApp({
    config: { ...loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' }), dataDir },
    database,
    logger: false,
  });
  await app.ready();
  try {
    const user = await createAdminUser(app);
    const admin = await signIn(app, user.email, user.password);
    const timings: Record<string, number[]> = {};
    const time = async (name: string, body: Record<string, unknown>, studioId: number) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/studios/studios/${studioId}/import-parameters/`,
        headers: admin.headers,
        payload: body,
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const list = timings[name] ?? [];
      list.push(ms);
      timings[name] = list;
      return res.json();
    };
    for (let run = 0; run < RUNS; run++) {
      const studioId = await createStudio(app, { name: `Bench ${run}` });
      await time('preview, 5,000 new parameters', { json_data: file(0), preview_only: true }, studioId);
      const created = await time(
        'execute, 5,000 creates',
        { json_data: file(0), preview_only: false },
        studioId,
      );
      if (created.results.created !== PARAMETERS) throw new Error('not every parameter was created');
      await time('preview, 5,000 conflicting updates', { json_data: file(1), preview_only: true }, studioId);
      await time(
        'execute, 5,000 overwrites',
        { json_data: file(1), preview_only: false, resolve_conflicts: 'overwrite' },
        studioId,
      );
      await time(
        'execute, 5,000 new versions',
        { json_data: file(2), preview_only: false, resolve_conflicts: 'version' },
        studioId,
      );
    }
    const rows = Object.entries(timings).map(([name, values]) => {
      const ms = median(values);
      console.info(
        `${name.padEnd(40)} median ${ms.toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`,
      );
      return `| ${name} | ${ms.toFixed(0)} | ${values.map((v) => v.toFixed(0)).join(', ')} | ${ms < 1000 ? 'yes' : 'NO'} |`;
    });
    writePerformanceSection(
      'Import (bench:import)',
      [
        `Measured ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}) on the embedded`,
        'database (PGlite), through the real route with app.inject: JSON parsing, validation, the plan, one',
        `transaction with the change log and the import record. A file of ${PARAMETERS.toLocaleString('en-US')} parameters and 3 sources; ${RUNS} runs, each on a fresh studio.`,
        '',
        '| call | median ms | runs ms | under 1 s |',
        '|---|---|---|---|',
        ...rows,
        '',
        'Run it with `npm run bench:import`.',
      ].join('\n'),
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
