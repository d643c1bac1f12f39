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
  await expect(firstCard).toContainText('Last verified');
  await expect(firstCard).toContainText('0 images');
  await expect(page.getByRole('article', { name: second, exact: true })).toBeVisible();

  // The second studio's area was given last: it is the more recently verified, kept by default, and
  // each value defaults to it.
  const keep = page.getByRole('group', { name: 'Keep which studio' });
  await expect(keep.getByRole('radio', { name: `${second} (ID ${b})` })).toBeChecked();
  const area = page.getByRole('group', { name: 'Total Area', exact: true });
  const ours = area.getByRole('radio', { name: `${first} (ID ${a}): 1,850 m²` });
  const theirs = area.getByRole('radio', { name: `${second} (ID ${b}): 900 m²` });
  await expect(theirs).toBeChecked();
  const name = page.getByRole('group', { name: 'Name', exact: true });
  const keptName = name.getByRole('radio', { name: `${second} (ID ${b}): ${second}` });
  await expect(keptName).toBeChecked();
  await expect(page.getByText(`Every differing value of ${first} is dropped.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: Tab reaches the next row's chosen radio, an arrow key chooses the other studio's value.
  await keptName.focus();
  await page.keyboard.press('Tab');
  await expect(theirs).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(ours).toBeChecked();
  await expect(ours).toBeFocused();
  await expect(page.getByText(`1 value comes from ${first}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Review the merge…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Merge the two studios?' });
  await expect(dialog).toContainText(`${second} is kept; ${first} is archived`);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Merged' })).toBeFocused();
  await expect(page.getByTestId('merge-status')).toHaveText(
    `${first} (ID ${a}) was merged into ${second} (ID ${b}).`,
  );
  await expect(page.getByRole('button', { name: 'Undo merge' })).toBeVisible();

  // The kept studio, with the area chosen from the other.
  await page.getByRole('link', { name: `Open ${second} (ID ${b})` }).click();
  await expect(page).toHaveURL(new RegExp(`/frontend/studios/${b}$`));
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(page.getByText('1,850 m²').first()).toBeVisible();

  // The merged studio's address leads to the kept one: loaded (a 301 from the server) and within
  // the app (its data answered 301, and the page moves to the kept studio's address).
  await page.goto(`/frontend/studios/${a}`);
  await expect(page).toHaveURL(new RegExp(`/frontend/studios/${b}$`));
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Studios', exact: true }).click();
  await expect(page).toHaveURL(/\/frontend\/studios$/);
  await page.evaluate((id) => {
    window.history.pushState(null, '', `/frontend/studios/${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, a);
  await expect(page).toHaveURL(new RegExp(`/frontend/studios/${b}$`));
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();

  // The recent merges say who and when, and undo it.
  await page.goto('/frontend/admin/duplicates');
  const recent = page.getByRole('region', { name: 'Recent merges' });
  const item = recent.getByTestId('recent-merge').filter({ hasText: `${first} (ID ${a}) merged into` });
  await expect(item).toContainText(`${second} (ID ${b})`);
  await expect(item).toContainText('by admin');
  await item
    .getByRole('button', { name: `Undo: ${first} (ID ${a}) merged into ${second} (ID ${b})` })
    .click();
  await expect(
    page.getByText(
      `Undone: ${first} (ID ${a}) is a studio of its own again, and ${second} (ID ${b}) is as it was.`,
    ),
  ).toBeVisible();
  await expect(item).toContainText('Undone');
  await expect(item.getByRole('button')).toHaveCount(0);
  // The pair is proposed again.
  await expect(page.getByRole('article', { name: `${first} and ${second}` })).toBeVisible();

  // The kept studio's history names the merge and its undo in words.
  await page.goto(`/frontend/studios/${b}`);
  const history = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'History', exact: true }) });
  await history.getByRole('button', { name: 'History' }).click();
  const undone = history.getByRole('listitem').filter({ hasText: `Undoing the merge of studio ${a}` });
  await expect(undone).toContainText('Merge undone');
  await expect(undone).toContainText(`${second} and ${first}, two studios`);
  const mergedEntry = history
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^Merge of studio ${a}\\b`) });
  await expect(mergedEntry).toContainText('Duplicates merged');
  await expect(mergedEntry).toContainText(`${first} merged into ${second}`);
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
  await expect(theirs).toBeChecked();
  // Stacked: the other studio's value under the first, each naming its studio.
  const top = await ours.boundingBox();
  const below = await theirs.boundingBox();
  expect(below!.y).toBeGreaterThan(top!.y + 10);
  await expect(area.getByText(`${first} (ID ${a}):`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // Keep the first studio this time; its name stays the second's (that row's default), so the result
  // names both by id.
  await page
    .getByRole('group', { name: 'Какую студию оставить' })
    .getByRole('radio', { name: `${first} (ID ${a})` })
    .check();
  await expect(page.getByText(`${first} остаётся; ${second} уходит в архив`)).toBeVisible();
  await page.getByRole('button', { name: 'Проверить объединение…' }).click();
  await page
    .getByRole('alertdialog', { name: 'Объединить две студии?' })
    .getByRole('button', { name: 'Объединить', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Объединено' })).toBeFocused();
  await expect(page.getByTestId('merge-status')).toHaveText(
    `${second} (ID ${b}) объединена с ${second} (ID ${a}).`,
  );
  await expect(page.getByRole('link', { name: `Открыть ${second} (ID ${a})` })).toHaveAttribute(
    'href',
    `/frontend/studios/${a}`,
  );

  await page.getByRole('button', { name: 'Отменить объединение' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Объединение отменено' })).toBeFocused();
  await expect(page.getByTestId('merge-status')).toHaveText(
    `${second} (ID ${b}) и ${first} (ID ${a}) снова две студии, как были.`,
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
  // The focus is back where the admin was, on a form that stayed.
  await expect(page.getByRole('button', { name: 'Review the merge…' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Merged' })).toHaveCount(0);
  // Nothing was merged: both studios are still in the pair.
  await expect(page.getByRole('article', { name: first, exact: true })).toBeVisible();
});
