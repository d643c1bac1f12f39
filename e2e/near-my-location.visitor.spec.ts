/**
 * 'Use my location' (product.md §11): the 'near' box names the visitor's position as a place ('Your
 * location', 'Ваше местоположение'), the chip as the end of its phrase ('Distance from your
 * location', 'Расстояние от: вашего местоположения'). The sort labels say what the English says.
 */
import { expect, type Page, test } from './support/test';

test.use({ geolocation: { latitude: 52.52, longitude: 13.405 }, permissions: ['geolocation'] });

async function openPlaceAndSizes(page: Page, summaryText: string): Promise<void> {
  const summary = page.getByText(summaryText, { exact: true });
  const details = page.locator('details').filter({ has: summary });
  if ((await details.getAttribute('open')) === null) await summary.click();
}

for (const { lang, section, use, near, input, chip } of [
  {
    lang: 'ru',
    section: 'Место и размеры',
    use: 'Моё местоположение',
    near: 'Рядом с',
    input: 'Ваше местоположение',
    chip: 'Расстояние от: вашего местоположения',
  },
  {
    lang: 'en',
    section: 'Place and sizes',
    use: 'Use my location',
    near: 'Near',
    input: 'Your location',
    chip: 'Distance from your location',
  },
] as const) {
  test(`'Use my location' reads as a place in the box and as a phrase in the chip (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/frontend/studios?lang=${lang}`);
    await openPlaceAndSizes(page, section);
    await page.getByRole('button', { name: use }).click();
    await expect(page).toHaveURL(/[?&]near=52\.52\d*,13\.40\d*/);
    await expect(page.getByRole('combobox', { name: near })).toHaveValue(input);
    await expect(page.getByRole('button', { name: new RegExp(chip) })).toBeVisible();
  });
}
