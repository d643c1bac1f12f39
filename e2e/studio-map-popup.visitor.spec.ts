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
    const markerFocused = mapRegion(page).locator('[data-studios]:focus');
    const link = mapRegion(page).getByRole('link', { name: details });
    await expect(markerFocused).toBeVisible();
    // Enter on a group zooms in and focuses a marker it split into; on a studio, opens its card (the
    // markers may be made again meanwhile: each step waits for either).
    let marker = '';
    for (let step = 0; step < 12 && !(await link.isVisible()); step++) {
      marker = (await markerFocused.getAttribute('aria-label')) ?? '';
      await page.keyboard.press('Enter');
      await expect(link.or(markerFocused).first()).toBeVisible();
    }
    await expect(link).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(link).toHaveCount(0);
    await expect(focused).toHaveAttribute('aria-label', marker);
    await expect(focused).toHaveAttribute('data-studios', '1');
  });
}
