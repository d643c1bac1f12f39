/**
 * `npm run bench:find`: finding a stage at ten times today's scale (issue 16). 10,000 synthetic
 * studios (BENCH_STUDIOS to change it) on the embedded database, the production build, the browser
 * list reading every visible studio (LIST_MAX_PAGES raised for the run), headless Debian Chromium.
 *
 * - Repaint after typing one character in the search box (the ranked search), after moving a range
 *   slider one page with the keyboard, and the same typing with the map open: a performance mark
 *   right before the input event, the measure in a requestAnimationFrame → setTimeout after the count
 *   line changed; median of 10. Goal: at most 50 ms on the desktop profile, 100 ms on the phone
 *   profile (390×844, 4× CPU slowdown).
 * - The first search, which fetches the search module and indexes every studio, is reported apart.
 * - Map pan: a mouse drag across the map with every studio on it (clustered), frames counted with
 *   requestAnimationFrame; goal 60 fps on the desktop profile (Chromium without a GPU here).
 *
 * Figures are printed and written to docs/performance.md ("## Finding at scale (bench:find)").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, median, waitForExpression } from './support/browser';
import { seedSynthetic } from './support/seed-synthetic';
import { projectRoot, type RunningServer, startBuiltServer } from './support/server-process';
import { writeWebPerformanceSection } from './web-performance-doc';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 10_000);
const RUNS = 10;
const HEADING = '## Finding at scale (bench:find)';
const COUNT = '[data-testid=studio-count]';

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  cpuSlowdown: number;
  mobile: boolean;
  goalMs: number;
}

const PROFILES: Profile[] = [
  {
    name: 'Desktop (1280×720)',
    viewport: { width: 1280, height: 720 },
    cpuSlowdown: 1,
    mobile: false,
    goalMs: 50,
  },
  {
    name: 'Phone (390×844, 4× CPU slowdown)',
    viewport: { width: 390, height: 844 },
    cpuSlowdown: 4,
    mobile: true,
    goalMs: 100,
  },
];

/** In the page: runs `trigger` (which marks 'vp-bench-start') and resolves with the ms until the frame after the count line changed. */
function measureScript(trigger: string): string {
  return `
new Promise((resolve, reject) => {
  const count = document.querySelector(${JSON.stringify(COUNT)});
  const before = count.textContent;
  const observer = new MutationObserver(() => {
    if (count.textContent === before) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      const m = performance.measure('vp-bench', 'vp-bench-start');
      performance.clearMarks('vp-bench-start');
      performance.clearMeasures('vp-bench');
      resolve(m.duration);
    }, 0));
  });
  observer.observe(count, { childList: true, characterData: true, subtree: true });
  setTimeout(() => { observer.disconnect(); reject(new Error('the count did not change')); }, 30000);
  ${trigger}
})`;
}

function setSearchScript(text: string): string {
  return measureScript(`const input = document.querySelector('input[type=search]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  performance.mark('vp-bench-start');
  setValue.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));`);
}

function sliderKeyScript(label: string, key: string): string {
  return measureScript(`const thumb = document.querySelector('[role=slider][aria-label=${JSON.stringify(label)}]');
  thumb.focus();
  performance.mark('vp-bench-start');
  thumb.dispatchEvent(new KeyboardEvent('keydown', { key: ${JSON.stringify(key)}, bubbles: true, cancelable: true }));`);
}

async function countText(page: Page): Promise<string> {
  return (await page.locator(COUNT).textContent()) ?? '';
}

async function waitForCount(page: Page, text: string): Promise<void> {
  await waitForExpression(
    page,
    `document.querySelector(${JSON.stringify(COUNT)})?.textContent === ${JSON.stringify(text)}`,
  );
}

async function openPage(context: BrowserContext, profile: Profile, url: string): Promise<Page> {
  const page = await context.newPage();
  if (profile.cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  await page.goto(url);
  await page.locator(COUNT).waitFor({ timeout: 300_000 });
  await page.waitForLoadState('networkidle');
  // The server's page shows the count before the app has hydrated it (decision 011); typing then is
  // lost (the 4x-slowed phone hydrates 9,000 studios for seconds), so wait for the app's mark.
  await waitForExpression(page, "document.documentElement.dataset.hydrated === 'true'", 300_000);
  return page;
}

/** Short searches that narrow the list without emptying it, found by asking the API (the same ranked search). */
async function narrowingSearches(baseUrl: string, total: number): Promise<string[]> {
  const found: string[] = [];
  for (const a of 'sblmpcdtaeor') {
    for (const b of 'aeiou') {
      const response = await fetch(`${baseUrl}/api/studios/studios-enhanced/?page_size=1&q=${a}${b}`);
      const { count } = (await response.json()) as { count: number };
      if (count > 0 && count < total) found.push(`${a}${b}`);
      if (found.length === RUNS) return found;
    }
  }
  if (found.length === 0) throw new Error('no short search narrows the list');
  return found;
}

async function measureTyping(page: Page, searches: string[]): Promise<{ first: number; typing: number[] }> {
  const full = await countText(page);
  const first = (await page.evaluate(setSearchScript(searches[0]!))) as number;
  await page.getByRole('searchbox').fill('');
  await waitForCount(page, full);
  const typing: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    typing.push((await page.evaluate(setSearchScript(searches[i % searches.length]!))) as number);
    await page.getByRole('searchbox').fill('');
    await waitForCount(page, full);
    await page.waitForTimeout(350); // the address follows the search box 300 ms after typing stops
  }
  return { first, typing };
}

async function measureSlider(page: Page): Promise<number[]> {
  const full = await countText(page);
  await page.getByText('Place and sizes', { exact: true }).click();
  const label = 'LED wall width, minimum';
  await page.locator(`[role=slider][aria-label="${label}"]`).waitFor();
  const moves: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    moves.push((await page.evaluate(sliderKeyScript(label, 'PageUp'))) as number);
    await page.locator(`[role=slider][aria-label="${label}"]`).press('Home');
    await waitForCount(page, full);
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-find-'));
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  try {
    process.stdout.write(`bench:find: seeding ${STUDIOS} synthetic studios...\n`);
    seedSynthetic(dataDir, STUDIOS);
    server = await startBuiltServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LIST_MAX_PAGES: String(Math.ceil(STUDIOS / 100) + 1),
    });
    const total = (
      (await (await fetch(`${server.baseUrl}/api/studios/studios-enhanced/?page_size=1`)).json()) as {
        count: number;
      }
    ).count;
    const searches = await narrowingSearches(server.baseUrl, total);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const load = os.loadavg()[0]!;
    const rows: string[] = [];
    let pan: { fps: number; longestFrameMs: number } | null = null;
    let met = true;
    for (const profile of PROFILES) {
      const context = await browser.newContext({
        viewport: profile.viewport,
        isMobile: profile.mobile,
        hasTouch: profile.mobile,
      });
      const list = await openPage(context, profile, `${server.baseUrl}/frontend/studios`);
      const typed = await measureTyping(list, searches);
      const slider = await measureSlider(list);
      await list.close();
      const mapPage = await openPage(context, profile, `${server.baseUrl}/frontend/studios?view=map`);
      await mapPage.getByTestId('map-summary').waitFor({ timeout: 120_000 });
      const withMap = await measureTyping(mapPage, searches);
      if (!profile.mobile) pan = await measurePan(mapPage);
      await context.close();
      const figures = [median(typed.typing), median(slider), median(withMap.typing)];
      const ok = figures.every((ms) => ms <= profile.goalMs);
      met &&= ok;
      rows.push(
        `| ${profile.name} | ≤ ${profile.goalMs} ms | ${figures.map((ms) => `${Math.round(ms)} ms`).join(' | ')} | ` +
          `${Math.round(typed.first)} ms | ${ok ? 'met' : '**missed**'} |`,
      );
      process.stdout.write(
        `bench:find: ${profile.name}: ${JSON.stringify({ typed, slider, withMap: withMap.typing })}\n`,
      );
    }
    const panOk = pan !== null && pan.fps >= 55;
    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} CPU(s) (a 2-core VM), load average ` +
        `${load.toFixed(1)} when the browser runs started (other work on the machine slows every figure).`,
      '',
      `${STUDIOS} synthetic studios seeded on the embedded database, ${total} visible to visitors, every one of ` +
        'them read by the page (LIST_MAX_PAGES raised for the run); production build; headless Debian Chromium ' +
        'without a GPU. Medians of 10; the repaint is measured from a performance mark right before the input ' +
        `event to the frame after the count line changed. Searches typed: ${searches.join(', ')} (two letters ` +
        'each, chosen because they narrow the list without emptying it).',
      '',
      '| Profile | Goal | Typing → repaint | Slider step → repaint | Typing, map open | First search | Result |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
      pan
        ? `Map pan with ${total} studios clustered (desktop, a one-second mouse drag): ${pan.fps.toFixed(1)} fps, ` +
          `longest frame ${Math.round(pan.longestFrameMs)} ms: goal 60 fps ${panOk ? 'met' : '**missed**'} ` +
          '(counted met from 55 fps: the drag lasts about a second, so one late frame costs several fps).'
        : 'Map pan: not measured.',
    ].join('\n');
    const file = writeWebPerformanceSection(projectRoot, HEADING, body);
    process.stdout.write(`\n${HEADING}\n\n${body}\n\nWritten to ${path.relative(projectRoot, file)}\n`);
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
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
