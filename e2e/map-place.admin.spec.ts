/**
 * 'Place on the map' on the studio page (product.md §11): an admin sets a studio's coordinates from
 * its city (the gazetteer's proposal, taken on the admin's click), types them (a point or a comma),
 * or removes them; what cannot be a coordinate is refused beside the field and saves nothing; a
 * place the gazetteer does not know says so. Visitors see none of it. Each test makes its own
 * studio through the API with the page's session.
 */

import type { Studio } from '../src/domain/schemas/studio-schemas';
import { expectNoAxeViolations } from './support/axe';
import { keepOffTheNetwork } from './support/off-network';
import { csrfHeaders, signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, type Locator, type Page, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => keepOffTheNetwork(page));

let counter = 0;
async function createStudio(page: Page, city: string): Promise<Studio> {
  counter += 1;
  const created = await page.request.post('/api/studios/studios/', {
    headers: await csrfHeaders(page.request),
    data: { name: `E2E Map ${Date.now().toString(36)}${counter}`, city, country: 'Germany' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Studio;
}

async function readStudio(page: Page, id: number): Promise<Studio> {
  return (await (await page.request.get(`/api/studios/studios-enhanced/${id}/`)).json()) as Studio;
}

function editor(page: Page): Locator {
  return page.getByTestId('map-place-editor');
}

test('from the city, typed by hand, refused when not a coordinate, removed', async ({ page }) => {
  await signInAsAdmin(page);
  const studio = await createStudio(page, 'Leipzig');
  await page.goto(`/frontend/studios/${studio.id}?lang=en`);
  const place = editor(page);
  await expect(place.getByRole('heading', { name: 'Place on the map' })).toBeVisible();
  await expect(place).toContainText('Not on the map: no coordinates');

  await place.getByRole('button', { name: 'Use the location of Leipzig' }).click();
  await expect(place).toContainText('Latitude 51.33962, longitude 12.37129');
  expect(await readStudio(page, studio.id)).toMatchObject({ latitude: 51.33962, longitude: 12.37129 });

  await place.getByRole('button', { name: 'Enter coordinates' }).click();
  const latitude = place.getByLabel('Latitude (−90 to 90)');
  const longitude = place.getByLabel('Longitude (−180 to 180)');
  await expect(latitude).toHaveValue('51.33962');
  await latitude.fill('200');
  await place.getByRole('button', { name: 'Save' }).click();
  await expect(place.getByRole('alert')).toHaveText('Latitude is a number from −90 to 90, such as 52.52.');
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  expect(await readStudio(page, studio.id)).toMatchObject({ latitude: 51.33962 });

  await latitude.fill('48.85341');
  await longitude.fill('2.3488');
  await expectNoAxeViolations(page);
  await latitude.press('Enter');
  await expect(place).toContainText('Latitude 48.85341, longitude 2.3488');
  expect(await readStudio(page, studio.id)).toMatchObject({ latitude: 48.85341, longitude: 2.3488 });

  await place.getByRole('button', { name: 'Remove from the map' }).click();
  await expect(place).toContainText('Not on the map: no coordinates');
  expect(await readStudio(page, studio.id)).toMatchObject({ latitude: null, longitude: null });
});

test('in Russian: a decimal comma, and a place the gazetteer does not know', async ({ page }) => {
  await signInAsAdmin(page);
  const studio = await createStudio(page, 'Nowhereville');
  await page.goto(`/frontend/studios/${studio.id}?lang=ru`);
  const place = editor(page);
  await expect(place.getByRole('heading', { name: 'Место на карте' })).toBeVisible();
  await place.getByRole('button', { name: 'Взять координаты города Nowhereville' }).click();
  await expect(place.getByRole('status')).toHaveText(
    'Место Nowhereville в стране Германия не найдено: введите координаты.',
  );
  expect(await readStudio(page, studio.id)).toMatchObject({ latitude: null, longitude: null });

  await place.getByRole('button', { name: 'Ввести координаты' }).click();
  await place.getByLabel('Широта (от −90 до 90)').fill('52,52');
  await place.getByLabel('Долгота (от −180 до 180)').fill('13,41');
  await place.getByRole('button', { name: 'Сохранить' }).click();
  await expect(place).toContainText('Широта 52,52, долгота 13,41');
  expect(await readStudio(page, studio.id)).toMatchObject({ latitude: 52.52, longitude: 13.41 });
});

test('a visitor sees no place editor', async ({ page }) => {
  await page.goto('/frontend/studios/1?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Volume Works' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { name: 'Place on the map' })).toHaveCount(0);
  await expect(page.getByTestId('map-place-editor')).toHaveCount(0);
});
