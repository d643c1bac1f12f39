/**
 * `npm run bench:write-cost`: the CPU time one admin write costs the machine, by where it is spent:
 * the server's event loop (which every reader needs), the server's other threads (the embedded
 * database's thread, garbage collection, compression) and, on PostgreSQL, the database server's
 * backends. CPU time is read from /proc (Linux), so unlike throughput it barely depends on what else
 * the machine is doing: this is the figure to watch while changing the write path, and the one that
 * explains bench:rw's ratios (an edit that costs the event loop 5 ms takes 5 % of a second's reads at
 * 10 edits a second).
 *
 * With 1,000 synthetic studios (BENCH_STUDIOS): 100 field edits at 10 a second, each followed by the
 * reads that pick the change up (the studio's page and its list page, as the bench:rw readers do),
 * then 10 imports of 5,000 parameters overwriting one studio, one after another. The same on
 * PostgreSQL when it is reachable (BENCH_PG_URL).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { HttpSession, keepAliveAgent } from '../src/test/reliability/http-session';
import { writePerformanceSection } from './support/performance-doc';
import { projectRoot, startBuiltServer } from './support/server-process';
import { busiestOtherThread, processCpu, processesCpu, threadCpus } from './support/thread-cpu';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 1000);
const EDITS = Number(process.env.BENCH_EDITS ?? 100);
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 10);
const IMPORT_PARAMETERS = 5000;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

interface Sample {
  main: number;
  otherThreads: number;
  database: number;
  threads: Map<number, number>;
}

function sampler(serverPid: number, databasePids: () => Promise<number[]>) {
  return async (): Promise<Sample> => ({
    ...processCpu(serverPid),
    database: processesCpu(await databasePids()),
    threads: threadCpus(serverPid),
  });
}

function importFile(round: number): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (let i = 0; i < IMPORT_PARAMETERS; i++)
    json[`BENCH_PARAMETER_${String(i).padStart(4, '0')}_M`] = `${i + round}.5 m [1]`;
  json.source_references = { '1': { url: 'https://example.com/source-1', description: 'Source 1' } };
  return json;
}

interface Row {
  database: string;
  write: string;
  count: number;
  main: number;
  otherThreads: number;
  /** Of otherThreads, the busiest one: the embedded database's thread on PGlite. */
  busiestThread: number;
  databaseServer: number | null;
  medianMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function runOn(database: string, env: Record<string, string>, pgName?: string): Promise<Row[]> {
  console.info(`\n${database}: seeding ${STUDIOS} synthetic studios...`);
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/seed-synthetic.ts', String(STUDIOS)],
    { cwd: projectRoot, env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (seed.status !== 0) throw new Error('seeding failed');
  const server = await startBuiltServer({
    ...env,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // CPU_PROFILE_DIR=<folder>: a main-thread profile of each measured part (cpu-profile-hook.mjs).
    ...(process.env.CPU_PROFILE_DIR
      ? {
          NODE_OPTIONS: `--import ${pathToFileURL(path.join(projectRoot, 'bench/support/cpu-profile-hook.mjs')).href}`,
        }
      : {}),
  });
  const watcher = pgName ? new pg.Client({ connectionString: `${PG_URL}/postgres` }) : null;
  await watcher?.connect();
  const databasePids = async () =>
    watcher
      ? (
          await watcher.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
            pgName,
          ])
        ).rows.map((r) => r.pid)
      : [];
  const sample = sampler(server.child.pid!, databasePids);
  try {
    const base = server.baseUrl;
    const first = (await (
      await fetch(`${base}/api/studios/studios-enhanced/?page=1&page_size=100`)
    ).json()) as {
      results: { id: number }[];
    };
    const ids = first.results.map((s) => s.id);
    const admin = new HttpSession(base, keepAliveAgent(4));
    const reader = new HttpSession(base, keepAliveAgent(4));
    await admin.signIn(ADMIN.email, ADMIN.password);
    const read = async (p: string) => {
      await reader.request('GET', p);
    };
    // Warm up: every list page and studio page served once, the JIT warm.
    for (let page = 1; page <= Math.ceil(STUDIOS / 100); page++)
      await read(`/api/studios/studios-enhanced/?page=${page}&page_size=100`).catch(() => {});
    for (const id of ids) await read(`/api/studios/studios-enhanced/${id}/`);
    const importTarget = ids[0]!;
    const created = await admin.request('POST', `/api/studios/studios/${importTarget}/import-parameters/`, {
      json_data: importFile(0),
      preview_only: false,
    });
    if (created.status !== 200) throw new Error(`import answered ${created.status}`);
    for (let n = 0; n < 20; n++)
      await admin.request('PATCH', `/api/studios/studios-enhanced/${ids[20 + (n % 60)]}/`, {
        city: `Warm City ${n}`,
      });

    const rows: Row[] = [];
    const measure = async (
      write: string,
      count: number,
      one: (n: number) => Promise<void>,
      gapMs: number,
    ) => {
      // Settle, then take the figures around the writes alone.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const profiling = Boolean(process.env.CPU_PROFILE_DIR);
      if (profiling) server.child.kill('SIGUSR2'); // bench/support/cpu-profile-hook.mjs starts
      const before = await sample();
      const durations: number[] = [];
      for (let n = 0; n < count; n++) {
        const started = performance.now();
        await one(n);
        const took = performance.now() - started;
        durations.push(took);
        if (gapMs > took) await new Promise((resolve) => setTimeout(resolve, gapMs - took));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await sample();
      if (profiling) server.child.kill('SIGUSR2'); // ... and writes the profile
      const per = (k: 'main' | 'otherThreads' | 'database') => (after[k] - before[k]) / count;
      rows.push({
        database,
        write,
        count,
        main: per('main'),
        otherThreads: per('otherThreads'),
        busiestThread: busiestOtherThread(server.child.pid!, before.threads, after.threads) / count,
        databaseServer: pgName ? per('database') : null,
        medianMs: median(durations),
      });
      const row = rows.at(-1)!;
      console.info(
        `${database} ${write}: event loop ${row.main.toFixed(1)} ms, other threads ${row.otherThreads.toFixed(1)} ms (busiest ${row.busiestThread.toFixed(1)})` +
          (row.databaseServer === null ? '' : `, PostgreSQL ${row.databaseServer.toFixed(1)} ms`) +
          ` of CPU per write; median ${row.medianMs.toFixed(0)} ms`,
      );
    };

    const only = process.env.BENCH_ONLY; // 'edits' or 'imports': one kind of write (for profiling)
    if (only !== 'imports')
      await measure(
        'field edit, then its two pages read',
        EDITS,
        async (n) => {
          const id = ids[20 + (n % 60)]!;
          const res = await admin.request('PATCH', `/api/studios/studios-enhanced/${id}/`, {
            city: `Bench City ${n}`,
          });
          if (res.status !== 200) throw new Error(`edit answered ${res.status}`);
          const page = Math.floor(ids.indexOf(id) / 100) + 1;
          await read(`/api/studios/studios-enhanced/${id}/`);
          await read(`/api/studios/studios-enhanced/?page=${page}&page_size=100`);
        },
        100,
      );
    if (only !== 'edits')
      await measure(
        '5,000-parameter import (overwrite), then the studio read',
        IMPORTS,
        async (n) => {
          const res = await admin.request(
            'POST',
            `/api/studios/studios/${importTarget}/import-parameters/`,
            { json_data: importFile(n + 1), preview_only: false, resolve_conflicts: 'overwrite' },
            { timeoutMs: 60_000 },
          );
          if (res.status !== 200) throw new Error(`import answered ${res.status}`);
          await read(`/api/studios/studios-enhanced/${importTarget}/`);
          await read('/api/studios/studios-enhanced/?page=1&page_size=100');
        },
        0,
      );
    return rows;
  } catch (error) {
    console.error(server.output().slice(-3000));
    throw error;
  } finally {
    await watcher?.end();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-cost-'));
  try {
    rows.push(...(await runOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const name = `vp_bench_cost_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  let reachable = true;
  await adminClient.connect().catch((error: Error) => {
    reachable = false;
    console.info(`\nPostgreSQL at ${PG_URL} is not reachable (${error.message}): skipped.`);
  });
  if (reachable) {
    try {
      await adminClient.query(`CREATE DATABASE ${name}`);
      rows.push(...(await runOn('PostgreSQL', { DATABASE_URL: `${PG_URL}/${name}` }, name)));
    } finally {
      await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminClient.end();
    }
  }
  const ms = (v: number | null) => (v === null ? '' : v.toFixed(1));
  writePerformanceSection(
    'What a write costs (bench:write-cost)',
    [
      `Measured ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}, load average ` +
        `${os.loadavg()[0]!.toFixed(1)} at the end), ${STUDIOS} synthetic studios, the built server. CPU time per write`,
      "from /proc, so other work on the machine barely moves it: the server's event loop (what readers wait for),",
      "the server's other threads (the embedded database's thread, garbage collection) and PostgreSQL's backends.",
      'An edit is followed by the reads that pick it up (its studio page and its list page), an import by its studio.',
      '',
      '| database | write | writes | event loop ms | other threads ms | of which the busiest | PostgreSQL ms | median wall ms |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.database} | ${r.write} | ${r.count} | ${ms(r.main)} | ${ms(r.otherThreads)} | ${ms(r.busiestThread)} | ${ms(r.databaseServer)} | ${r.medianMs.toFixed(0)} |`,
      ),
      '',
      'Run it with `npm run bench:write-cost` (`BENCH_STUDIOS`, `BENCH_EDITS`, `BENCH_IMPORTS`, `BENCH_PG_URL` adjust it).',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
