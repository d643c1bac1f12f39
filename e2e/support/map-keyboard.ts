/** Reaching a studio on the map by keyboard (product.md §11 "The map"). */
import { expect, type Page } from '@playwright/test';

/**
 * Presses Enter on the focused map marker while it is a group, until a single studio's marker has the
 * focus; returns that marker's label. A group zooms in and, once the map stops, hands the focus to a
 * marker it split into. The group keeps the focus until then, so each step waits for the focus to
 * move: an Enter pressed meanwhile would zoom into the same group again (on a busy machine the zoom
 * takes a while, and twelve quick presses could end with no studio reached).
 */
export async function focusStudioMarker(page: Page): Promise<string> {
  const focused = page.locator('[data-studios]:focus');
  for (let step = 0; step < 12; step++) {
    await expect(focused).toHaveAttribute('data-studios', /^\d+$/);
    if ((await focused.getAttribute('data-studios')) === '1') break;
    const group = await focused.elementHandle();
    await page.keyboard.press('Enter');
    await expect.poll(() => group?.evaluate((element) => element !== document.activeElement)).toBe(true);
  }
  await expect(focused).toHaveAttribute('data-studios', '1');
  return (await focused.getAttribute('aria-label')) ?? '';
}
