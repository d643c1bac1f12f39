/**
 * Merging duplicates in the browser (product.md §20, issue 39): an admin opens a likely pair's merge
 * screen, changes a choice with the keyboard, merges, reaches the kept studio and undoes the merge from
 * the recent merges; on a phone and in Russian the rows stack and the result screen's undo works; a
 * studio changed meanwhile refuses the merge and the preview is loaded again. Each test names its
 * studios with a token of its own, in a town of its own.
 */
import { expectNoAxeViolations } from './support/axe';
import { csrfHeaders, signInAsAdmin } from './support/sign-in';
import { expect as baseExpect, type Page, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

function runToken(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function createStudio(page: Page, name: string, city: string) {
  const created = await page.request.post('/api/studios/studios/', {
    headers: await csrfHeaders(page.request),
    data: { name, city, country: 'Germany' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function setParameter(page: Page, id: number, key: string, value: string) {
  const response = await page.request.put(`/api/studios/studios-enhanced/${id}/parameters/${key}/`, {
    headers: await csrfHeaders(page.request),
    data: { value },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Two studios alike in name and town, with a total area each: a pair to merge. */
async function createPair(page: Page) {
  const run = runToken();
  const town = `Mergeburg ${run}`;
  const first = `Kinostage ${run}`;
  const second = `Kinostage ${run} Studios`;
  const a = await createStudio(page, first, town);
  const b = await createStudio(page, second, town);
  await setParameter(page, a, 'GENERAL_TOTAL_AREA_M2', '1850');
  await setParameter(page, b, 'GENERAL_TOTAL_AREA_M2', '900');
  return { run, first, second, a, b };
}

test('an admin opens a pair, keeps the other area with the keyboard, merges, sees the kept studio and undoes it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const { first, second, a, b } = await createPair(page);
  await page.goto('/frontend/admin/duplicates');
  const pair = page.getByRole('article', { name: `${first} and ${second}` });
  await pair.getByRole('link', { name: `Merge ${first} and ${second}…` }).click();
  await expect(page).toHaveURL(new RegExp(`/frontend/admin/duplicates/${a}/${b}/merge$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Merge duplicate studios' })).toBeVisible();

  // Both studios side by side, with what each would hand over.
  const firstCard = page.getByRole('article', { name: first, exact: true });
  await expect(firstCard.getByRole('link', { name: first, exact: true })).toHaveAttribute(
    'href',
    `/frontend/studios/${a}`,
  );
  await expect(firstCard).toContainText('Never');
  await expect(firstCard).toContainText('0 images');
  await expect(page.getByRole('article', { name: second, exact: true })).toBeVisible();

  // Neither was verified: the lower id is kept by default, and each value defaults to it.
  const keep = page.getByRole('group', { name: 'Keep which studio' });
  await expect(keep.getByRole('radio', { name: `${first} (ID ${a})` })).toBeChecked();
  const area = page.getByRole('group', { name: 'Total Area', exact: true });
  const ours = area.getByRole('radio', { name: `${first} (ID ${a}): 1,850 m²` });
  const theirs = area.getByRole('radio', { name: `${second} (ID ${b}): 900 m²` });
  await expect(ours).toBeChecked();
  const name = page.getByRole('group', { name: 'Name', exact: true });
  await expect(name.getByRole('radio', { name: `${first} (ID ${a}): ${first}` })).toBeChecked();
  await expect(page.getByText(`Every differing value of ${second} is dropped.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: Tab reaches the row's chosen radio, an arrow key chooses the other studio's value.
  await name.getByRole('radio', { name: `${first} (ID ${a}): ${first}` }).focus();
  await page.keyboard.press('Tab');
  await expect(ours).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(theirs).toBeChecked();
  await expect(theirs).toBeFocused();
  await expect(page.getByText(`1 value comes from ${second}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Review the merge…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Merge the two studios?' });
  await expect(dialog).toContainText(`${first} is kept; ${second} is archived`);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();

  const merged = page.getByRole('heading', { level: 2, name: 'Merged' });
  await expect(merged).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'was merged into' })).toHaveText(
    `${second} was merged into ${first}.`,
  );
  await expect(page.getByRole('button', { name: 'Undo merge' })).toBeVisible();

  // The kept studio, with the area chosen from the other.
  await page.getByRole('link', { name: `Open ${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`/frontend/studios/${a}$`));
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByText('900 m²').first()).toBeVisible();

  // The recent merges say who and when, and undo it.
  await page.goto('/frontend/admin/duplicates');
  const recent = page.getByRole('region', { name: 'Recent merges' });
  const item = recent.getByTestId('recent-merge').filter({ hasText: `${second} merged into` });
  await expect(item).toContainText(first);
  await expect(item).toContainText('by admin');
  await item.getByRole('button', { name: `Undo: ${second} merged into ${first}` }).click();
  await expect(
    page.getByText(`Undone: ${second} is a studio of its own again, and ${first} is as it was.`),
  ).toBeVisible();
  await expect(item).toContainText('Undone');
  await expect(item.getByRole('button')).toHaveCount(0);
  // The pair is proposed again.
  await expect(page.getByRole('article', { name: `${first} and ${second}` })).toBeVisible();
});

test('on a phone in Russian the rows stack as fieldsets, and the result screen undoes the merge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);
  const { first, second, a, b } = await createPair(page);
  await page.goto(`/frontend/admin/duplicates/${a}/${b}/merge?lang=ru`);
  await expect(page.getByRole('heading', { level: 1, name: 'Объединение дубликатов' })).toBeVisible();
  const area = page.getByRole('group', { name: 'Общая площадь', exact: true });
  const ours = area.getByRole('radio', { name: new RegExp(`^${first} \\(ID ${a}\\): 1\\s850 м²$`) });
  const theirs = area.getByRole('radio', { name: new RegExp(`^${second} \\(ID ${b}\\): 900 м²$`) });
  await expect(ours).toBeChecked();
  // Stacked: the other studio's value under the first, each naming its studio.
  const top = await ours.boundingBox();
  const below = await theirs.boundingBox();
  expect(below!.y).toBeGreaterThan(top!.y + 10);
  await expect(area.getByText(`${second} (ID ${b}):`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // Keep the second studio this time.
  await page
    .getByRole('group', { name: 'Какую студию оставить' })
    .getByRole('radio', { name: `${second} (ID ${b})` })
    .check();
  await expect(page.getByText(`${second} остаётся; ${first} уходит в архив`)).toBeVisible();
  await page.getByRole('button', { name: 'Проверить объединение…' }).click();
  await page
    .getByRole('alertdialog', { name: 'Объединить две студии?' })
    .getByRole('button', { name: 'Объединить', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Объединено' })).toBeFocused();
  await expect(page.getByTestId('merge-status')).toHaveText(`${first} объединена с ${second}.`);
  await expect(page.getByRole('link', { name: `Открыть ${second}` })).toHaveAttribute(
    'href',
    `/frontend/studios/${b}`,
  );

  await page.getByRole('button', { name: 'Отменить объединение' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Объединение отменено' })).toBeFocused();
  await expect(page.getByTestId('merge-status')).toHaveText(
    `${first} и ${second} снова две студии, как были.`,
  );
});

test('a studio changed meanwhile refuses the merge, and the preview is loaded again', async ({ page }) => {
  await signInAsAdmin(page);
  const { first, second, a, b } = await createPair(page);
  await page.goto(`/frontend/admin/duplicates/${a}/${b}/merge`);
  const area = page.getByRole('group', { name: 'Total Area', exact: true });
  await expect(area.getByRole('radio', { name: `${second} (ID ${b}): 900 m²` })).toBeVisible();
  // Someone else changes the second studio's area after the preview was loaded.
  await setParameter(page, b, 'GENERAL_TOTAL_AREA_M2', '950');

  await page.getByRole('button', { name: 'Review the merge…' }).click();
  await page
    .getByRole('alertdialog', { name: 'Merge the two studios?' })
    .getByRole('button', { name: 'Merge', exact: true })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'One of the studios changed' })).toHaveText(
    'One of the studios changed; the preview was reloaded. Check the choices and merge again.',
  );
  await expect(area.getByRole('radio', { name: `${second} (ID ${b}): 950 m²` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Merged' })).toHaveCount(0);
  // Nothing was merged: both studios are still in the pair.
  await expect(page.getByRole('article', { name: first, exact: true })).toBeVisible();
});
