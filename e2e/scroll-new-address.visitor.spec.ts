/**
 * Issue 34 P2.9: after reading a studio page, a typed or pasted address in the same tab opened the new
 * page as far down as the last one (React Router keys every such entry 'default'). A new page opens at
 * the top; reload, Back and Forward return to where the reader was.
 */
import { expect, type Page, test } from './support/test';

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor();
}

/** Scrolls as far as 2,500 px (less on a short page) and answers where the window is. */
async function scrollDown(page: Page, wanted: number): Promise<number> {
  const reached = await page.evaluate((y) => {
    window.scrollTo(0, Math.min(y, document.documentElement.scrollHeight - window.innerHeight));
    return window.scrollY;
  }, wanted);
  expect(reached).toBeGreaterThan(400);
  return reached;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const { lang, screen } of [
  { lang: 'en', screen: { width: 1280, height: 720 } },
  { lang: 'ru', screen: { width: 390, height: 844 } },
]) {
  test(`a typed address opens at the top; reload and Back restore (${lang}, ${screen.width} px)`, async ({
    page,
  }) => {
    // Several pages, each loaded and hydrated: more than one page's time on a busy machine.
    test.slow();
    await page.setViewportSize(screen);
    await open(page, `/frontend/studios/1?lang=${lang}`);
    const first = await scrollDown(page, 2_500);
    // Let the scroll be remembered (a scroll listener) before the page is left.
    await expect.poll(() => scrollY(page)).toBe(first);

    // Another address, pasted into the same tab: the top.
    await open(page, `/frontend/studios/2?lang=${lang}`);
    await expect.poll(() => scrollY(page)).toBe(0);
    await open(page, '/frontend/studios');
    await expect.poll(() => scrollY(page)).toBe(0);

    // Reload keeps the place; Back returns to the studio page's place.
    const second = await scrollDown(page, 1_000);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => scrollY(page)).toBe(second);
    await page.goBack();
    await page.goBack();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page).toHaveURL(/\/studios\/1\?/);
    await expect.poll(() => scrollY(page)).toBe(first);
  });
}
