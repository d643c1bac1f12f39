import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations } from './support/axe';
import { renderInBrowserOnly } from './support/browser-rendered';
import { holdScripts } from './support/held-scripts';
import { type Download, expect, type Locator, type Page, test } from './support/test';

// Demo studios (src/server/seed): Aurora (1) against Volt & Vision (2): pixel pitch 1.9 vs 2.6 mm
// (lower is better: Aurora), brightness 1800 vs 1500 nits (higher is better: Aurora); both panels
// are ROE Visual (a row whose values are equal).
const AURORA = 'Aurora Volume Works';
const VOLT = 'Volt & Vision Stages';
const SMITH = 'Smith & Reyes Virtual';
const CATEGORIES = [
  'General Information',
  'LED Wall',
  'Stage Specifications',
  'Equipment',
  'Business Information',
];
const CATEGORIES_RU = [
  'Общая информация',
  'LED-стена',
  'Характеристики павильона',
  'Оборудование',
  'Деловая информация',
];

async function openComparison(page: Page, query = 'studios=1,2') {
  await page.goto(`/frontend/compare?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio Comparison' })).toBeVisible();
}

/** The table row of a parameter in the open tab. */
function tableRow(page: Page, label: string): Locator {
  return page
    .getByRole('tabpanel')
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: label }) });
}

async function studioCard(page: Page, name: string): Promise<Locator> {
  return page.getByRole('button', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')}`) });
}

test.describe('empty state and selection mode', () => {
  test('no studios: "No Studios Selected" and "Select Studios" opens the selection mode', async ({
    page,
  }) => {
    await page.goto('/frontend/compare');
    await expect(page.getByRole('heading', { level: 1, name: 'No Studios Selected' })).toBeVisible();
    await page.getByRole('link', { name: 'Select Studios' }).click();
    await expect(page).toHaveURL(/\/frontend\/compare\?compare=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Select Studios to Compare' })).toBeVisible();
  });

  test("a country is found by its name in the reader's language too, as the directory finds it", async ({
    page,
  }) => {
    await page.goto('/frontend/compare?compare=true&lang=ru');
    const search = page.getByRole('searchbox', { name: 'Поиск студий' });
    const count = page.getByText(/^\d+ из 42$/);
    await search.fill('Германия');
    await expect(count).toHaveText(/^[1-9]\d* из 42$/);
    const inRussian = await count.textContent();
    await expect(await studioCard(page, AURORA)).toBeVisible();
    // The same studios as the English name finds.
    await search.fill('Germany');
    await expect(count).toHaveText(inRussian ?? '');
  });

  test('search by name, city, country and description; add, remove and compare', async ({ page }) => {
    await page.goto('/frontend/compare?compare=true');
    const search = page.getByRole('searchbox', { name: 'Search studios' });
    await expect(await studioCard(page, AURORA)).toBeVisible();

    await search.fill('aurora');
    await expect(await studioCard(page, AURORA)).toBeVisible();
    await expect(await studioCard(page, VOLT)).toBeHidden();
    await search.fill('London');
    await expect(await studioCard(page, VOLT)).toBeVisible();
    await expect(await studioCard(page, AURORA)).toBeHidden();
    await search.fill('united kingdom');
    await expect(await studioCard(page, VOLT)).toBeVisible();
    await search.fill('drive-on LED floor');
    await expect(await studioCard(page, VOLT)).toBeVisible();
    await expect(await studioCard(page, AURORA)).toBeHidden();
    await search.fill('no such studio anywhere');
    await expect(page.getByRole('heading', { name: 'No studios match your search' })).toBeVisible();

    await search.fill('Berlin');
    await (await studioCard(page, AURORA)).click();
    await expect(page.getByRole('heading', { name: 'Selected (1 of 4)' })).toBeVisible();
    await expect(page.getByText('Select at least 2 studios to compare')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
    await expect(page).toHaveURL(/studios=1$/);

    await search.fill('London');
    await (await studioCard(page, VOLT)).click();
    await expect(page.getByRole('heading', { name: 'Selected (2 of 4)' })).toBeVisible();
    await expect(page.getByText('Select at least 2 studios to compare')).toBeHidden();

    await page.getByRole('button', { name: `Remove ${AURORA}` }).click();
    await expect(page.getByRole('heading', { name: 'Selected (1 of 4)' })).toBeVisible();
    await search.fill('');
    await (await studioCard(page, AURORA)).click();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/frontend\/compare\?studios=2,1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Comparison' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: VOLT })).toBeVisible();
  });

  test('at most 4 studios, with the message in English and in Russian', async ({ page }) => {
    await page.goto('/frontend/compare?compare=true&studios=1,2,3');
    await expect(page.getByRole('heading', { name: 'Selected (3 of 4)' })).toBeVisible();
    await (await studioCard(page, 'Kestrel Light Stage')).click();
    await expect(page.getByRole('heading', { name: 'Selected (4 of 4)' })).toBeVisible();
    await (await studioCard(page, 'Dune Horizon Volumes')).click();
    await expect(page.getByText('You can compare at most 4 studios')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Selected (4 of 4)' })).toBeVisible();
    await expect(await studioCard(page, 'Dune Horizon Volumes')).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Выберите студии для сравнения' }),
    ).toBeVisible();
    await (await studioCard(page, 'Dune Horizon Volumes')).click();
    await expect(page.getByText('Вы можете сравнить максимум 4 студии')).toBeVisible();
    for (const name of ['Kestrel Light Stage', SMITH, VOLT]) {
      await page.getByRole('button', { name: `Убрать ${name}` }).click();
    }
    await expect(page.getByText('Выберите хотя бы 2 студии для сравнения')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сравнить', exact: true })).toBeDisabled();
    await page.getByRole('searchbox', { name: 'Поиск студий' }).fill('нет такой студии');
    await expect(page.getByRole('heading', { name: 'Нет студий, соответствующих запросу' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
  });

  test('a URL with one or five studios shows the limit messages', async ({ page }) => {
    await page.goto('/frontend/compare?studios=1');
    await expect(
      page.getByRole('status').filter({ hasText: 'Select at least 2 studios to compare' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${AURORA}` })).toBeVisible();
    await page.goto('/frontend/compare?studios=1,2,3,4,5&lang=ru');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Вы можете сравнить максимум 4 студии' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
  });

  test('a failing studio list shows the error with a retry', async ({ page }) => {
    await renderInBrowserOnly(page);
    let fail = true;
    await page.route('**/api/studios/studios-enhanced/**', (route) =>
      fail ? route.fulfill({ status: 503, json: { code: 'unavailable', detail: 'down' } }) : route.continue(),
    );
    await page.goto('/frontend/compare?compare=true');
    await expect(page.getByRole('heading', { name: 'Error loading the studio list' })).toBeVisible({
      timeout: 15_000,
    });
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(await studioCard(page, AURORA)).toBeVisible();
  });
});

test.describe('comparison view', () => {
  test('five tabs, each a table with the studios as columns', async ({ page }) => {
    await openComparison(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(CATEGORIES);
    for (const name of CATEGORIES) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      const table = page.getByRole('tabpanel').getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader', { name: AURORA })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: VOLT })).toBeVisible();
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(2);
    }
  });

  test('differing rows are highlighted and the best value is green with a spoken marker', async ({
    page,
  }) => {
    await openComparison(page);
    await page.getByRole('tab', { name: 'LED Wall' }).click();
    const pitch = tableRow(page, 'Pixel Pitch (values differ)');
    await expect(pitch).toHaveAttribute('data-differs', 'true');
    await expect(pitch).toHaveClass(/bg-highlight/);
    const cells = pitch.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(/1\.9 mm/);
    await expect(cells.nth(0)).toContainText('(best value)');
    await expect(cells.nth(1)).toHaveText('2.6 mm');
    const bestColor = await cells
      .nth(0)
      .locator('[data-best]')
      .evaluate((el) => getComputedStyle(el).color);
    const plainColor = await cells.nth(1).evaluate((el) => getComputedStyle(el).color);
    expect(bestColor).not.toBe(plainColor);
    expect(bestColor).toBe(
      await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.className = 'text-good';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }),
    );

    const brightness = tableRow(page, 'Brightness (values differ)');
    await expect(brightness.getByRole('cell').nth(0)).toContainText('1,800 nits');
    await expect(brightness.getByRole('cell').nth(0).locator('[data-best]')).toBeVisible();
    await expect(brightness.getByRole('cell').nth(1).locator('[data-best]')).toHaveCount(0);

    const manufacturer = tableRow(page, 'Panel Manufacturer');
    await expect(manufacturer).not.toHaveAttribute('data-differs', 'true');
    await expect(manufacturer).not.toHaveClass(/bg-highlight/);
  });

  test('missing values read "Not specified" and do not by themselves mark a row', async ({ page }) => {
    await openComparison(page, 'studios=1,24');
    await page.getByRole('tab', { name: 'LED Wall' }).click();
    const pitch = tableRow(page, 'Pixel Pitch');
    await expect(pitch.getByRole('cell').nth(1)).toHaveText('Not specified');
    await expect(pitch).not.toHaveAttribute('data-differs');
  });

  test('a pinned row leads every tab and stays pinned in the URL', async ({ page }) => {
    await openComparison(page);
    await page.getByRole('tab', { name: 'LED Wall' }).click();
    const pin = page.getByRole('button', { name: 'Pin Pixel Pitch' });
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/pin=led\.pixel_pitch/);
    await page.getByRole('tab', { name: 'Business Information' }).click();
    const firstRow = page.getByRole('tabpanel').locator('tbody tr').first();
    await expect(firstRow.getByRole('rowheader')).toContainText('Pixel Pitch');
    await expect(firstRow).toHaveAttribute('data-pinned', 'true');

    await page.reload();
    await page.getByRole('tab', { name: 'Equipment' }).click();
    await page.getByRole('button', { name: 'Pin Cameras' }).click();
    await expect(page).toHaveURL(/pin=led\.pixel_pitch,equipment\.cameras/);
    await page.getByRole('tab', { name: 'General Information' }).click();
    const rows = page.getByRole('tabpanel').locator('tbody tr');
    await expect(rows.nth(0).getByRole('rowheader')).toContainText('Pixel Pitch');
    await expect(rows.nth(1).getByRole('rowheader')).toContainText('Cameras');
    await expect(rows.nth(2).getByRole('rowheader')).toContainText('Location');

    await rows.nth(0).getByRole('button', { name: 'Pin Pixel Pitch' }).click();
    await expect(page).toHaveURL(/pin=equipment\.cameras$/);
  });

  test('"Show differences only" hides the rows whose values are all equal', async ({ page }) => {
    await openComparison(page);
    await page.getByRole('tab', { name: 'LED Wall' }).click();
    await expect(tableRow(page, 'Panel Manufacturer')).toBeVisible();
    const all = await page.getByRole('tabpanel').locator('tbody tr').count();
    await page.getByRole('switch', { name: 'Show differences only' }).click();
    await expect(page.getByRole('switch', { name: 'Show differences only' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(tableRow(page, 'Panel Manufacturer')).toHaveCount(0);
    await expect(tableRow(page, 'Pixel Pitch (values differ)')).toBeVisible();
    const rows = page.getByRole('tabpanel').locator('tbody tr');
    expect(await rows.count()).toBeLessThan(all);
    for (const row of await rows.all()) await expect(row).toHaveAttribute('data-differs', 'true');
    await page.getByRole('switch', { name: 'Show differences only' }).click();
    await expect(tableRow(page, 'Panel Manufacturer')).toBeVisible();
  });

  test('the header row and the first column stay in view while the table scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 600 });
    await openComparison(page, 'studios=1,2,3,4');
    const region = page.getByRole('tabpanel').getByRole('region');
    const header = page.getByRole('columnheader', { name: 'Parameter' });
    const label = page.getByRole('rowheader', { name: /^Pin Location/ });
    const firstStudio = page.getByRole('columnheader', { name: AURORA });
    const before = {
      header: await header.boundingBox(),
      label: await label.boundingBox(),
      studio: await firstStudio.boundingBox(),
    };
    await region.evaluate((el) => el.scrollTo({ top: 200, left: 300 }));
    await expect
      .poll(
        async () =>
          (await page
            .getByRole('tabpanel')
            .getByRole('region')
            .evaluate((el) => el.scrollTop)) > 0,
      )
      .toBe(true);
    const after = {
      header: await header.boundingBox(),
      label: await label.boundingBox(),
      studio: await firstStudio.boundingBox(),
    };
    // The table did scroll sideways (the studio column moved) while the labels stayed put; the
    // header row stays at the top of the box (the studios' covers above it scroll away).
    const box = await region.boundingBox();
    expect(after.studio!.x).toBeLessThan(before.studio!.x - 50);
    expect(Math.abs(after.studio!.y - box!.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(after.header!.y - box!.y)).toBeLessThanOrEqual(2);
    expect(after.header?.x).toBeCloseTo(before.header!.x, 0);
    expect(after.label?.x).toBeCloseTo(before.label!.x, 0);
  });

  test('"Share" copies the /frontend/compare?studios= link and says so', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await openComparison(page, 'studios=1,2');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/frontend/compare?studios=1,2`);
  });

  test('removing a studio rewrites the URL; "Add Studio to Compare" shows below 4', async ({ page }) => {
    await openComparison(page, 'studios=1,2,3,4');
    await expect(page.getByRole('link', { name: 'Add Studio to Compare' })).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${SMITH} from the comparison` }).click();
    await expect(page).toHaveURL(/\/frontend\/compare\?studios=1,2,4$/);
    await expect(page.getByRole('columnheader', { name: SMITH })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: AURORA })).toBeVisible();
    await page.getByRole('link', { name: 'Add Studio to Compare' }).click();
    await expect(page).toHaveURL(/compare=true&studios=1,2,4$/);
    await expect(page.getByRole('heading', { name: 'Selected (3 of 4)' })).toBeVisible();
  });

  test("removing a studio with the keyboard keeps the focus: the next studio's ×, then the kept studio in the picker", async ({
    page,
  }) => {
    await openComparison(page, 'studios=1,2,3');
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await page.getByRole('button', { name: `Remove ${VOLT} from the comparison` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/studios=1,3$/);
    // The column that took its place (the next studio's).
    await expect(page.getByRole('button', { name: `Remove ${SMITH} from the comparison` })).toBeFocused();
    // The last column: the one before it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/studios=1$/);
    // Down to one, the picker: its kept studio's Remove.
    await expect(page.getByRole('button', { name: `Remove ${AURORA}` })).toBeFocused();
    expect(await focusedLabel()).toBe(`Remove ${AURORA}`);
  });

  test('a failing comparison shows the error with a retry', async ({ page }) => {
    await renderInBrowserOnly(page);
    let fail = true;
    await page.route('**/api/studios/compare/', (route) =>
      fail ? route.fulfill({ status: 503, json: { code: 'unavailable', detail: 'down' } }) : route.continue(),
    );
    await page.goto('/frontend/compare?studios=1,2');
    await expect(
      page.getByRole('heading', { name: 'Error loading comparison data. Please try again.' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Comparison' })).toBeVisible();
  });

  test('the page speaks Russian throughout', async ({ page }) => {
    await page.goto('/frontend/compare?studios=1,24&lang=ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Сравнение студий' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(CATEGORIES_RU);
    await page.getByRole('tab', { name: 'LED-стена' }).click();
    const pitch = tableRow(page, 'Шаг пикселя');
    await expect(pitch.getByRole('cell').nth(0)).toHaveText('1,9 мм');
    await expect(pitch.getByRole('cell').nth(1)).toHaveText('Не указано');
    await expect(page.getByRole('button', { name: 'Поделиться' })).toBeVisible();
    for (const name of ['Экспорт в PDF', 'Экспорт в CSV'])
      await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Только различия' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
  });
});

async function downloadText(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFileSync(file);
}

test.describe('exports', () => {
  test('"Export PDF" downloads a PDF with every studio name and each category\'s rows', async ({ page }) => {
    await openComparison(page, 'studios=1,2,24');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('studio-comparison-1-2-24.pdf');
    await expect(page.getByRole('status').filter({ hasText: 'PDF file saved.' })).toBeVisible();
    const bytes = await downloadText(download);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const text = ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, '');
    for (const name of [AURORA, VOLT, 'Blank Slate Test Stage', ...CATEGORIES, 'Not specified']) {
      expect(text, name).toContain(name.replace(/\s+/g, ''));
    }
    // Each category's rows: the labels the page's tabs show.
    for (const category of CATEGORIES) {
      await page.getByRole('tab', { name: category }).click();
      const labels = await page
        .getByRole('tabpanel')
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.rowLabel ?? ''));
      expect(labels.length).toBeGreaterThan(2);
      for (const label of labels) expect(text, label).toContain(label.replace(/\s+/g, ''));
    }
    expect(text).toContain(`/frontend/compare?studios=1,2,24`);
  });

  test('"Export PDF" after "Show differences only" carries diff=1 and leaves the equal rows out (issue 34 P2.13)', async ({
    page,
  }) => {
    await openComparison(page);
    const exportPdf = page.getByRole('link', { name: 'Export PDF' });
    const params = async () => new URL((await exportPdf.getAttribute('href')) ?? '', page.url()).searchParams;
    expect((await params()).get('diff')).toBeNull();
    await page.getByRole('switch', { name: 'Show differences only' }).click();
    await expect(exportPdf).toHaveAttribute('href', /[?&]diff=1(&|$)/);
    // The address its footer prints is this page's, 'differences only' included.
    expect(new URL((await params()).get('url') ?? '').searchParams.get('diff')).toBe('1');
    const [download] = await Promise.all([page.waitForEvent('download'), exportPdf.click()]);
    const pdf = await getDocumentProxy(new Uint8Array(await downloadText(download)));
    const text = ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, '');
    // Both panels are ROE Visual: that row is left out; the pitches differ and stay.
    expect(text).toContain('PixelPitch');
    expect(text).not.toContain('PanelManufacturer');
    // Off again, the link asks for every row.
    await page.getByRole('switch', { name: 'Show differences only' }).click();
    await expect(exportPdf).not.toHaveAttribute('href', /[?&]diff=1(&|$)/);
  });

  test('"Export PDF" refused (too many requests, renders busy) says so and when to try again, in both languages', async ({
    page,
  }) => {
    let answer = { status: 429, retryAfter: '30' };
    await page.route('**/api/studios/compare/pdf/**', (route) =>
      route.fulfill({
        status: answer.status,
        headers: { 'Retry-After': answer.retryAfter, 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: 'rate_limited', detail: 'Too many requests.' }),
      }),
    );
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await openComparison(page);
    const exportPdf = page.getByRole('link', { name: 'Export PDF' });
    await exportPdf.click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'The PDF could not be made: too many PDF requests just now. Try again in 30 seconds.',
      }),
    ).toBeVisible();

    answer = { status: 503, retryAfter: '1' };
    await exportPdf.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'the server is busy with other PDFs. Try again in 1 second.' }),
    ).toBeVisible();

    await page.goto('/frontend/compare?studios=1,2&lang=ru');
    answer = { status: 429, retryAfter: '5' };
    await page.getByRole('link', { name: 'Экспорт в PDF' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'слишком много запросов PDF. Повторите через 5 секунд.' }),
    ).toBeVisible();
    expect(downloads).toBe(0);
  });

  test('"Export CSV" downloads the same table with a BOM', async ({ page }) => {
    await openComparison(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('studio-comparison-1-2.csv');
    const bytes = await downloadText(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(`Category,Parameter,${AURORA},${VOLT},Values differ,Best value`);
    expect(lines).toContain(`LED Wall,Pixel Pitch,1.9 mm,2.6 mm,Yes,${AURORA}`);
    expect(lines).toContain(`LED Wall,Brightness,"1,800 nits","1,500 nits",Yes,${AURORA}`);
    expect(lines).toContain('LED Wall,Panel Manufacturer,ROE Visual,ROE Visual,No,');
    for (const category of CATEGORIES) expect(lines.some((l) => l.startsWith(`${category},`))).toBe(true);
  });
});

test('a category tab clicked as soon as it shows switches, on a 4x slower CPU', async ({ browser }) => {
  // A context of its own: its pages are not held until hydrated (support/test.ts), as a reader's are not.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/frontend/compare?studios=1,2&lang=en', { waitUntil: 'commit' });
  const led = page.getByRole('tab', { name: 'LED Wall' });
  await led.click();
  await expect(led).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 30_000,
  });
  // Still chosen once the app runs, and the address says so (a reload or a share keeps it).
  await expect(led).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'General Information' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await expect(tableRow(page, 'Pixel Pitch')).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=led(&|$)/);
  expect(problems).toEqual([]);
  await context.close();
});

test('a category tab is a link: before the app runs it opens the comparison showing that category', async ({
  page,
}) => {
  const { release, problems } = await holdScripts(page);
  const loaded = page.goto('/frontend/compare?studios=1,2&lang=en');
  const stage = page.getByRole('tab', { name: 'Stage Specifications' });
  await expect(stage).toHaveAttribute('href', /\/frontend\/compare\?studios=1,2&tab=stage$/);
  await stage.click();
  await expect(page).toHaveURL(/tab=stage/);
  await expect(page.getByRole('tab', { name: 'Stage Specifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  release();
  await loaded.catch(() => undefined);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('tab', { name: 'Stage Specifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Once the app runs, a plain click switches in place: the page is not loaded again.
  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
  await page.getByRole('tab', { name: 'Equipment' }).click();
  await expect(page.getByRole('tab', { name: 'Equipment' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=equipment/);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect(problems).toEqual([]);
});

test('the page does not scroll sideways at 768 and 800 px, in English and in Russian', async ({
  browser,
}) => {
  for (const width of [768, 800]) {
    for (const lang of ['en', 'ru']) {
      const context = await browser.newContext({ viewport: { width, height: 1024 } });
      const page = await context.newPage();
      await page.goto(`/frontend/compare?studios=1,2,3&lang=${lang}`);
      await expect(page.getByRole('tablist')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width} px, ${lang}`).toBe(0);
      await context.close();
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [lang, categories, exportCsv, hidden] of [
    [
      'en',
      CATEGORIES,
      'Export CSV',
      ['Share', 'Add Studio to Compare', 'Show differences only', 'Contact a studio'],
    ],
    [
      'ru',
      CATEGORIES_RU,
      'Экспорт в CSV',
      ['Поделиться', 'Добавить студию', 'Только различия', 'Написать студии'],
    ],
  ] as const) {
    test(`every category's table is readable, Export CSV is a link, script-only controls are hidden (${lang})`, async ({
      page,
      request,
    }) => {
      await page.goto(`/frontend/compare?studios=1,2,3&lang=${lang}`);
      // The tab list cannot switch without scripts: each category under its own heading instead.
      await expect(page.getByRole('tablist')).toBeHidden();
      for (const name of categories) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
        const table = page.getByRole('table', { name: new RegExp(`^${name}:`) });
        await expect(table).toBeVisible();
        await expect(table.getByRole('columnheader', { name: new RegExp(SMITH) })).toBeVisible();
        expect(await table.locator('tbody tr').count(), name).toBeGreaterThan(2);
      }

      const csv = page.getByRole('link', { name: exportCsv });
      await expect(csv).toHaveAttribute('href', `/api/studios/compare/csv/?ids=1,2,3&lang=${lang}`);
      const response = await request.get((await csv.getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/csv/);

      // Share, add, the differences switch, pin, remove and contact need scripts: not shown.
      for (const name of hidden) {
        await expect(page.getByRole('main').getByText(name).filter({ visible: true })).toHaveCount(0);
      }
      // The one button left is the currency form's own submit, which works without scripts (product.md §18).
      await expect(page.getByRole('main').getByRole('button').filter({ visible: true })).toHaveText([
        lang === 'en' ? 'Show' : 'Показать',
      ]);
    });
  }
});

test.describe('below 768 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('an accordion, a studio carousel with Previous and Next, and a swipe that changes the tab', async ({
    page,
  }) => {
    await openComparison(page, 'studios=1,2');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const general = page.getByRole('button', { name: 'General Information' });
    const led = page.getByRole('button', { name: 'LED Wall' });
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    await expect(led).toHaveAttribute('aria-expanded', 'false');

    await expect(page.getByTestId('carousel-position')).toHaveText('Studio 1 of 2');
    await expect(page.getByTestId('carousel-studio')).toHaveText(AURORA);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('carousel-position')).toHaveText('Studio 2 of 2');
    await expect(page.getByTestId('carousel-studio')).toHaveText(VOLT);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByTestId('carousel-studio')).toHaveText(AURORA);

    const area = page.getByTestId('compare-accordion');
    const swipe = async (fromX: number, toX: number) => {
      const y = 300;
      await area.dispatchEvent('touchstart', {
        touches: [{ identifier: 1, clientX: fromX, clientY: y }],
        changedTouches: [{ identifier: 1, clientX: fromX, clientY: y }],
      });
      await area.dispatchEvent('touchend', {
        touches: [],
        changedTouches: [{ identifier: 1, clientX: toX, clientY: y + 5 }],
      });
    };
    await swipe(300, 280); // 20 px: not a swipe
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    await swipe(320, 200); // 120 px to the left: the next category
    await expect(led).toHaveAttribute('aria-expanded', 'true');
    await expect(general).toHaveAttribute('aria-expanded', 'false');
    const pitch = page.getByTestId('compare-accordion').locator('[data-row-id="led.pixel_pitch"]');
    await expect(pitch).toHaveAttribute('data-differs', 'true');
    await expect(pitch.locator('[data-best]')).toContainText('1.9 mm');
    await swipe(100, 260); // to the right: back
    await expect(general).toHaveAttribute('aria-expanded', 'true');

    await led.click();
    await expect(led).toHaveAttribute('aria-expanded', 'true');
  });

  test('removing the shown studio in the carousel rewrites the URL', async ({ page }) => {
    await openComparison(page, 'studios=1,2,3');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: `Remove ${VOLT} from the comparison` }).click();
    await expect(page).toHaveURL(/studios=1,3$/);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [layout, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 375, height: 800 }],
  ] as const) {
    test(`axe finds no violations (${colorScheme}, ${layout})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await page.goto('/frontend/compare');
      await expect(page.getByRole('heading', { name: 'No Studios Selected' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/frontend/compare?compare=true&studios=1');
      await expect(await studioCard(page, AURORA)).toBeVisible();
      await expectNoAxeViolations(page);
      await openComparison(page, 'studios=1,2,24&pin=led.brightness');
      if (layout === 'desktop') await page.getByRole('tab', { name: 'LED Wall' }).click();
      else await page.getByRole('button', { name: 'LED Wall' }).click();
      await expect(page.locator('[data-row-id="led.pixel_pitch"]')).toBeVisible();
      await page.getByRole('switch', { name: 'Show differences only' }).click();
      await expectNoAxeViolations(page);
    });
  }
}

// Issue 12: what a new user tripped over, at a desktop and a phone size.
const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Where an element's top is in the viewport, and how far the page is scrolled. */
async function placeOf(locator: Locator): Promise<{ top: number; scrollY: number }> {
  return locator.evaluate((el) => ({ top: el.getBoundingClientRect().top, scrollY: window.scrollY }));
}

for (const [layout, viewport] of VIEWPORTS) {
  test.describe(`compare state and scroll (${layout})`, () => {
    test.use({ viewport, hasTouch: layout === 'phone' });

    test('"+ Add" in the picker keeps the page where it is', async ({ page }) => {
      await page.goto('/frontend/compare?compare=true');
      const cards = page.getByRole('region', { name: 'Available studios' }).locator('button[aria-pressed]');
      await expect(cards.nth(20)).toBeVisible();
      for (const [n, index] of [
        [1, 20],
        [2, 23],
      ] as const) {
        const card = cards.nth(index);
        await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        const before = await placeOf(card);
        expect(before.scrollY).toBeGreaterThan(300);
        await card.click();
        await expect(card).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('heading', { name: `Selected (${n} of 4)` })).toBeAttached();
        await expect(page).toHaveURL(/compare=true&studios=\d+/);
        const after = await placeOf(card);
        // The card stays under the finger (the page did not jump to the top).
        expect(Math.abs(after.top - before.top)).toBeLessThan(80);
        expect(after.scrollY).toBeGreaterThan(300);
      }
    });

    test('removing studios down to one keeps it, with the message and the picker', async ({ page }) => {
      await openComparison(page, 'studios=1,2&pin=led.brightness');
      if (layout === 'phone') await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: `Remove ${VOLT} from the comparison` }).click();
      await expect(page).toHaveURL(/\/frontend\/compare\?studios=1&pin=led\.brightness$/);
      await expect(
        page.getByRole('status').filter({ hasText: 'Select at least 2 studios to compare' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Selected (1 of 4)' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Remove ${AURORA}` })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search studios' })).toBeVisible();
      await expect(await studioCard(page, AURORA)).toHaveAttribute('aria-pressed', 'true');

      // One more from the picker at hand, and the comparison is back, pins and all.
      await (await studioCard(page, VOLT)).click();
      await expect(page).toHaveURL(/compare=true&studios=1,2&pin=led\.brightness$/);
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Studio Comparison' })).toBeVisible();
      await expect(page).toHaveURL(/\/frontend\/compare\?studios=1,2&pin=led\.brightness$/);
    });

    test('"Share" copies pins, the open category and "differences only"; the link restores them', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
      await openComparison(page, 'studios=1,2');
      const openCategory = (name: string) =>
        layout === 'desktop'
          ? page.getByRole('tab', { name }).click()
          : page.getByRole('button', { name, exact: true }).click();
      await openCategory('Equipment');
      await page.getByRole('button', { name: 'Pin Cameras' }).click();
      await openCategory('LED Wall');
      await page.getByRole('switch', { name: 'Show differences only' }).click();
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' }),
      ).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const url = new URL(copied);
      expect(url.pathname).toBe('/frontend/compare');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        studios: '1,2',
        pin: 'equipment.cameras',
        tab: 'led',
        diff: '1',
      });
      await expect(page).toHaveURL(copied);

      // A reload of the shared link gives back the same view.
      await page.goto('/frontend/compare');
      await page.goto(copied);
      await expect(page.getByRole('switch', { name: 'Show differences only' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      const panel =
        layout === 'desktop'
          ? page.getByRole('tabpanel')
          : page.getByTestId('compare-accordion').getByRole('region');
      if (layout === 'desktop') {
        await expect(page.getByRole('tab', { name: 'LED Wall' })).toHaveAttribute('aria-selected', 'true');
      } else {
        await expect(page.getByRole('button', { name: 'LED Wall', exact: true })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      }
      const rows = panel.locator('[data-row-id]');
      await expect(rows.first()).toHaveAttribute('data-row-id', 'equipment.cameras');
      await expect(panel.getByRole('button', { name: 'Pin Cameras' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(panel.locator('[data-row-id="led.pixel_pitch"]')).toBeVisible();
      // Narrowed: after the pinned row, only rows whose values differ.
      await expect(panel.locator('[data-row-id="led.manufacturer"]')).toHaveCount(0);
      for (const row of (await rows.all()).slice(1))
        await expect(row).toHaveAttribute('data-differs', 'true');
    });

    test('"Show differences only" narrows the table; identity rows and unknowns never mark a row', async ({
      page,
    }) => {
      await openComparison(page, 'studios=1,2');
      const scope = layout === 'desktop' ? page.getByRole('tabpanel') : page.getByTestId('compare-accordion');
      const all = await scope.locator('[data-row-id]').count();
      // Berlin against London: not a difference in what the studios offer.
      await expect(scope.locator('[data-row-id="general.location"]')).not.toHaveAttribute('data-differs');
      await expect(scope.locator('[data-row-id="general.total_area"]')).toHaveAttribute(
        'data-differs',
        'true',
      );
      await page.getByRole('switch', { name: 'Show differences only' }).click();
      await expect(scope.locator('[data-row-id="general.location"]')).toHaveCount(0);
      await expect(scope.locator('[data-row-id="general.description"]')).toHaveCount(0);
      await expect(scope.locator('[data-row-id="general.total_area"]')).toBeVisible();
      expect(await scope.locator('[data-row-id]').count()).toBeLessThan(all);
      await expect(page).toHaveURL(/diff=1/);

      // Aurora says 3DGS "Available"; Blank Slate says nothing: unknown, not a difference.
      await openComparison(page, 'studios=1,24');
      await page.getByRole('switch', { name: 'Show differences only' }).click();
      await expect(page.locator('[data-row-id="general.scanning_3dgs"]')).toHaveCount(0);
    });

    test('3DGS, 4DGS and the LED ceiling and floor read ✓ yes, ✗ no or ? unknown, in both languages', async ({
      page,
    }) => {
      await openComparison(page, 'studios=1,24');
      let shown = 0;
      const cellOf = async (rowId: string, studio: number) => {
        if (layout === 'desktop') return page.locator(`[data-row-id="${rowId}"] td`).nth(studio);
        // The phone shows one studio at a time: move the carousel to it.
        while (shown !== studio) {
          const name = shown < studio ? /^(Next|Далее)/ : /^(Previous|Назад)/;
          await page.getByRole('button', { name }).click();
          shown += shown < studio ? 1 : -1;
        }
        return page.locator(`[data-row-id="${rowId}"] dd`);
      };
      const openCategory = (name: string) =>
        layout === 'desktop'
          ? page.getByRole('tab', { name }).click()
          : page.getByRole('button', { name, exact: true }).click();

      await expect(await cellOf('general.scanning_3dgs', 0)).toHaveText('✓ Yes');
      await expect(await cellOf('general.scanning_4dgs', 0)).toHaveText('✓ Yes (limited)');
      await openCategory('LED Wall');
      await expect(await cellOf('led.ceiling', 0)).toHaveText('✓ Yes');
      await expect(await cellOf('led.floor', 0)).toHaveText('✗ No');
      await expect(page.locator('[data-row-id="led.shape"]')).toBeVisible();
      const unknown = await cellOf('led.floor', 1);
      await expect(unknown).toHaveText('? Unknown');
      // The mark is decoration; the word is what is read out.
      await expect(unknown.locator('[aria-hidden="true"]')).toHaveText('?');
      await openCategory('General Information');
      await expect(await cellOf('general.scanning_3dgs', 1)).toHaveText('? Unknown');

      await page.getByRole('link', { name: 'Русский' }).click();
      await expect(await cellOf('general.scanning_3dgs', 1)).toHaveText('? Неизвестно');
      await expect(await cellOf('general.scanning_4dgs', 0)).toHaveText('✓ Да (ограниченно)');
      await page.getByRole('link', { name: 'English' }).click();
    });
  });
}

test.describe('pinning on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('keeps the scroll position', async ({ page }) => {
    await openComparison(page, 'studios=1,2');
    await page.getByRole('button', { name: 'LED Wall', exact: true }).click();
    // The first row of its category: pinning leaves it in place, so only a jump would move it.
    // (Centred: at the top the sticky site header would cover it and the click would scroll.)
    const row = page.locator('[data-row-id="led.pixel_pitch"]');
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const before = await placeOf(row);
    expect(before.scrollY).toBeGreaterThan(100);
    const pin = row.getByRole('button', { name: 'Pin Pixel Pitch' });
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/pin=led\.pixel_pitch/);
    const after = await placeOf(row);
    expect(Math.abs(after.scrollY - before.scrollY)).toBeLessThan(5);
    expect(Math.abs(after.top - before.top)).toBeLessThan(5);

    // A row further down moves up to the pinned rows; the browser keeps it under the finger
    // rather than the page jumping to its top.
    const brightness = page.locator('[data-row-id="led.brightness"]');
    await brightness.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const scrolled = await placeOf(brightness);
    expect(scrolled.scrollY).toBeGreaterThan(300);
    await brightness.getByRole('button', { name: 'Pin Brightness' }).click();
    await expect(page).toHaveURL(/pin=led\.pixel_pitch,led\.brightness/);
    const moved = await placeOf(brightness);
    expect(Math.abs(moved.top - scrolled.top)).toBeLessThan(100);
    expect(moved.scrollY).toBeGreaterThan(0);
  });
});
