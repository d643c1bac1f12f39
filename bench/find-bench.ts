/**
 * `npm run bench:find`: finding a stage at ten times today's scale (issue 16). 10,000 synthetic
 * studios (BENCH_STUDIOS to change it) on the embedded database, the production build, the browser
 * list reading every visible studio (LIST_MAX_PAGES raised for the run), headless Debian Chromium.
 *
 * - Repaint after typing one character in the search box (the ranked search), after moving a range
 *   slider one page with the keyboard, and the same typing with the map open: a performance mark
 *   right before the input event, the measure in a requestAnimationFrame → setTimeout after the count
 *   line changed; 10 of each. Goal (issue 33): the 90th percentile at most 50 ms on the desktop
 *   profile, 100 ms on the phone profile (390×844, 4× CPU slowdown): not only the median.
 * - The first search is reported apart: typed as soon as the page has hydrated, it may come before
 *   the ranked search's index is built in spare time (decision 015; the substring search answers
 *   then); the printed figures say whether the index was ready. The typing rows wait for the index,
 *   so they are the ranked search's (the time from hydration until it was ready is reported).
 * - The same typing with free dates and a budget in another currency in the address (issue 38:
 *   `currency=GBP&rate_max=…&free_from=…&free_to=…`): three studios in four have a shooting-day rate
 *   in EUR, GBP, USD or PLN, converted with the demo's table, five in six a calendar (one of those stale).
 * - Map pan: a mouse drag across the map with every studio on it (clustered), frames counted with
 *   requestAnimationFrame; goal 60 fps on the desktop profile (Chromium without a GPU here).
 *
 * Figures are printed and written to docs/performance.md ("## Finding at scale (bench:find)").
 *
 * For work on one profile: BENCH_PROFILES=phone (or desktop) runs only that one and writes nothing
 * to docs/performance.md; BENCH_DATA_DIR=<dir> seeds that directory once and reuses it on later runs
 * (kept afterwards) instead of seeding a temporary one each time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, median, percentile, waitForExpression } from './support/browser';
import {
  ALL_PROFILES,
  COUNT,
  countText,
  findServerEnv,
  narrowingSearches,
  openPage,
  SEARCH_INDEX_READY,
  SHEET_COUNT,
  seedFindData,
  setSearchScript,
  sliderKeyScript,
  visibleStudios,
  waitForCount,
} from './support/find-page';
import { projectRoot, type RunningServer, startBuiltServer } from './support/server-process';
import { writeWebPerformanceSection } from './web-performance-doc';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 10_000);
const RUNS = 10;
const HEADING = '## Finding at scale (bench:find)';
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Free dates a week ahead and a budget in another currency than most studios' (issue 38). */
const BUDGET_AND_DATES = `currency=GBP&rate_max=15000&free_from=${isoDay(7)}&free_to=${isoDay(9)}`;
const ONLY = process.env.BENCH_PROFILES?.split(',').map((name) => name.trim().toLowerCase());
const PROFILES = ONLY
  ? ALL_PROFILES.filter((profile) => ONLY.some((name) => profile.name.toLowerCase().startsWith(name)))
  : ALL_PROFILES;

interface Typing {
  /** The first search, typed as soon as the page has hydrated. */
  first: number;
  /** Whether the ranked search's index was built by then (else the substring search answered). */
  rankedAtFirst: boolean;
  /** Seconds from hydration until the ranked search's index was built (in the browser's spare time). */
  indexReadyS: number;
  /** Keystrokes with the ranked search ready. */
  typing: number[];
}

async function measureTyping(page: Page, searches: string[], hydratedAt: number): Promise<Typing> {
  const full = await countText(page);
  const rankedAtFirst = (await page.evaluate(SEARCH_INDEX_READY)) as boolean;
  const first = (await page.evaluate(setSearchScript(searches[0]!))) as number;
  await page.getByRole('searchbox').fill('');
  await waitForCount(page, full);
  // The typing figures are the ranked search's: it answers once its index is built (decision 015).
  await waitForExpression(page, SEARCH_INDEX_READY, 300_000);
  const indexReadyS = (Date.now() - hydratedAt) / 1000;
  await page.waitForTimeout(350);
  const typing: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    typing.push((await page.evaluate(setSearchScript(searches[i % searches.length]!))) as number);
    await page.getByRole('searchbox').fill('');
    await waitForCount(page, full);
    await page.waitForTimeout(350); // the address follows the search box 300 ms after typing stops
  }
  return { first, rankedAtFirst, indexReadyS, typing };
}

/**
 * A slider moved one page by keyboard until the count it drives repainted. On the desktop that is the
 * list's count line ('Place and sizes' opened above the list). On the phone the range filters are in
 * the Filters sheet (issue 34 P2.10), where a move changes the sheet's draft and its 'Show N studios'
 * button, not the list behind it: that button is the count the phone's visitor watches.
 */
async function measureSlider(page: Page, mobile: boolean): Promise<number[]> {
  let countSelector = COUNT;
  if (mobile) {
    await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
    countSelector = SHEET_COUNT;
  } else {
    await page.getByText('Place and sizes', { exact: true }).click();
  }
  const label = 'LED wall width, minimum';
  const slider = page.locator(`[role=slider][aria-label="${label}"]`);
  await slider.waitFor();
  const full = await countText(page, countSelector);
  const moves: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    moves.push((await page.evaluate(sliderKeyScript(label, 'PageUp', countSelector))) as number);
    await slider.press('Home');
    await waitForCount(page, full, countSelector);
    await page.waitForTimeout(100);
  }
  return moves;
}

/** Drags the map for about a second and counts the frames the page painted meanwhile. */
async function measurePan(page: Page): Promise<{ fps: number; longestFrameMs: number }> {
  const map = page.getByTestId('studio-map');
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  await page.evaluate(`(() => {
    const frames = [];
    window.__vpFrames = frames;
    const tick = (t) => { frames.push(t); if (!window.__vpStop) requestAnimationFrame(tick); };
    window.__vpStop = false;
    requestAnimationFrame(tick);
  })()`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 60; i++) {
    await page.mouse.move(x - (i * box.width) / 150, y - (i * box.height) / 300);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  const frames = (await page.evaluate('(window.__vpStop = true, window.__vpFrames)')) as number[];
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const span = frames.at(-1)! - frames[0]!;
  return { fps: ((frames.length - 1) / span) * 1000, longestFrameMs: Math.max(...gaps) };
}

async function main(): Promise<void> {
  if (PROFILES.length === 0)
    throw new Error(`BENCH_PROFILES names no profile: ${process.env.BENCH_PROFILES}`);
  const kept = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : null;
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'vp-bench-find-'));
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  try {
    seedFindData(dataDir, kept !== null, STUDIOS, 'bench:find', true);
    server = await startBuiltServer(findServerEnv(dataDir, STUDIOS));
    const total = await visibleStudios(server.baseUrl);
    const searches = await narrowingSearches(server.baseUrl, total, RUNS);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const load = os.loadavg()[0]!;
    const rows: string[] = [];
    const indexReady: string[] = [];
    let pan: { fps: number; longestFrameMs: number } | null = null;
    let met = true;
    for (const profile of PROFILES) {
      const context = await browser.newContext({
        viewport: profile.viewport,
        isMobile: profile.mobile,
        hasTouch: profile.mobile,
      });
      const list = await openPage(context, profile, `${server.baseUrl}/frontend/studios`);
      const typed = await measureTyping(list.page, searches, list.hydratedAt);
      const slider = await measureSlider(list.page, profile.mobile);
      await list.page.close();
      const opened = await openPage(context, profile, `${server.baseUrl}/frontend/studios?view=map`);
      const mapPage = opened.page;
      await mapPage.getByTestId('map-summary').waitFor({ timeout: 120_000 });
      const withMap = await measureTyping(mapPage, searches, opened.hydratedAt);
      if (!profile.mobile) pan = await measurePan(mapPage);
      await mapPage.close();
      const budgeted = await openPage(
        context,
        profile,
        `${server.baseUrl}/frontend/studios?${BUDGET_AND_DATES}`,
      );
      const withBudget = await measureTyping(budgeted.page, searches, budgeted.hydratedAt);
      await context.close();
      const series = [typed.typing, slider, withMap.typing, withBudget.typing];
      const figures = series.map(median);
      const p90 = series.map((values) => percentile(values, 0.9));
      // The 90th percentile decides (a keystroke in ten may not be slower than the goal), shown with
      // the median and the slowest of the ten.
      const ok = p90.every((ms) => ms <= profile.goalMs);
      met &&= ok;
      const cells = series.map(
        (values, i) =>
          `${Math.round(p90[i]!)} ms (median ${Math.round(figures[i]!)}, slowest ${Math.round(Math.max(...values))})`,
      );
      rows.push(
        `| ${profile.name} | ≤ ${profile.goalMs} ms | ${cells.join(' | ')} | ` +
          `${Math.round(typed.first)} ms | ${ok ? 'met' : '**missed**'} |`,
      );
      indexReady.push(
        `${profile.name.split(' ')[0]} ${typed.indexReadyS.toFixed(1)} s` +
          (typed.rankedAtFirst ? ' (before the first search)' : ''),
      );
      process.stdout.write(
        `bench:find: ${profile.name}: ${JSON.stringify({ typed, slider, withMap, withBudget })}\n`,
      );
    }
    const panOk = pan ? pan.fps >= 55 : PROFILES.every((profile) => profile.mobile);
    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} CPU(s) (a 2-core VM), load average ` +
        `${load.toFixed(1)} when the browser runs started (other work on the machine slows every figure).`,
      '',
      `${STUDIOS} synthetic studios seeded on the embedded database, ${total} visible to visitors, every one of ` +
        'them read by the page (LIST_MAX_PAGES raised for the run); production build; headless Debian Chromium ' +
        'without a GPU. 90th percentiles of 10 (the median and the slowest in brackets); the repaint is measured from a performance mark right before the input ' +
        `event to the frame after the count line changed. Searches typed: ${searches.join(', ')} (two letters ` +
        'each, chosen because they narrow the list without emptying it). The first search is typed as soon as ' +
        "the page has hydrated, when the substring search may still answer; the typing figures are the ranked search's, " +
        `once its index is built in the browser's spare time (after hydration: ${indexReady.join(', ')}; list page).`,
      '',
      '| Profile | Goal (90th percentile) | Typing → repaint | Slider step → repaint | Typing, map open | ' +
        'Typing, free dates + budget in GBP | First search | Result |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `The free dates + budget column types the same searches on \`?${BUDGET_AND_DATES}\` (issue 38): ` +
        'three studios in four state a shooting-day rate in EUR, GBP, USD or PLN, converted into GBP with the ' +
        "demo's exchange-rate table; five in six have the demo's calendars, one of those five stale (never free).",
      '',
      pan
        ? `Map pan with ${total} studios clustered (desktop, a one-second mouse drag): ${pan.fps.toFixed(1)} fps, ` +
          `longest frame ${Math.round(pan.longestFrameMs)} ms: goal 60 fps ${panOk ? 'met' : '**missed**'} ` +
          '(counted met from 55 fps: the drag lasts about a second, so one late frame costs several fps).'
        : 'Map pan: not measured.',
    ].join('\n');
    if (PROFILES.length === ALL_PROFILES.length) {
      const file = writeWebPerformanceSection(projectRoot, HEADING, body);
      process.stdout.write(`\n${HEADING}\n\n${body}\n\nWritten to ${path.relative(projectRoot, file)}\n`);
    } else {
      process.stdout.write(
        `\n${HEADING}\n\n${body}\n\nNot written (BENCH_PROFILES ran only some profiles)\n`,
      );
    }
    if (!met || !panOk) {
      process.stderr.write('bench:find: a goal was missed\n');
      process.exitCode = 1;
    }
  } catch (error) {
    if (server) process.stderr.write(`bench:find: the server said:\n${server.output().slice(-4000)}\n`);
    throw error;
  } finally {
    await browser?.close();
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
