/**
 * The shortlist (product.md §16, issue 39): Save on a card and on a studio's page, the header's count,
 * /frontend/shortlist with a note that survives a reload, 'Compare these', the share link opened
 * read-only in a fresh browser, a studio that left the directory, other tabs, Russian on a phone.
 */
import { expectNoAxeViolations } from './support/axe';
import { holdAppScripts } from './support/held-scripts';
import { expect, type Page, test } from './support/test';

// Demo studios (src/server/seed).
const AURORA = { id: 1, name: 'Aurora Volume Works' };
const VOLT = { id: 2, name: 'Volt & Vision Stages' };
const STORAGE_KEY = 'vp-shortlist';

/** Puts a shortlist in this browser's storage and reloads the page, as if saved earlier. */
async function seedShortlist(page: Page, entries: { id: number; name: string; note?: string }[]) {
  await page.evaluate(
    ([key, list]) =>
      window.localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          entries: list.map((entry) => ({ note: '', savedAt: '2026-12-01T00:00:00.000Z', ...entry })),
        }),
      ),
    [STORAGE_KEY, entries] as const,
  );
  await page.reload();
}

function headerCount(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByTestId('shortlist-count');
}

test('Save on a card and on a studio page; the header counts them; a note survives a reload; compare these', async ({
  page,
}) => {
  test.slow();
  await page.goto('/frontend/studios?lang=en');
  const cardSave = page.getByRole('button', { name: `Save ${AURORA.name} to my shortlist` }).first();
  await expect(cardSave).toHaveAttribute('aria-pressed', 'false');
  await expect(headerCount(page)).toHaveCount(0);
  await cardSave.click();
  await expect(cardSave).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('shortlist-announcement')).toHaveText(
    `Saved: ${AURORA.name} is on your shortlist`,
  );
  await expect(headerCount(page)).toHaveText('1');

  // The studio page: Save beside 'Contact this studio', and 'Add to compare'.
  await page.goto(`/frontend/studios/${VOLT.id}?lang=en`);
  await expect(page.getByRole('button', { name: 'Contact this studio' })).toBeVisible();
  const pageSave = page.getByRole('button', { name: `Save ${VOLT.name} to my shortlist` });
  await pageSave.click();
  await expect(pageSave).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount(page)).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Add to compare' })).toHaveAttribute(
    'href',
    new RegExp(`/frontend/compare\\?compare=true&studios=(\\d+,)*${VOLT.id}$`),
  );
  // Pressed again: removed, and said so.
  await pageSave.click();
  await expect(pageSave).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('shortlist-announcement')).toHaveText(
    `Removed: ${VOLT.name} is off your shortlist`,
  );
  await expect(headerCount(page)).toHaveText('1');
  await pageSave.click();
  await expect(headerCount(page)).toHaveText('2');

  // The header's link opens the shortlist.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Shortlist/ })
    .click();
  await expect(page).toHaveURL(/\/frontend\/shortlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your shortlist' })).toBeVisible();
  await expect(page.getByText(/^Kept in this browser only:/)).toBeVisible();
  const entries = page.getByTestId('shortlist-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).getByRole('heading', { name: AURORA.name })).toBeVisible();
  await expectNoAxeViolations(page);

  const note = page.getByRole('textbox', { name: `Private note on ${AURORA.name}` });
  await note.fill('Ask about the ceiling rig');
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Private note on ${AURORA.name}` })).toHaveValue(
    'Ask about the ceiling rig',
  );

  // Compare these: two chosen open the comparison of those two.
  await page.getByRole('checkbox', { name: `Choose ${AURORA.name} to compare` }).check();
  await page.getByRole('checkbox', { name: `Choose ${VOLT.name} to compare` }).check();
  await expect(page.getByRole('link', { name: 'Request availability and a quote' })).toHaveAttribute(
    'href',
    `/frontend/compare?studios=${AURORA.id},${VOLT.id}`,
  );
  await page.getByRole('link', { name: 'Compare these (2)' }).click();
  await expect(page).toHaveURL(new RegExp(`/frontend/compare\\?studios=${AURORA.id},${VOLT.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Studio Comparison' })).toBeVisible({
    timeout: 15_000,
  });
});

test('the export holds the shortlist’s studios', async ({ page }) => {
  await page.goto('/frontend/shortlist?lang=en');
  await seedShortlist(page, [VOLT, AURORA]);
  const csv = page.getByTestId('shortlist-export-csv');
  await expect(csv).toHaveAttribute(
    'href',
    `/api/studios/studios-enhanced/export/?format=csv&lang=en&ids=${VOLT.id},${AURORA.id}`,
  );
  const download = page.waitForEvent('download');
  await csv.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shortlist-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('the share link opens the list read-only in another browser, without the notes', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/frontend/shortlist?lang=en');
  await seedShortlist(page, [{ ...AURORA, note: 'private words' }, VOLT]);
  const url = await page.getByTestId('shortlist-share-url').inputValue();
  expect(url).toMatch(new RegExp(`/frontend/shortlist\\?ids=${AURORA.id},${VOLT.id}$`));
  expect(url).not.toContain('private');

  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(`${url}&lang=en`);
    await expect(fresh.getByRole('heading', { level: 1, name: 'A shared shortlist' })).toBeVisible();
    const shared = fresh.getByTestId('shortlist-shared-entry');
    await expect(shared).toHaveCount(2);
    await expect(shared.nth(0).getByRole('heading', { name: AURORA.name })).toBeVisible();
    // Read-only: no notes, no choosing, nothing removed.
    await expect(fresh.getByRole('textbox')).toHaveCount(0);
    await expect(fresh.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(fresh.getByText('private words')).toHaveCount(0);
    await fresh.getByRole('button', { name: 'Add these to my shortlist' }).click();
    await expect(
      fresh.locator('#main').getByRole('status').filter({ hasText: 'Added 2 studios to your shortlist.' }),
    ).toBeVisible();
    await expect(headerCount(fresh)).toHaveText('2');
    await fresh.getByRole('link', { name: 'Open my shortlist' }).click();
    await expect(fresh.getByTestId('shortlist-entry')).toHaveCount(2);
    // The other browser's note did not travel.
    await expect(fresh.getByRole('textbox', { name: `Private note on ${AURORA.name}` })).toHaveValue('');
  } finally {
    await other.close();
  }
});

test('a studio that left the directory stays, marked, under its saved name', async ({ page }) => {
  await page.goto('/frontend/shortlist?lang=en');
  await seedShortlist(page, [AURORA, { id: 987654, name: 'Gone Studio' }]);
  const gone = page
    .getByTestId('shortlist-entry')
    .filter({ has: page.getByRole('heading', { name: 'Gone Studio' }) });
  await expect(gone.getByText('No longer in the directory')).toBeVisible();
  await expect(gone.getByRole('checkbox')).toHaveCount(0);
  const kept = page
    .getByTestId('shortlist-entry')
    .filter({ has: page.getByRole('heading', { name: AURORA.name }) });
  await expect(kept.getByRole('link', { name: `View details of ${AURORA.name}` })).toBeVisible();
  await expect(kept.getByText('No longer in the directory')).toHaveCount(0);
  // Its export and share link leave it out of the file but keep it in the link.
  await expect(page.getByTestId('shortlist-export-csv')).toHaveAttribute('href', /ids=1$/);
});

test('another tab follows the list', async ({ page, context }) => {
  test.slow();
  await page.goto('/frontend/shortlist?lang=en');
  const other = await context.newPage();
  await other.goto(`/frontend/studios/${AURORA.id}?lang=en`);
  await other.getByRole('button', { name: `Save ${AURORA.name} to my shortlist` }).click();
  await expect(page.getByTestId('shortlist-entry')).toHaveCount(1);
  await expect(headerCount(page)).toHaveText('1');
});

test('in Russian on a phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/frontend/studios?lang=ru');
  const save = page.getByRole('button', { name: `Сохранить ${AURORA.name} в мой список` }).first();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  const nav = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(nav.getByTestId('shortlist-count')).toHaveText('1');
  await nav.getByRole('link', { name: /^Мой список/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мой список' })).toBeVisible();
  await expect(page.getByText(/^Хранится только в этом браузере/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Личная заметка о ${AURORA.name}` })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Save pressed before the app has loaded saves once it has', async ({ page }) => {
  const path = `/frontend/studios/${AURORA.id}?lang=en`;
  const release = await holdAppScripts(page, path);
  // goto waits for hydration (support/test.ts), which waits for the scripts: not awaited yet.
  const loaded = page.goto(path);
  await expect(page.locator('html[data-early-click="waiting"]')).toHaveCount(1);
  const save = page.getByRole('button', { name: `Save ${AURORA.name} to my shortlist` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.locator('html[data-early-click="kept"]')).toHaveCount(1);
  release();
  await loaded;
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount(page)).toHaveText('1');
});
