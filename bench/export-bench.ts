/**
 * `npm run bench:export`: the directory's export of 10,000 synthetic studios (goal: under 3 s, streamed,
 * never the whole file in memory), as CSV and XLSX over a real HTTP connection to the app on the
 * embedded database; then the studio import of that CSV (preview and execute of 10,000 rows that change
 * nothing) and of 10,000 new studios. Prints the figures with the load average and writes them to
 * docs/performance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/database';
import { insertSeedStudios } from '../src/server/seed/insert-seed-studios';
import { generateSyntheticStudios } from '../src/server/seed/synthetic-studios';
import { createAdminUser, signIn } from '../src/test/auth-helpers';
import { writePerformanceSection } from './support/performance-doc';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 10_000);
const RUNS = 3;
const GOAL_MS = 3000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-export-'));
  const database = await openPglite({ dataDir });
  await database.migrate();
  const app = await buildApp({
    config: {
      ...loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' }),
      dataDir,
      exportRatePerMinute: 100_000,
    },
    database,
    logger: false,
  });
  try {
    const studios = generateSyntheticStudios(STUDIOS);
    for (let i = 0; i < studios.length; i += 500) {
      await app.write((_tx, write) => insertSeedStudios(write, studios.slice(i, i + 500)));
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.studioStore.ready();
    const user = await createAdminUser(app);
    const admin = await signIn(app, user.email, user.password);

    const rows: string[] = [];
    const report = (name: string, values: number[], extra: string, goal: number | null) => {
      const ms = median(values);
      const verdict = goal === null ? '—' : ms < goal ? 'yes' : 'NO';
      console.info(
        `${name.padEnd(44)} median ${ms.toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')}) ${extra} load ${loadavg()}`,
      );
      rows.push(
        `| ${name} | ${ms.toFixed(0)} | ${values.map((v) => v.toFixed(0)).join(', ')} | ${extra} | ${verdict} |`,
      );
    };

    let csvBytes: Buffer | null = null;
    for (const format of ['csv', 'xlsx'] as const) {
      const times: number[] = [];
      const cpuTimes: number[] = [];
      let size = 0;
      let peakRss = 0;
      for (let run = 0; run < RUNS; run++) {
        const before = process.memoryUsage().rss;
        const timer = setInterval(() => {
          peakRss = Math.max(peakRss, process.memoryUsage().rss - before);
        }, 20);
        const cpu = process.cpuUsage();
        const started = performance.now();
        const res = await fetch(`${address}/api/studios/studios-enhanced/export/?format=${format}&lang=en`, {
          // An admin's export: every studio (a visitor's holds the public ones only).
          headers: { 'accept-encoding': 'identity', cookie: admin.headers.cookie },
        });
        const chunks: Buffer[] = [];
        for await (const chunk of res.body!) chunks.push(Buffer.from(chunk));
        times.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
        clearInterval(timer);
        const body = Buffer.concat(chunks);
        size = body.length;
        if (res.status !== 200) throw new Error(`${format}: ${res.status}`);
        if (format === 'csv') csvBytes = body;
      }
      const lines = format === 'csv' ? csvBytes!.toString('utf8').split('\r\n').length - 2 : STUDIOS;
      if (lines !== STUDIOS) throw new Error(`the CSV holds ${lines} studios, not ${STUDIOS}`);
      report(
        `export, ${STUDIOS.toLocaleString('en-US')} studios, ${format.toUpperCase()}`,
        times,
        `${(size / 1e6).toFixed(1)} MB; CPU ${median(cpuTimes).toFixed(0)} ms; RSS +${(peakRss / 1e6).toFixed(0)} MB`,
        GOAL_MS,
      );
    }

    const post = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/studios/studio-imports/',
        headers: admin.headers,
        payload: body,
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
      return { ms, body: res.json() };
    };
    const exported = { file_name: 'studios.csv', file_base64: csvBytes!.toString('base64') };
    const unchanged = { preview: [] as number[], execute: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      const preview = await post(exported);
      if (preview.body.summary.skip !== STUDIOS) {
        const changed = preview.body.rows.filter((r: { action: string }) => r.action !== 'skip').slice(0, 3);
        throw new Error(
          `the export, imported again, changed something: ${JSON.stringify(preview.body.summary)} ${JSON.stringify(changed)}`,
        );
      }
      unchanged.preview.push(preview.ms);
      unchanged.execute.push((await post({ ...exported, preview_only: false })).ms);
    }
    report(
      `import preview, the export (${STUDIOS.toLocaleString('en-US')} unchanged rows)`,
      unchanged.preview,
      '',
      null,
    );
    report(
      `import execute, the export (${STUDIOS.toLocaleString('en-US')} unchanged rows)`,
      unchanged.execute,
      '',
      null,
    );

    const created = { preview: [] as number[], execute: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      const file = stringify([
        ['Name', 'City', 'Country', 'Primary Wall Width (m)', 'LED Ceiling', 'Pricing'],
        ...Array.from({ length: STUDIOS }, (_, i) => [
          `Bench New ${run}-${i}`,
          'Bench City',
          'Benchland',
          String(10 + (i % 20)),
          i % 2 ? 'Yes' : 'No',
          'On request',
        ]),
      ]);
      const body = { file_name: 'new.csv', file_base64: Buffer.from(file).toString('base64') };
      created.preview.push((await post(body)).ms);
      const done = await post({ ...body, preview_only: false });
      if (done.body.results.created !== STUDIOS) throw new Error('not every studio was created');
      created.execute.push(done.ms);
    }
    report(`import preview, ${STUDIOS.toLocaleString('en-US')} new studios`, created.preview, '', null);
    report(
      `import execute, ${STUDIOS.toLocaleString('en-US')} new studios`,
      created.execute,
      '4 values each',
      null,
    );

    writePerformanceSection(
      'Spreadsheets (bench:export)',
      [
        `Measured ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}, load average ${loadavg()} at the end) on the embedded`,
        `database (PGlite) with ${STUDIOS.toLocaleString('en-US')} synthetic studios. The exports are read over a real HTTP connection`,
        '(uncompressed) from the first byte to the last; CPU is the process’s user and system time meanwhile (all its',
        'threads: it says little about other load on the machine); RSS is the largest growth of the process while one was read.',
        'The imports go through the real route with app.inject (base64 body, parsing, the plan, one transaction with the',
        `change log). ${RUNS} runs each; the goal (issue 19) is the export under 3 s.`,
        '',
        '| call | median ms | runs ms | notes | under 3 s |',
        '|---|---|---|---|---|',
        ...rows,
        '',
        'Run it with `npm run bench:export` (BENCH_STUDIOS to change the count).',
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
