/**
 * `npm run bench:find-ab`: is this build's keystroke faster than another's? On this VM one build's
 * bench:find medians moved by up to 40 % from one run to the next, so two builds cannot be judged by
 * one run each. This serves both side by side (each on its own copy of bench:find's data), opens the
 * list in one browser on the phone profile (390×844, 4× CPU slowdown; BENCH_PROFILES=desktop for
 * the desktop) and types the same two-letter searches into the two pages in turn, in a random order
 * per pair, so both builds meet the same moments of the machine. It prints each build's median, the
 * paired median difference and how many pairs the new build won. Nothing is written to
 * docs/performance.md: it is a tool for judging a change, not a figure of the product.
 *
 *   git worktree add /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   BENCH_BASE_DIR=/tmp/base BENCH_DATA_DIR=/tmp/find-data npm run bench:find-ab
 *
 * BENCH_PAIRS (30) sets the number of pairs, BENCH_STUDIOS (10,000) the studios seeded once into
 * BENCH_DATA_DIR (as bench:find does; a temporary directory without it).
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, median, waitForExpression } from './support/browser';
import {
  ALL_PROFILES,
  countText,
  findServerEnv,
  narrowingSearches,
  openPage,
  SEARCH_INDEX_READY,
  seedFindData,
  setSearchScript,
  visibleStudios,
  waitForCount,
} from './support/find-page';
import { projectRoot, type RunningServer, startBuiltServer, startServerAt } from './support/server-process';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 10_000);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 30);
const PROFILE_NAME = (process.env.BENCH_PROFILES ?? 'phone').trim().toLowerCase();

interface Side {
  name: 'base' | 'new';
  page: Page;
  full: string;
  times: number[];
}

/** Stops a server and waits for it to exit (its data directory is removed afterwards). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** Builds the other checkout with its own build script, into the dist directory this run uses. */
function buildBase(root: string): void {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (built.status !== 0) throw new Error(`the build in ${root} failed`);
}

async function main(): Promise<void> {
  const baseRoot = process.env.BENCH_BASE_DIR ? path.resolve(process.env.BENCH_BASE_DIR) : null;
  if (!baseRoot || !existsSync(path.join(baseRoot, 'scripts/build.mjs')))
    throw new Error('BENCH_BASE_DIR must name a checkout of the build to compare with (see the header)');
  if (!existsSync(path.join(baseRoot, 'node_modules')))
    throw new Error(`${baseRoot} has no node_modules: link this checkout's (see the header)`);
  const profile = ALL_PROFILES.find((candidate) => candidate.name.toLowerCase().startsWith(PROFILE_NAME));
  if (!profile) throw new Error(`BENCH_PROFILES names no profile: ${PROFILE_NAME}`);
  if (!Number.isSafeInteger(PAIRS) || PAIRS < 1) throw new Error('BENCH_PAIRS must be a whole number');

  const kept = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : null;
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'vp-bench-find-ab-'));
  // The embedded database serves one process: the base build reads a copy, made afresh each run.
  const baseData = `${dataDir.replace(/\/$/, '')}-ab-base`;
  const servers: RunningServer[] = [];
  let browser: Browser | null = null;
  try {
    seedFindData(dataDir, kept !== null, STUDIOS, 'bench:find-ab');
    rmSync(baseData, { recursive: true, force: true });
    cpSync(dataDir, baseData, { recursive: true });
    buildBase(baseRoot);
    servers.push(await startServerAt(baseRoot, findServerEnv(baseData, STUDIOS)));
    servers.push(await startBuiltServer(findServerEnv(dataDir, STUDIOS)));
    const total = await visibleStudios(servers[1]!.baseUrl);
    const searches = await narrowingSearches(servers[1]!.baseUrl, total, 10);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const sides: Side[] = [];
    for (const [i, name] of (['base', 'new'] as const).entries()) {
      const context = await browser.newContext({
        viewport: profile.viewport,
        isMobile: profile.mobile,
        hasTouch: profile.mobile,
      });
      const { page } = await openPage(context, profile, `${servers[i]!.baseUrl}/frontend/studios`);
      // A build may fetch the ranked search's code on the search box's first focus (decision 022).
      await page.getByRole('searchbox').focus();
      await waitForExpression(page, SEARCH_INDEX_READY, 300_000);
      sides.push({ name, page, full: await countText(page), times: [] });
    }
    process.stdout.write(
      `bench:find-ab: ${profile.name}, ${total} studios, ${PAIRS} pairs of: ${searches.join(', ')}\n`,
    );
    for (let pair = 0; pair < PAIRS; pair++) {
      const text = searches[pair % searches.length]!;
      const order = Math.random() < 0.5 ? sides : [...sides].reverse();
      for (const side of order) {
        await side.page.waitForTimeout(350); // as bench:find: the address follows the box 300 ms after typing
        side.times.push((await side.page.evaluate(setSearchScript(text))) as number);
        await side.page.getByRole('searchbox').fill('');
        await waitForCount(side.page, side.full);
      }
    }
    const [base, next] = sides as [Side, Side];
    const differences = next.times.map((ms, i) => ms - base.times[i]!);
    const won = differences.filter((ms) => ms < 0).length;
    process.stdout.write(
      [
        `base (${baseRoot}): median ${Math.round(median(base.times))} ms`,
        `new (${projectRoot}): median ${Math.round(median(next.times))} ms`,
        `paired difference (new - base): median ${Math.round(median(differences))} ms; ` +
          `the new build faster in ${won} of ${PAIRS} pairs`,
      ]
        .map((line) => `${line}\n`)
        .join(''),
    );
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => stop(server.child)));
    rmSync(baseData, { recursive: true, force: true });
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
