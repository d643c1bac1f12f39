/**
 * `npm run bench:calendar`: the scheduled refresh of studio calendars' iCalendar feeds (product.md §19)
 * at the size issue 38 names: 1,000 feeds, read from a local https server in a child process (its
 * CPU is not counted), each a year of bookings with weekly recurring holds, on the embedded database.
 * The server's own code does the work: the lease, the hardened fetch, ical.js reading each feed in
 * the reading thread (app.icsReader), and the write of every calendar whose busy days changed. Rounds:
 * the same reads with no refresh (the machine's own delay, as a reference on a shared machine), a
 * first refresh (every calendar new), a next one (new busy days again), and one with the feeds read on
 * the main thread as before the reading thread (for comparison, under the same load).
 *
 * Goals: at most 1 minute of one core for the 1,000 feeds (CPU of this whole process, the database's
 * thread included), and no read blocked for more than 50 ms meanwhile: the event loop's longest delay
 * (perf_hooks) and the slowest of the list reads sent every 20 ms during the refresh.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { insertSeedStudios } from '../src/server/seed/insert-seed-studios';
import { generateSyntheticStudios } from '../src/server/seed/synthetic-studios';
import { refreshAllFeeds } from '../src/server/services/calendar-refresh';
import { busyRangesFromIcs } from '../src/server/services/ics-ranges';
import { writePerformanceSection } from './support/performance-doc';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FEEDS = Number(process.env.BENCH_FEEDS ?? 1_000);
/** perf_hooks' GC kinds (PerformanceEntry detail.kind). */
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
/** How long the reference round (reads, no refresh) measures. */
const IDLE_MS = 10_000;
const GOAL_CPU_MS = 60_000;
const GOAL_BLOCK_MS = 50;
const tls = path.join(root, 'src/test/fixtures/calendar-feed-tls');

/**
 * The feed server, in a child process: GET /feed/<n>.ics?round=<r> answers a year of one studio's
 * bookings (about 40 events, two weekly holds with RRULE), different for each studio and round.
 */
const SERVER = `
const https = require('node:https');
const fs = require('node:fs');
const day = (d) => new Date(Date.now() + d * 86400000).toISOString().slice(0, 10).replaceAll('-', '');
const server = https.createServer(
  { cert: fs.readFileSync(process.argv[1]), key: fs.readFileSync(process.argv[2]) },
  (req, res) => {
    const m = /^\\/feed\\/(\\d+)\\.ics\\?round=(\\d+)$/.exec(req.url);
    if (!m) { res.writeHead(404); res.end(); return; }
    const n = Number(m[1]), round = Number(m[2]);
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//calendar//EN'];
    for (let k = 0; k < 40; k++) {
      const start = ((n * 7 + k * 9 + round * 3) % 360) + 1;
      lines.push('BEGIN:VEVENT', 'UID:' + n + '-' + k + '-' + round + '@bench', 'DTSTAMP:20261201T000000Z',
        'DTSTART;VALUE=DATE:' + day(start), 'DTEND;VALUE=DATE:' + day(start + 1 + ((n + k) % 4)),
        'SUMMARY:Private shoot ' + k, 'END:VEVENT');
    }
    for (let k = 0; k < 2; k++) {
      lines.push('BEGIN:VEVENT', 'UID:weekly-' + n + '-' + k + '@bench', 'DTSTAMP:20261201T000000Z',
        'DTSTART:' + day(3 + k + round) + 'T080000Z', 'DTEND:' + day(3 + k + round) + 'T180000Z',
        'RRULE:FREQ=WEEKLY;COUNT=20', 'SUMMARY:Standing hold', 'END:VEVENT');
    }
    lines.push('END:VCALENDAR');
    res.writeHead(200, { 'Content-Type': 'text/calendar' });
    res.end(lines.join('\\r\\n'));
  },
);
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

async function startFeedServer(): Promise<{ port: number; stop(): void }> {
  const child = spawn(
    process.execPath,
    ['-e', SERVER, path.join(tls, 'test-only-cert.pem'), path.join(tls, 'test-only-key.pem')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the feed server exited (${code})`)));
  });
  return { port, stop: () => child.kill() };
}

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

/**
 * The main thread's time on a CPU and time waiting for one (ready but not running: the machine is
 * busy), in ms, from Linux's /proc/self/task/<pid>/schedstat; null elsewhere.
 */
function mainThreadSchedule(): { runMs: number; waitMs: number } | null {
  try {
    const [run, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').trim().split(/\s+/);
    return { runMs: Number(run) / 1e6, waitMs: Number(wait) / 1e6 };
  } catch {
    return null;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'calendar-bench-'));
  const feedServer = await startFeedServer();
  const config = loadConfig({
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CALENDAR_FEED_ALLOWED_HOSTS: 'localhost',
  });
  // The embedded database on its own thread, as the server runs it (main.ts; decision 010).
  const database = await openDatabase({
    databaseUrl: null,
    dataDir,
    pgliteThread: { nice: config.databaseThreadNice },
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  app.calendarFeedOverrides = { ca: readFileSync(path.join(tls, 'test-only-cert.pem')) };
  await app.ready();
  const rows: string[] = [];
  try {
    console.info(`seeding ${FEEDS} synthetic studios with a feed each...`);
    const studios = generateSyntheticStudios(FEEDS);
    for (let i = 0; i < studios.length; i += 500) {
      await app.write((_tx, write) => insertSeedStudios(write, studios.slice(i, i + 500)));
    }
    const pool = app.icsReader;
    const round = async (label: string, n: number, mode: 'idle' | 'thread' | 'main') => {
      // The bench's own set-up, straight to the table: every studio's feed, for this round.
      await database.db.execute(
        sql`UPDATE studios SET calendar = jsonb_build_object('ranges', '[]'::jsonb, 'updatedAt', NULL,
              'feedUrl', 'https://localhost:' || ${feedServer.port} || '/feed/' || id || '.ics?round=' || ${n})`,
      );
      await app.studioStore.ready();
      // As before the reading thread: ical.js on the main thread (this round only).
      if (mode === 'main') pool.read = async (text, now) => busyRangesFromIcs(text, now);
      const gcPauses: number[] = [];
      let gcLongestKind = '';
      const gc = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.duration > Math.max(0, ...gcPauses))
            gcLongestKind = GC_KINDS[(entry as { detail?: { kind?: number } }).detail?.kind ?? 0] ?? 'other';
          gcPauses.push(entry.duration);
        }
      });
      gc.observe({ entryTypes: ['gc'] });
      const loop = monitorEventLoopDelay({ resolution: 10 });
      const reads: number[] = [];
      let refreshing = true;
      const reader = (async () => {
        while (refreshing) {
          const started = performance.now();
          await app.inject({ url: '/api/studios/studios-enhanced/?page_size=24' });
          reads.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const cpuBefore = process.cpuUsage();
      const scheduleBefore = mainThreadSchedule();
      const started = performance.now();
      loop.enable();
      const outcomes =
        mode === 'idle'
          ? await new Promise<[]>((resolve) => setTimeout(() => resolve([]), IDLE_MS))
          : await refreshAllFeeds(app, Date.now() + n * 3_600_000);
      loop.disable();
      const wallMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const scheduleAfter = mainThreadSchedule();
      const mainThread =
        scheduleBefore && scheduleAfter
          ? `${(scheduleAfter.runMs - scheduleBefore.runMs).toFixed(0)} / ${(scheduleAfter.waitMs - scheduleBefore.waitMs).toFixed(0)}`
          : 'n/a';
      refreshing = false;
      await reader;
      gc.disconnect();
      delete (pool as { read?: unknown }).read;
      if (!outcomes) throw new Error('the refresh did not take its lease');
      const failed = outcomes.filter((o) => o.error !== null);
      if (failed.length > 0) throw new Error(`${failed.length} feeds failed, e.g. ${failed[0]!.error}`);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const written = outcomes.filter((o) => o.written).length;
      const ranges = outcomes.reduce((sum, o) => sum + o.ranges, 0);
      const loopMaxMs = loop.max / 1e6;
      const readMax = Math.max(...reads);
      const gcMax = Math.max(0, ...gcPauses);
      const goals =
        mode === 'idle'
          ? 'reference'
          : `CPU ${verdict(cpuMs <= GOAL_CPU_MS)}; reads ${verdict(readMax <= GOAL_BLOCK_MS)}; event loop ${verdict(loopMaxMs <= GOAL_BLOCK_MS)}`;
      rows.push(
        `| ${label} | ${outcomes.length} | ${written} | ${ranges.toLocaleString('en')} | ${cpuMs.toFixed(0)} | ${mainThread} | ${wallMs.toFixed(0)} | ` +
          `${loopMaxMs.toFixed(1)} | ${gcPauses.length}, longest ${gcMax.toFixed(1)}${gcLongestKind ? ` (${gcLongestKind})` : ''} | ` +
          `${reads.length}: p50 ${percentile(reads, 50).toFixed(1)}, p99 ${percentile(reads, 99).toFixed(1)}, max ${readMax.toFixed(1)} | ` +
          `${goals} |`,
      );
      console.info(rows.at(-1));
    };
    await round(`no refresh, reads only (${IDLE_MS / 1000} s: the machine's own delay)`, 0, 'idle');
    await round('first refresh (every calendar new)', 1, 'thread');
    await round('next refresh (new busy days again)', 2, 'thread');
    await round('next refresh, feeds read on the main thread (as before)', 3, 'main');
  } finally {
    await app.close();
    await database.close();
    feedServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}; load average ${load} at the end). ` +
      `${FEEDS.toLocaleString('en')} studios on the embedded database, each with an iCalendar feed on a local https server ` +
      '(a child process, not counted): about 40 bookings over a year and two weekly holds (RRULE), different each round. ' +
      "`refreshAllFeeds` as the schedule runs it (8 at once), ical.js in the reading thread (app.icsReader); CPU is this whole process's, the database's and the reading threads included. " +
      `Goals: at most ${GOAL_CPU_MS / 1000} s of CPU, no read blocked over ${GOAL_BLOCK_MS} ms (the event loop's longest delay, ` +
      'and list reads sent every 20 ms meanwhile, each answered in full).',
    '',
    '| round | feeds | calendars written | busy ranges | CPU ms | main thread: on CPU / waiting for one, ms | wall ms | event loop max delay ms | main-thread GC pauses, ms | list reads ms | goals |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    "The event loop's longest delay is the figure a read arriving at the worst moment would wait; the list reads " +
      'sent meanwhile are a sample of them. The first row is the same reads with no refresh at all: on a shared ' +
      "machine, the delay the process sees from the machine's load alone, beside which a refresh's figure is read. " +
      'Since the reading thread, ical.js no longer runs on the main thread (the last row reads the feeds there, as ' +
      'before, under the same load, for comparison); what is left on it is the fetch (TLS), the writes, the studio ' +
      "store's updates and the heap's collections (the GC column: main thread only). Delays and GC pauses are " +
      "wall time: the main thread's time waiting for a CPU (Linux's schedstat, its own column) is in them.",
    '',
    'Run it with `npm run bench:calendar` (`BENCH_FEEDS` adjusts the count).',
  ].join('\n');
  console.info(body);
  writePerformanceSection('Calendar feeds (bench:calendar)', body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
