/** The map's studio card from the keyboard (product.md §11 "The map"): Escape closes it. */
import { expect, type Page, test } from './support/test';

const mapRegion = (page: Page) => page.getByTestId('studio-map');
const markers = (page: Page) => mapRegion(page).locator('[data-studios]');

for (const [lang, details] of [
  ['en', /^View Details/],
  ['ru', /^Подробнее/],
] as const) {
  test(`Escape closes a studio's card on the map and gives the focus back to its marker (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/frontend/studios?view=map&lang=${lang}`);
    await expect(mapRegion(page)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
    await mapRegion(page).focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('data-studios', /\d+/);
    // Enter on a group zooms in and hands the focus to a marker it split into, until one studio's.
    for (let step = 0; step < 12; step++) {
      if ((await focused.getAttribute('data-studios')) === '1') break;
      await page.keyboard.press('Enter');
      await expect(focused).toHaveAttribute('data-studios', /\d+/);
    }
    const marker = await focused.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    const link = mapRegion(page).getByRole('link', { name: details });
    await expect(link).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(link).toHaveCount(0);
    await expect(focused).toHaveAttribute('aria-label', marker ?? '');
    await expect(focused).toHaveAttribute('data-studios', '1');
  });
}
