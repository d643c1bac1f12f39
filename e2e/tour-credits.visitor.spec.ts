/**
 * A tour without credits of its own shows the site's default credits (product.md §6): the role in the
 * reader's language, the configured name and link beside it (README: SCANNER_CREDIT_NAME, ...).
 */
import { expect, test } from './support/test';

for (const { lang, heading, scanner, host } of [
  {
    lang: 'ru',
    heading: 'Интерактивный 3DGS-тур',
    scanner: 'Сканирование: VP Atlas Scanning',
    host: 'Тур размещён на SplatSpace',
  },
  {
    lang: 'en',
    heading: 'Interactive 3DGS Tour',
    scanner: 'Scanned by VP Atlas Scanning',
    host: 'Tour hosted by SplatSpace',
  },
] as const) {
  test(`the default tour credits say their role in the page's language (${lang})`, async ({ page }) => {
    await page.goto(`/frontend/studios/13?lang=${lang}`);
    const tour = page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });
    await expect(tour.getByRole('link', { name: new RegExp(`^${scanner}`) })).toHaveAttribute(
      'href',
      'https://example.com/vp-atlas/scanning',
    );
    await expect(tour.getByRole('link', { name: new RegExp(`^${host}`) })).toHaveAttribute(
      'href',
      'https://example.com/splatspace',
    );
  });
}
