/**
 * `npm run bench:rw`: reads while an admin writes. With 1,000 synthetic studios, 50
 * connections read list pages and studio pages (autocannon) under three loads, alternating for a few
 * rounds: alone, while one admin makes 10 field edits a second, and while the admin imports 5,000
 * parameters into a studio one import after another. Once on the embedded database (PGlite) and once on PostgreSQL (a fresh database the
 * bench creates and drops; BENCH_PG_URL names the server, default postgres://postgres@127.0.0.1:5432).
 * Goal: under writes, at least 0.9 of the read throughput alone, and no read slower than 250 ms.
 * The readers accept br and gzip, as browsers do (BENCH_ENCODING changes it): the server then sends
 * bodies it keeps compressed (9.8 KB a read here, 137.7 KB uncompressed).
 *
 * Method. The load generator runs on the machine it measures, and on this 2-core machine that made
 * the figures bimodal: left to the kernel, each round settled at one of two speeds, about 6,000 or
 * 12,000 req/s, whatever the load. The most likely cause: the server's event loop and autocannon's
 * thread wake each other for every response over loopback TCP, and Linux places a thread woken that
 * way on the waker's core when it can (wake-affine). Once they crowd onto one core they queue behind
 * each other while the other core idles, sleep and wake more, and so stay crowded until the round
 * ends; while both are busy on their own cores they rarely sleep, so nothing wakes them together. A round's
 * speed depended on where the two started, and probably other threads waking (the database's,
 * garbage collection's) made the one-core state likelier. Measured without other work: in slow
 * unpinned rounds both threads waited about a fifth of the time for a CPU and switched out ten times
 * as often per request as in fast ones, and pinned rounds ran at the fast speed; on a busy machine, a
 * perf trace (sched_wakeup) showed 80 of 89 of the server's wakeups of the load generator putting it
 * on the server's own core (docs/performance.md has the figures). Each round line prints "loop and
 * load generator on one core", the share of 50 ms samples in which they last ran on the same CPU
 * (higher in slow rounds), so BENCH_PIN=0 on a quiet machine shows it beside the two speeds.
 *
 * So the bench pins (taskset, Linux; BENCH_PIN=0 turns it off). By default (BENCH_PIN=server) the
 * load generator gets the last CPU to itself, and the server with every thread it runs (its event
 * loop, PGlite's thread, garbage collection) and the PostgreSQL backends serving it get the others:
 * a server with one core, as on a one-CPU host. Everything a write costs is then taken from the
 * server's core, never from the load generator's, so a ratio reads as the share of the server's core
 * the writes left to readers; on a server with a spare core the database's and the collector's work
 * would run beside the event loop instead. BENCH_PIN=loop pins only the event loop and lets its other
 * threads and PostgreSQL run on either core (then they also take from the load generator). A fixed
 * offered rate (autocannon's overallRate) was not chosen: below saturation it shows latency, and
 * throughput only as "kept up or not", which is not the ratio the goal asks for.
 *
 * The loads alternate within each round, and "of reads alone" is the median over the rounds of each
 * round's ratio to the reads alone of the same round, so a slow spell of the machine weighs on both
 * sides of a ratio. Each round line also says where the CPU went, other work on the machine included,
 * which makes a figure taken on a busy machine recognisable as such.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { HttpSession, keepAliveAgent } from '../src/test/reliability/http-session';
import {
  canPin,
  loadAverage,
  machineBusyMs,
  pinProcess,
  pinThread,
  sameCoreSampler,
} from './support/cpu-pinning';
import { writePerformanceSection } from './support/performance-doc';
import { projectRoot, type RunningServer, startBuiltServer } from './support/server-process';
import { processCpu, processesCpu } from './support/thread-cpu';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** What the readers accept: browsers ask for br or gzip (BENCH_ENCODING= for uncompressed answers). */
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const EDITS_PER_SECOND = 10;
/** Edits that may run at once: an admin with a few tabs open. */
const EDITS_IN_FLIGHT = 4;
const IMPORT_PARAMETERS = 5000;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };
const GOAL_RATIO = 0.9;
const GOAL_MAX_MS = 250;
/**
 * 'server' (the default): the server, every thread of it and the PostgreSQL backends serving it on
 * the CPUs the load generator does not use. 'loop': only the server's event loop there; its other
 * threads (PGlite's, garbage collection) and PostgreSQL may run on any CPU. '0': no pinning.
 */
const PIN_MODE = process.env.BENCH_PIN === '0' || !canPin() ? null : (process.env.BENCH_PIN ?? 'server');
if (PIN_MODE !== null && PIN_MODE !== 'server' && PIN_MODE !== 'loop')
  throw new Error(`BENCH_PIN must be server, loop or 0, not ${PIN_MODE}`);
const PIN = PIN_MODE !== null;
/** The load generator's CPU (the last one) and the server's (all the others). */
const CPUS = os.availableParallelism();
const LOAD_CPUS = String(CPUS - 1);
const SERVER_CPUS = CPUS > 2 ? `0-${CPUS - 2}` : '0';

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
  /** Median over the rounds of this load's req/s over the reads alone of the same round. */
  ratio?: number;
  /** The lowest and highest of those ratios. */
  ratioRange?: [number, number];
}

interface CpuShares {
  serverLoop: number;
  serverThreads: number;
  postgres: number;
  loadGenerator: number;
  /** Everything else the machine ran meanwhile (other programs, the kernel's interrupts). */
  other: number;
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
    headers: ENCODING ? { 'accept-encoding': ENCODING } : {},
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    rps: Math.round(result.requests.average),
    bytesPerRead: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
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
  if (PIN_MODE === 'server') pinProcess(server.child.pid!, SERVER_CPUS);
  if (PIN_MODE === 'loop') {
    // Its threads started so far may run anywhere; the event loop (and any thread it starts later,
    // which inherits its mask) keeps off the load generator's CPU.
    pinProcess(server.child.pid!, `0-${CPUS - 1}`);
    pinThread(server.child.pid!, SERVER_CPUS);
  }
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
      /** The share of samples in which the server's event loop and the load generator were on one core. */
      sameCore: number | null;
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
      // The PostgreSQL backends serving the server belong on its cores (the pool opens them as needed).
      if (PIN_MODE === 'server')
        for (const pid of backends) if (!pinnedBackends.has(pid)) pinProcess(pid, SERVER_CPUS);
      for (const pid of backends) pinnedBackends.add(pid);
      // The load generator is autocannon's worker thread in this process (workers: 1).
      return {
        ...server,
        postgres: new Map(backends.map((pid) => [pid, processesCpu([pid])])),
        loadGenerator: bench.otherThreads,
        bench: bench.main + bench.otherThreads,
        machine: machineBusyMs(),
        at: performance.now(),
      };
    };
    const serverPid = server.child.pid!;
    const pinnedBackends = new Set<number>();
    const measure = async (startWrites?: () => { stop(): Promise<WriteStats> }): Promise<Figures> => {
      await loopDelay(); // starts the server's count afresh
      const before = await cpuNow();
      const writes = startWrites?.();
      const crowding = sameCoreSampler(serverPid);
      const figures = await reads(base, paths);
      const sameCore = crowding.stop();
      const done = (await writes?.stop()) ?? null;
      const after = await cpuNow();
      const elapsed = after.at - before.at;
      const share = (k: 'main' | 'otherThreads' | 'loadGenerator' | 'bench' | 'machine') =>
        (after[k] - before[k]) / elapsed;
      // Per backend: one that ended during the round drops out of both sides instead of counting less.
      let postgresMs = 0;
      for (const [pid, ms] of after.postgres) postgresMs += ms - (before.postgres.get(pid) ?? 0);
      const postgres = postgresMs / elapsed;
      const cpu: CpuShares = {
        serverLoop: share('main'),
        serverThreads: share('otherThreads'),
        postgres,
        loadGenerator: share('loadGenerator'),
        other: Math.max(
          0,
          share('machine') - share('main') - share('otherThreads') - postgres - share('bench'),
        ),
      };
      return { ...figures, ...(await loopDelay()), writes: done, cpu, sameCore };
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
          `${database.padEnd(10)} round ${round} ${load.name.padEnd(32)} ${String(figures.rps).padStart(6)} req/s  ${(figures.bytesPerRead / 1024).toFixed(1)} KB a read  p99 ${figures.p99} ms  max ${figures.max} ms  server loop max ${figures.loopMax} ms  ${describeWrites(load.noun, figures.writes ? [figures.writes] : [])}` +
            `  CPU: loop ${percent(c.serverLoop)}, server threads ${percent(c.serverThreads)}, PostgreSQL ${percent(c.postgres)}, load generator ${percent(c.loadGenerator)}, other work ${percent(c.other)}` +
            `  loop and load generator on one core ${figures.sameCore === null ? '?' : percent(figures.sameCore)}  load average ${loadAverage()}`,
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
          other: median(runs.map((r) => r.cpu.other)),
        },
      };
    });
    // Each round's ratio to the reads alone of the same round; the median of those.
    for (const [index, row] of rows.entries()) {
      if (index === 0) continue;
      const ratios = results[index]!.map((r, round) => r.rps / results[0]![round]!.rps);
      row.ratio = median(ratios);
      row.ratioRange = [Math.min(...ratios), Math.max(...ratios)];
    }
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
  // The load generator's core: this process and every thread it starts (autocannon's worker, the
  // seeding and server processes, which the server's own pinning then moves to the other cores).
  if (PIN) pinProcess(process.pid, LOAD_CPUS);
  else console.info('Not pinning (BENCH_PIN=0, or no taskset or a single CPU): expect two speeds.');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-rw-'));
  const rows: Row[] = [];
  try {
    if (DATABASES.includes('pglite'))
      rows.push(...(await runOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (DATABASES.includes('postgres'))
    rows.push(...((await withPostgres((url) => runOn('PostgreSQL', { DATABASE_URL: url }))) ?? []));

  const met = (r: Row) =>
    (r.ratio === undefined || r.ratio >= GOAL_RATIO) && r.max <= GOAL_MAX_MS && r.errors === 0;
  const ratio = (r: Row) =>
    r.ratio === undefined
      ? '1'
      : `${r.ratio.toFixed(2)} (${r.ratioRange![0].toFixed(2)}–${r.ratioRange![1].toFixed(2)})`;
  const cpu = (c: CpuShares) =>
    `${percent(c.serverLoop + c.serverThreads + c.postgres)} / ${percent(c.loadGenerator)} / ${percent(c.other)}`;
  const table = rows
    .map(
      (r) =>
        `| ${r.database} | ${r.load} | ${r.rps} | ${ratio(r)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.loopMax} | ${r.errors} | ${r.writes} | ${cpu(r.cpu)} | ${met(r) ? 'yes' : 'NO'} |`,
    )
    .join('\n');
  const text = [
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${CPUS} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}), ${STUDIOS}`,
    `synthetic studios, autocannon (its own thread) with ${CONNECTIONS} connections for ${DURATION_S} s per load, cycling through`,
    `the list pages (100 a page) and studio pages, ${ENCODING ? `accepting ${ENCODING} as browsers do` : 'uncompressed (BENCH_ENCODING empty)'}; client, server and database on one machine,`,
    PIN_MODE === 'server'
      ? `the load generator pinned to CPU ${LOAD_CPUS} and the server, its database thread and the PostgreSQL backends serving it to CPU ${SERVER_CPUS}`
      : PIN_MODE === 'loop'
        ? `the load generator pinned to CPU ${LOAD_CPUS} and the server's event loop to CPU ${SERVER_CPUS}, its other threads and PostgreSQL free (BENCH_PIN=loop)`
        : 'not pinned (BENCH_PIN=0: expect two speeds)',
    `(bench/rw-bench.ts says why). The three loads alternate in each of ${ROUNDS} rounds; req/s, p50 and p99 are the medians`,
    'of the rounds, "of reads alone" the median of each round\'s ratio to the reads alone of the same round',
    '(lowest–highest in brackets), max the slowest read of all rounds as the load generator saw it, and',
    '"server loop max" the longest the server\'s event loop was held up in any round (measured inside the',
    'server). CPU is the share of one core, medians of the rounds: the server with its database / the load',
    'generator / other work on the machine. The writes come from one admin session:',
    `${EDITS_PER_SECOND} field edits a second on a fixed schedule (PATCH of one studio's city, at most ${EDITS_IN_FLIGHT} at once), or`,
    `${IMPORT_PARAMETERS.toLocaleString('en-US')}-parameter imports overwriting one studio, one after another (at most one a second).`,
    '',
    '| database | load | req/s | of reads alone | p50 ms | p99 ms | max ms | server loop max ms | errors | writes | CPU: server / load / other | goal met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    table,
    '',
    `Goal: under writes at least ${GOAL_RATIO} of the read throughput alone, and no read slower than ${GOAL_MAX_MS} ms.`,
    'A write refreshes only the studios it touched (docs/decisions/003-list-cache-and-data-version.md).',
    '',
    'Run it with `npm run bench:rw` (`BENCH_STUDIOS`, `BENCH_DURATION`, `BENCH_ROUNDS`, `BENCH_CONNECTIONS`, `BENCH_PG_URL`,',
    '`BENCH_DATABASES=pglite` or `postgres`, `BENCH_ENCODING`, `BENCH_PIN=loop` or `0` adjust it; `BENCH_WRITE_DOC=0` prints the',
    'table instead of writing it here).',
  ].join('\n');
  if (process.env.BENCH_WRITE_DOC === '0') console.info(`\n${text}`);
  else writePerformanceSection('Reads under writes (bench:rw)', text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
