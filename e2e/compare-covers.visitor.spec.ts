/**
 * Compare shows each studio's cover at the top of its column (issue 18): the comparison's answer is
 * given a cover for its first studio here (the page rendered in the browser only), so this tests the
 * page's side whatever the demo studios hold.
 */

import { renderInBrowserOnly } from './support/browser-rendered';
import { pngBuffer } from './support/png';
import { expect, type Page, test } from './support/test';

const PNG = `data:image/png;base64,${pngBuffer(30, 20, [200, 60, 60]).toString('base64')}`;

async function withCoverOnFirst(page: Page): Promise<void> {
  await renderInBrowserOnly(page);
  await page.route('**/api/studios/compare/', async (route) => {
    const response = await route.fetch();
    const studios = (await response.json()) as Record<string, unknown>[];
    studios[0] = {
      ...studios[0],
      cover_image: {
        id: 'x',
        url: PNG,
        width: 30,
        height: 20,
        alt: 'Stage',
        placeholder: '#cc3c3c',
        variants: [],
      },
    };
    if (studios[1]) studios[1] = { ...studios[1], cover_image: null };
    await route.fulfill({ response, json: studios });
  });
}

test('each column opens with its studio cover; a studio without one keeps an empty box', async ({ page }) => {
  await withCoverOnFirst(page);
  await page.goto('/frontend/compare?studios=1,2');
  const covers = page.getByTestId('compare-tabs').getByRole('tabpanel').getByTestId('compare-cover');
  await expect(covers).toHaveCount(2);
  const image = covers.nth(0).locator('img');
  await expect(image).toHaveAttribute('src', PNG);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(30);
  await expect(covers.nth(1).locator('img')).toHaveCount(0);
  // Same box for both, so the names below them line up.
  const [a, b] = await Promise.all([covers.nth(0).boundingBox(), covers.nth(1).boundingBox()]);
  expect(Math.round(a!.height)).toBe(Math.round(b!.height));
});

test('on a phone the carousel shows the current studio cover', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withCoverOnFirst(page);
  await page.goto('/frontend/compare?studios=1,2');
  const carousel = page.getByRole('group', { name: 'Studio 1 of 2' });
  await expect(carousel.getByTestId('compare-cover').locator('img')).toHaveAttribute('src', PNG);
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(
    page.getByRole('group', { name: 'Studio 2 of 2' }).getByTestId('compare-cover').locator('img'),
  ).toHaveCount(0);
});
