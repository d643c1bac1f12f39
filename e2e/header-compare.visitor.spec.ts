/**
 * Issue 34 P1.4: ticking two studios and clicking Compare in the header opened "No Studios Selected".
 * The header's Compare opens the current selection: after the app has run (ahead of the address,
 * which follows a moment later) and, from the server's page, before it has.
 */
import { expect, test } from './support/test';

for (const { lang, tick, nav, compare, heading, screen } of [
  {
    lang: 'en',
    tick: 'Compare',
    nav: 'Main',
    compare: 'Compare',
    heading: 'Studio Comparison',
    screen: { width: 1280, height: 800 },
  },
  {
    lang: 'ru',
    tick: 'Сравнить',
    nav: 'Главное меню',
    compare: 'Сравнение',
    heading: 'Сравнение студий',
    screen: { width: 390, height: 844 },
  },
]) {
  test(`the header's Compare opens the ticked studios (${lang}, ${screen.width} px)`, async ({ page }) => {
    // Two pages, each loaded and hydrated: more than one page's time on a busy machine.
    test.slow();
    await page.setViewportSize(screen);
    await page.goto(`/frontend/studios?lang=${lang}`);
    await page.locator('html[data-hydrated]').waitFor();
    // The first two studios of the list.
    const boxes = page.getByRole('checkbox', { name: new RegExp(`^${tick} `) });
    const names: string[] = [];
    for (const box of [boxes.nth(0), boxes.nth(1)]) {
      names.push(((await box.getAttribute('aria-label')) ?? '').slice(tick.length + 1));
      await box.check();
    }
    const link = page.getByRole('navigation', { name: nav }).getByRole('link', { name: compare });
    await expect(link).toHaveAttribute('href', /^\/frontend\/compare\?studios=\d+,\d+$/);
    // At once, before the list's address has caught up.
    await link.click();
    await expect(page).toHaveURL(/\/frontend\/compare\?studios=\d+,\d+$/);
    // The compare page's code and the comparison load first (15 s, as compare.visitor.spec.ts waits).
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
    for (const name of names) await expect(page.getByText(name).first()).toBeAttached();
  });
}

test.describe('before the app runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page links the header's Compare to the address's selection", async ({ page }) => {
    test.slow();
    await page.goto('/frontend/studios?compare=1,2&lang=en');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compare' });
    await expect(link).toHaveAttribute('href', '/frontend/compare?studios=1,2');
    await link.click();
    await expect(page).toHaveURL(/\/frontend\/compare\?studios=1,2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Comparison' })).toBeVisible({
      timeout: 15_000,
    });
  });
});

// Issue 34 (P3): the compare tray's button was 57 Tab presses from the top of the list.
test('a skip link near the top of the list leads the keyboard to the compare tray', async ({ page }) => {
  test.slow();
  await page.goto('/frontend/studios?compare=1,2&lang=en');
  await page.locator('html[data-hydrated]').waitFor();
  const skip = page.getByRole('link', { name: 'Skip to the compare tray' });
  let presses = 0;
  while (!(await skip.evaluate((link) => link === document.activeElement)) && presses < 15) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Compare Studios (2)' })).toBeFocused();
});
