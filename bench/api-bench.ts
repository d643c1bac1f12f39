/**
 * `npm run bench:api`: API throughput with 1,000 synthetic studios on the embedded database.
 * autocannon against the running server for the full directory list (all pages), one studio and
 * one categorized-parameters call; then a bare node:http server answering the identical list bytes,
 * the limit our list path is measured against (goal: 0.8 or better). Figures go to docs/performance.md.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBareServer } from './support/bare-list-server';
import { writePerformanceSection } from './support/performance-doc';
import { projectRoot, startBuiltServer } from './support/server-process';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  bytesPerRequest: number;
}

async function measure(
  name: string,
  url: string,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: paths.map((p) => ({ method: 'GET', path: p, headers })),
  });
  const figures = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
  console.info(
    `${name.padEnd(44)} ${String(figures.rps).padStart(7)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms   ${figures.non2xx} non-2xx`,
  );
  return figures;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-api-'));
  const children: ChildProcess[] = [];
  try {
    console.info(`Seeding ${STUDIOS} synthetic studios...`);
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/seed-synthetic.ts', String(STUDIOS)],
      {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: 'inherit',
      },
    );
    if (seed.status !== 0) throw new Error('seeding failed');

    const server = await startBuiltServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '' });
    children.push(server.child);
    const base = server.baseUrl;

    // The list pages exactly as the directory reads them.
    const first = (await (
      await fetch(`${base}/api/studios/studios-enhanced/?page=1&page_size=100`)
    ).json()) as {
      count: number;
    };
    const pages = Math.ceil(first.count / 100);
    const listPaths = Array.from(
      { length: pages },
      (_, i) => `/api/studios/studios-enhanced/?page=${i + 1}&page_size=100`,
    );
    const bodies = new Map<string, Buffer>();
    for (const p of listPaths) bodies.set(p, Buffer.from(await (await fetch(`${base}${p}`)).arrayBuffer()));
    const listBytes = [...bodies.values()].reduce((n, b) => n + b.length, 0);
    console.info(
      `${first.count} public studios in ${pages} pages, ${(listBytes / 1024).toFixed(0)} KiB of JSON in all`,
    );

    const bare = await startBareServer(bodies);
    children.push(bare.child);

    await measure('warm-up', base, listPaths);
    const ours = await measure('list, all pages (identity)', base, listPaths);
    const limit = await measure('bare node:http, same bytes (identity)', bare.baseUrl, listPaths);
    const oursBr = await measure('list, all pages (br)', base, listPaths, { 'accept-encoding': 'br' });
    const detail = await measure('one studio', base, ['/api/studios/studios-enhanced/1/']);
    const params = await measure('categorized parameters', base, [
      '/api/studios/studios/1/parameters/categorized/',
    ]);
    const notModified = await measure('list page 1, If-None-Match (304)', base, [listPaths[0]!], {
      'if-none-match': (await fetch(`${base}${listPaths[0]}`)).headers.get('etag') ?? '',
    });
    const ratio = ours.rps / limit.rps;
    console.info(
      `\nList throughput ratio to the bare node:http limit: ${ratio.toFixed(2)} (goal 0.8 or better)`,
    );

    const rows = [ours, limit, oursBr, detail, params, notModified]
      .map(
        (f) =>
          `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${(f.bytesPerRequest / 1024).toFixed(1)} | ${f.non2xx} |`,
      )
      .join('\n');
    writePerformanceSection(
      'API (bench:api)',
      [
        `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} cores, Node ${process.version}),`,
        `${STUDIOS} synthetic studios on the embedded database (PGlite), autocannon with ${CONNECTIONS} connections for`,
        `${DURATION_S} s per row, client and servers on one machine. The list rows cycle through all ${pages} pages of`,
        `${first.count} public studios (${(listBytes / 1024).toFixed(0)} KiB of JSON).`,
        '',
        '| call | req/s | p50 ms | p99 ms | KiB/response | non-2xx |',
        '|---|---|---|---|---|---|',
        rows,
        '',
        `**List throughput: ${ratio.toFixed(2)} of the bare node:http limit** (goal: 0.8 or better).`,
        '',
        'The non-2xx column of the If-None-Match row counts the 304 answers themselves (autocannon counts every status',
        'outside 2xx); every other row must show 0.',
        '',
        'Run it with `npm run bench:api` (`BENCH_STUDIOS`, `BENCH_DURATION`, `BENCH_CONNECTIONS` adjust it).',
      ].join('\n'),
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
