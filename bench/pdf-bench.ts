/**
 * `npm run bench:pdf`: does a stream of compare-PDF downloads slow the rest of the site?
 * The built server with the 48 demo studios; the detail page's two calls (one studio, its categorized
 * parameters) measured with autocannon alone, then again while four clients loop on compare PDFs.
 * Every PDF asked for is a new document (another footer URL), so each one is rendered: the cache
 * does not help, and the per-client rate limit is lifted for the run (all clients share one
 * address). Goal: detail-page p99 under the PDF load within 2× of its value without it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/server/config';
import { writePerformanceSection } from './support/performance-doc';
import { startBuiltServer } from './support/server-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PDF_CLIENTS = 4;
const DEFAULT_NICE = loadConfig({}).comparePdf.nice;
const DETAIL_PATHS = ['/api/studios/studios-enhanced/1/', '/api/studios/studios/1/parameters/categorized/'];

interface Latency {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function detailLatency(base: string): Promise<Latency> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: DETAIL_PATHS.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

interface PdfLoad {
  stop(): Promise<{ ok: number; busy: number; other: number; renderMs: number[] }>;
}

/** PDF_CLIENTS loops, each asking for a new compare PDF as soon as the last one arrived. */
function loopOnPdfs(base: string, ids: number[]): PdfLoad {
  let running = true;
  let n = 0;
  const figures = { ok: 0, busy: 0, other: 0, renderMs: [] as number[] };
  const client = async () => {
    while (running) {
      n += 1;
      const pick = [ids[n % ids.length]!, ids[(n + 1) % ids.length]!, ids[(n + 2) % ids.length]!];
      const page = `${base}/frontend/compare?studios=${pick.join(',')}&run=${n}`;
      const started = performance.now();
      const res = await fetch(
        `${base}/api/studios/compare/pdf/?ids=${pick.join(',')}&url=${encodeURIComponent(page)}`,
      );
      await res.arrayBuffer();
      if (res.status === 200) {
        figures.ok += 1;
        figures.renderMs.push(performance.now() - started);
      } else if (res.status === 503) {
        figures.busy += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      } else figures.other += 1;
    }
  };
  const clients = Array.from({ length: PDF_CLIENTS }, client);
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      return figures;
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
}

interface Scenario {
  nice: number;
  alone: Latency;
  loaded: Latency;
  pdfs: Awaited<ReturnType<PdfLoad['stop']>>;
  ratio: number;
}

/** One built server with this render-thread priority: the detail page alone, then under the PDF loops. */
async function scenario(nice: number): Promise<Scenario> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-pdf-'));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    COMPARE_PDF_RATE_LIMIT: '100000',
    COMPARE_PDF_NICE: String(nice),
  });
  try {
    const base = server.baseUrl;
    const list = (await (await fetch(`${base}/api/studios/studios-enhanced/?page_size=100`)).json()) as {
      results: { id: number }[];
    };
    const ids = list.results.map((s) => s.id);
    // Warm both paths: the detail caches and a started worker thread.
    await fetch(`${base}/api/studios/compare/pdf/?ids=${ids[0]},${ids[1]}`);
    await detailLatency(base);

    const alone = await detailLatency(base);
    const load = loopOnPdfs(base, ids);
    const loaded = await detailLatency(base);
    const pdfs = await load.stop();
    const ratio = loaded.p99 / Math.max(1, alone.p99);
    console.info(
      `nice ${nice}: detail p99 ${alone.p99} ms alone, ${loaded.p99} ms with ${PDF_CLIENTS} PDF loops ` +
        `(${ratio.toFixed(2)}×); ${pdfs.ok} PDFs rendered, median ${Math.round(median(pdfs.renderMs))} ms, ` +
        `${pdfs.busy} busy, ${pdfs.other} other`,
    );
    return { nice, alone, loaded, pdfs, ratio };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const chosen = await scenario(DEFAULT_NICE);
  const unniced = await scenario(0);
  const met = chosen.ratio <= 2;
  console.info(
    `detail p99 ratio with the defaults: ${chosen.ratio.toFixed(2)} (goal 2 or less): ${met ? 'met' : 'NOT met'}`,
  );
  const rows = [chosen, unniced].flatMap((s) => {
    const label = s.nice === DEFAULT_NICE ? `nice ${s.nice} (default)` : `nice ${s.nice}`;
    return [
      `| ${label} | alone | ${s.alone.rps} | ${s.alone.p50} | ${s.alone.p99} | ${s.alone.non2xx} | | |`,
      `| ${label} | ${PDF_CLIENTS} PDF loops | ${s.loaded.rps} | ${s.loaded.p50} | ${s.loaded.p99} | ${s.loaded.non2xx} | ` +
        `${s.pdfs.ok} (${s.pdfs.busy} busy) | ${Math.round(median(s.pdfs.renderMs))} |`,
    ];
  });
  writePerformanceSection(
    'Compare PDFs (bench:pdf)',
    [
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.availableParallelism()} cores, ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${os.loadavg()[0]!.toFixed(1)}`,
      'at the end: other work shared the machine). The built server with the 48 demo studios and its defaults',
      "(one render thread on 2 cores, a queue of 4). The detail page's two calls (one studio, its categorized",
      `parameters) under autocannon with ${CONNECTIONS} connections for ${DURATION_S} s, alone and while ${PDF_CLIENTS} clients loop`,
      'on compare PDFs of 3 studios, each a new document (no cache hits; rate limit lifted, as all clients share',
      "one address). Once with the render thread at its default lower priority, once at the server's own.",
      '',
      '| render thread | detail page | req/s | p50 ms | p99 ms | non-2xx | PDFs | PDF ms (median) |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `**Detail-page p99 with the PDF loops: ${chosen.ratio.toFixed(2)}× its value without them** with the defaults`,
      `(goal: 2× or less; ${met ? 'met' : 'not met'}); ${unniced.ratio.toFixed(2)}× with the render thread at normal priority.`,
      'Before the pool (renders on the event loop) the issue measured a detail-page median of 3.7 s under the',
      'same four loops, against 4 ms without them. PDF ms is per download, waiting in the queue included.',
      'Each scenario has its own baseline, measured minutes apart: on a shared machine they differ, so compare',
      'within a scenario, and rerun on a quiet machine before reading much into the absolute numbers.',
      '',
      'Run it with `npm run bench:pdf` (`BENCH_DURATION`, `BENCH_CONNECTIONS` adjust it).',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
