/**
 * `npm run bench:rw`: reads while an admin writes. With 1,000 synthetic studios, 50
 * connections read list pages and studio pages (autocannon) under three loads, alternating for a few
 * rounds: alone, while one admin makes 10 field edits a second, and while the admin imports 5,000
 * parameters into a studio one import after another. Once on the embedded database (PGlite) and once on PostgreSQL (a fresh database the
 * bench creates and drops; BENCH_PG_URL names the server, default postgres://postgres@127.0.0.1:5432).
 * Goal: under writes, at least 0.9 of the read throughput alone, and no read slower than 250 ms.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { HttpSession, keepAliveAgent } from '../src/test/reliability/http-session';
import { writePerformanceSection } from './support/performance-doc';
import { projectRoot, type RunningServer, startBuiltServer } from './support/server-process';
import { processCpu, processesCpu } from './support/thread-cpu';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EDITS_PER_SECOND = 10;
/** Edits that may run at once: an admin with a few tabs open. */
const EDITS_IN_FLIGHT = 4;
const IMPORT_PARAMETERS = 5000;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };
const GOAL_RATIO = 0.9;
const GOAL_MAX_MS = 250;

interface Row {
  database: string;
  load: string;
  /** Medians over the rounds. */
  rps: number;
  p50: number;
  p99: number;
  /** The slowest read of all rounds, as the load generator saw it. */
  max: number;
  /** The longest the server's event loop was held up in any round. */
  loopMax: number;
  errors: number;
  writes: string;
  /** Share of one core (medians over the rounds): where the machine's CPU went during the load. */
  cpu: CpuShares;
  ratio?: number;
}

interface CpuShares {
  serverLoop: number;
  serverThreads: number;
  postgres: number;
  loadGenerator: number;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Asks the server (started with bench/support/loop-delay-hook.mjs) for its event-loop delay since the
 * last ask: a wait the server itself caused, as opposed to one in the load generator or the machine.
 */
function loopDelayProbe(server: RunningServer) {
  let seen = 0;
  return async (): Promise<{ loopP99: number; loopMax: number }> => {
    server.child.kill('SIGUSR2');
    for (let waited = 0; waited < 5000; waited += 20) {
      const lines = [...server.output().matchAll(/^loop-delay (\{.*\})$/gm)];
      if (lines.length > seen) {
        seen = lines.length;
        const { p99, max } = JSON.parse(lines.at(-1)![1]!) as { p99: number; max: number };
        return { loopP99: p99, loopMax: max };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the server did not report its event-loop delay');
  };
}

async function reads(base: string, paths: string[]) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // On its own thread, so the admin's requests from this one are not held up by the load's.
    workers: 1,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Starts `write` `perSecond` times a second on a fixed schedule (an open-loop load: a write does not
 * wait for the one before it, as edits from several admin tabs would not), with at most `inFlight`
 * running at once; a start that finds them all busy is skipped and counted, not queued.
 */
function writer(perSecond: number, inFlight: number, write: (n: number) => Promise<void>) {
  const durations: number[] = [];
  let failures = 0;
  let skipped = 0;
  let running = 0;
  const runs = new Set<Promise<void>>();
  let n = 0;
  const start = () => {
    if (running >= inFlight) {
      skipped += 1;
      return;
    }
    running += 1;
    const started = performance.now();
    const run = write(n++)
      .catch((error: unknown) => {
        failures += 1;
        if (failures === 1) console.error(error);
      })
      .finally(() => {
        durations.push(performance.now() - started);
        running -= 1;
        runs.delete(run);
      });
    runs.add(run);
  };
  start();
  const timer = setInterval(start, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...runs]);
      const sorted = [...durations].sort((a, b) => a - b);
      return {
        count: durations.length,
        failures,
        skipped,
        median: sorted[Math.floor(sorted.length / 2)] ?? 0,
      };
    },
  };
}

function importFile(round: number): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (let i = 0; i < IMPORT_PARAMETERS; i++)
    json[`BENCH_PARAMETER_${String(i).padStart(4, '0')}_M`] = `${i + round}.5 m [1]`;
  json.source_references = { '1': { url: 'https://example.com/source-1', description: 'Source 1' } };
  return json;
}

async function runOn(database: string, env: Record<string, string>): Promise<Row[]> {
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
    NODE_OPTIONS: `--import ${pathToFileURL(path.join(projectRoot, 'bench/support/loop-delay-hook.mjs')).href}`,
  });
  const children: ChildProcess[] = [server.child];
  const pgName = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : null;
  // Reads which backends serve the bench's database, to count PostgreSQL's CPU.
  const watcher = pgName ? new pg.Client({ connectionString: `${PG_URL}/postgres` }) : null;
  try {
    await watcher?.connect();
    const base = server.baseUrl;
    const first = (await (
      await fetch(`${base}/api/studios/studios-enhanced/?page=1&page_size=100`)
    ).json()) as {
      count: number;
      results: { id: number }[];
    };
    const pages = Math.ceil(first.count / 100);
    const ids = first.results.map((s) => s.id);
    const paths: string[] = [];
    for (let i = 0; i < Math.max(pages, 10); i++) {
      paths.push(`/api/studios/studios-enhanced/?page=${(i % pages) + 1}&page_size=100`);
      paths.push(`/api/studios/studios-enhanced/${ids[(i * 7) % ids.length]}/`);
    }
    const admin = new HttpSession(base, keepAliveAgent(4));
    await admin.signIn(ADMIN.email, ADMIN.password);
    const editTargets = ids.slice(20, 80);
    const importTarget = ids[0]!;
    // The first import creates the parameters; the ones measured overwrite all 5,000.
    const created = await admin.request('POST', `/api/studios/studios/${importTarget}/import-parameters/`, {
      json_data: importFile(0),
      preview_only: false,
    });
    if (created.status !== 200)
      throw new Error(`import answered ${created.status}: ${created.text.slice(0, 200)}`);

    await reads(base, paths); // warm-up

    const loopDelay = loopDelayProbe(server);
    type WriteStats = Awaited<ReturnType<ReturnType<typeof writer>['stop']>>;
    type Figures = Awaited<ReturnType<typeof reads>> & {
      loopP99: number;
      loopMax: number;
      writes: WriteStats | null;
      cpu: CpuShares;
    };
    const cpuNow = async () => {
      const server = processCpu(serverPid);
      const bench = processCpu(process.pid);
      const backends = watcher
        ? (
            await watcher.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
              pgName,
            ])
          ).rows.map((r) => r.pid)
        : [];
      // The load generator is autocannon's worker thread in this process (workers: 1).
      return {
        ...server,
        postgres: processesCpu(backends),
        loadGenerator: bench.otherThreads,
        at: performance.now(),
      };
    };
    const serverPid = server.child.pid!;
    const measure = async (startWrites?: () => { stop(): Promise<WriteStats> }): Promise<Figures> => {
      await loopDelay(); // starts the server's count afresh
      const before = await cpuNow();
      const writes = startWrites?.();
      const figures = await reads(base, paths);
      const done = (await writes?.stop()) ?? null;
      const after = await cpuNow();
      const share = (k: 'main' | 'otherThreads' | 'postgres' | 'loadGenerator') =>
        (after[k] - before[k]) / (after.at - before.at);
      const cpu: CpuShares = {
        serverLoop: share('main'),
        serverThreads: share('otherThreads'),
        postgres: share('postgres'),
        loadGenerator: share('loadGenerator'),
      };
      return { ...figures, ...(await loopDelay()), writes: done, cpu };
    };
    const startEdits = () => {
      const edits = writer(EDITS_PER_SECOND, EDITS_IN_FLIGHT, async (n) => {
        const id = editTargets[n % editTargets.length]!;
        const res = await admin.request('PATCH', `/api/studios/studios-enhanced/${id}/`, {
          city: `Bench City ${n}`,
        });
        if (res.status !== 200) throw new Error(`edit answered ${res.status}: ${res.text.slice(0, 200)}`);
      });
      return edits;
    };
    let importRound = 0;
    const startImports = () => {
      const imports = writer(1, 1, async () => {
        const res = await admin.request(
          'POST',
          `/api/studios/studios/${importTarget}/import-parameters/`,
          { json_data: importFile(++importRound), preview_only: false, resolve_conflicts: 'overwrite' },
          { timeoutMs: 60_000 },
        );
        if (res.status !== 200) throw new Error(`import answered ${res.status}: ${res.text.slice(0, 200)}`);
      });
      return imports;
    };

    // The loads alternate, round after round, so a slow spell of the machine weighs on all three.
    const loads = [
      { name: 'reads alone', start: undefined, noun: '' },
      { name: `reads + ${EDITS_PER_SECOND} edits/s`, start: startEdits, noun: 'edits' },
      { name: 'reads + 5,000-parameter imports', start: startImports, noun: 'imports' },
    ];
    const describeWrites = (noun: string, stats: WriteStats[]) => {
      if (stats.length === 0) return '';
      const sum = (pick: (s: WriteStats) => number) => stats.reduce((total, s) => total + pick(s), 0);
      const count = sum((s) => s.count);
      return `${count} ${noun} (${(count / (stats.length * DURATION_S)).toFixed(1)}/s, median ${median(stats.map((s) => s.median)).toFixed(0)} ms, ${sum((s) => s.failures)} failed, ${sum((s) => s.skipped)} skipped)`;
    };
    const results = loads.map(() => [] as Figures[]);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [index, load] of loads.entries()) {
        const figures = await measure(load.start);
        results[index]!.push(figures);
        const c = figures.cpu;
        console.info(
          `${database.padEnd(10)} round ${round} ${load.name.padEnd(32)} ${String(figures.rps).padStart(6)} req/s  p99 ${figures.p99} ms  max ${figures.max} ms  server loop max ${figures.loopMax} ms  ${describeWrites(load.noun, figures.writes ? [figures.writes] : [])}` +
            `  CPU: loop ${percent(c.serverLoop)}, server threads ${percent(c.serverThreads)}, PostgreSQL ${percent(c.postgres)}, load generator ${percent(c.loadGenerator)}`,
        );
      }
    }
    const rows: Row[] = loads.map((load, index) => {
      const runs = results[index]!;
      return {
        database,
        load: load.name,
        rps: median(runs.map((r) => r.rps)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        max: Math.max(...runs.map((r) => r.max)),
        loopMax: Math.max(...runs.map((r) => r.loopMax)),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
        writes: describeWrites(
          load.noun,
          runs.flatMap((r) => (r.writes ? [r.writes] : [])),
        ),
        cpu: {
          serverLoop: median(runs.map((r) => r.cpu.serverLoop)),
          serverThreads: median(runs.map((r) => r.cpu.serverThreads)),
          postgres: median(runs.map((r) => r.cpu.postgres)),
          loadGenerator: median(runs.map((r) => r.cpu.loadGenerator)),
        },
      };
    });
    for (const row of rows.slice(1)) row.ratio = row.rps / rows[0]!.rps;
    return rows;
  } finally {
    await watcher?.end();
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T | null> {
  const name = `vp_bench_rw_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  try {
    await adminClient.connect();
  } catch (error) {
    console.info(`\nPostgreSQL at ${PG_URL} is not reachable (${(error as Error).message}): skipped.`);
    return null;
  }
  try {
    await adminClient.query(`CREATE DATABASE ${name}`);
    try {
      return await work(`${PG_URL}/${name}`);
    } finally {
      await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await adminClient.end();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-rw-'));
  const rows: Row[] = [];
  try {
    rows.push(...(await runOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  rows.push(...((await withPostgres((url) => runOn('PostgreSQL', { DATABASE_URL: url }))) ?? []));

  const met = (r: Row) =>
    (r.ratio === undefined || r.ratio >= GOAL_RATIO) && r.max <= GOAL_MAX_MS && r.errors === 0;
  const table = rows
    .map(
      (r) =>
        `| ${r.database} | ${r.load} | ${r.rps} | ${r.ratio === undefined ? '1' : r.ratio.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.loopMax} | ${r.errors} | ${r.writes} | ${met(r) ? 'yes' : 'NO'} |`,
    )
    .join('\n');
  writePerformanceSection(
    'Reads under writes (bench:rw)',
    [
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores, 24 GiB, Node ${process.version}), ${STUDIOS}`,
      `synthetic studios, autocannon (its own thread) with ${CONNECTIONS} connections for ${DURATION_S} s per load, cycling through`,
      'the list pages (100 a page) and studio pages; client, server and database on one machine. The three loads',
      `alternate for ${ROUNDS} rounds; req/s, p50 and p99 are the medians of the rounds, max the slowest read of all`,
      'rounds as the load generator saw it, and "server loop max" the longest the server\'s event loop was held',
      'up in any round (measured inside the server). The writes come from one admin session:',
      `${EDITS_PER_SECOND} field edits a second on a fixed schedule (PATCH of one studio's city, at most ${EDITS_IN_FLIGHT} at once), or`,
      `${IMPORT_PARAMETERS.toLocaleString('en-US')}-parameter imports overwriting one studio, one after another (at most one a second).`,
      '',
      '| database | load | req/s | of reads alone | p50 ms | p99 ms | max ms | server loop max ms | errors | writes | goal met |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      table,
      '',
      `Goal: under writes at least ${GOAL_RATIO} of the read throughput alone, and no read slower than ${GOAL_MAX_MS} ms.`,
      'A write refreshes only the studios it touched (docs/decisions/003-list-cache-and-data-version.md).',
      '',
      'Run it with `npm run bench:rw` (`BENCH_STUDIOS`, `BENCH_DURATION`, `BENCH_ROUNDS`, `BENCH_CONNECTIONS`, `BENCH_PG_URL` adjust it).',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
