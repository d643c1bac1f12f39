/**
 * The map's studio card (product.md §11 "The map"): opened from the keyboard, Escape closes it; its
 * compare box refuses a fifth studio as the cards do (§5).
 */
import type { StudioPage } from '../src/domain/schemas/studio-schemas';
import { focusStudioMarker } from './support/map-keyboard';
import { expect, type Page, test } from './support/test';

const mapRegion = (page: Page) => page.getByTestId('studio-map');
const markers = (page: Page) => mapRegion(page).locator('[data-studios]');

/**
 * Tabs to the first marker and goes into groups until a studio's marker has the focus
 * (focusStudioMarker), then opens its card; returns that marker's name. The same map opens the same card.
 */
async function openFirstCard(page: Page, details: RegExp): Promise<string> {
  await expect(mapRegion(page)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
  await mapRegion(page).focus();
  await page.keyboard.press('Tab');
  const marker = await focusStudioMarker(page);
  await page.keyboard.press('Enter');
  await expect(mapRegion(page).getByRole('link', { name: details })).toBeFocused();
  return marker;
}

for (const [lang, details] of [
  ['en', /^View Details/],
  ['ru', /^Подробнее/],
] as const) {
  test(`Escape closes a studio's card on the map and gives the focus back to its marker (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/frontend/studios?view=map&lang=${lang}`);
    const focused = page.locator(':focus');
    const link = mapRegion(page).getByRole('link', { name: details });
    const marker = await openFirstCard(page, details);

    await page.keyboard.press('Escape');
    await expect(link).toHaveCount(0);
    await expect(focused).toHaveAttribute('aria-label', marker);
    await expect(focused).toHaveAttribute('data-studios', '1');
  });
}

for (const [lang, details, compare, compareMax] of [
  ['en', /^View Details/, 'Compare', 'You can compare at most 4 studios'],
  ['ru', /^Подробнее/, 'Сравнить', 'Вы можете сравнить максимум 4 студии'],
] as const) {
  test(`the card's compare box stays unticked when a fifth studio is refused (${lang})`, async ({ page }) => {
    await page.goto(`/frontend/studios?view=map&lang=${lang}`);
    await openFirstCard(page, details);
    const href = await mapRegion(page).getByRole('link', { name: details }).getAttribute('href');
    const id = Number(/\/studios\/(\d+)/.exec(href ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    // Four other studios already chosen: the same map opens the same card.
    const response = await page.request.get('/api/studios/studios-enhanced/?page=1&page_size=10');
    expect(response.ok()).toBe(true);
    const others = ((await response.json()) as StudioPage).results.map((s) => s.id).filter((s) => s !== id);
    const chosen = others.slice(0, 4);
    expect(chosen).toHaveLength(4);
    await page.goto(`/frontend/studios?view=map&lang=${lang}&compare=${chosen.join(',')}`);
    await openFirstCard(page, details);

    const box = mapRegion(page).getByRole('checkbox', { name: new RegExp(`^${compare} `) });
    await expect(box).not.toBeChecked();
    await box.click();
    await expect(page.getByText(compareMax)).toBeVisible();
    await expect(box).not.toBeChecked();
    // Refused again (the message already shown, nothing on the page changes): still unticked.
    await box.click();
    await expect(box).not.toBeChecked();
    expect(new URL(page.url()).searchParams.get('compare')).toBe(chosen.join(','));
  });
}
