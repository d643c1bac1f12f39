/**
 * The correction form checks what the API checks (product.md §14): a field with a fixed set of values
 * (a capability, a team type, a country code) is a choice list labelled in the reader's language that
 * sends the API's value; a refusal of the API reaches the reader in their language. Admin project:
 * the Russian test sends a real correction (pending; it changes nothing on the page).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const STUDIO = 5;
const dialog = (page: Page) => page.getByRole('dialog');

async function openForm(page: Page, lang: 'en' | 'ru') {
  await page.goto(`/frontend/studios/${STUDIO}?lang=${lang}`);
  const name = lang === 'ru' ? 'Предложить исправление' : 'Suggest a correction';
  await page.getByRole('button', { name, exact: true }).last().click();
}

test('in Russian a capability is corrected by choosing one of the words the page shows', async ({ page }) => {
  await openForm(page, 'ru');
  await dialog(page)
    .getByRole('combobox', { name: 'Что неверно' })
    .selectOption({ label: 'Сканирование локаций 3DGS' });
  await expect(dialog(page).getByRole('textbox', { name: 'Как должно быть' })).toHaveCount(0);
  const value = dialog(page).getByRole('combobox', { name: 'Как должно быть' });
  await expect(value.getByRole('option')).toHaveText([
    '—',
    'Доступно',
    'Ограниченно',
    'Недоступно',
    'Неизвестно',
  ]);
  await dialog(page).getByRole('button', { name: 'Отправить исправление' }).click();
  await expect(value).toHaveAccessibleDescription('Это поле обязательно.');
  await expect(value).toBeFocused();

  await value.selectOption({ label: 'Доступно' });
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/corrections/'));
  await dialog(page).getByRole('button', { name: 'Отправить исправление' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    field: '3DGS_LOCATION_SCANNING_STATUS',
    proposed_value: 'Available',
  });
  await expect(dialog(page).getByRole('heading', { name: 'Исправление получено' })).toBeVisible();
});

test("the API's refusal of a value reads in the reader's language, not the API's English", async ({
  page,
}) => {
  await page.route('**/corrections/', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'validation_failed',
            detail: 'proposed_value: Must be one of: Available, Limited, Not Available, Unknown.',
            fields: { proposed_value: ['Must be one of: Available, Limited, Not Available, Unknown.'] },
          }),
        })
      : route.continue(),
  );
  await openForm(page, 'ru');
  await dialog(page)
    .getByRole('combobox', { name: 'Что неверно' })
    .selectOption({ label: 'Команда сканирования' });
  const value = dialog(page).getByRole('combobox', { name: 'Как должно быть' });
  await value.selectOption({ label: 'Собственная команда' });
  await dialog(page).getByRole('button', { name: 'Отправить исправление' }).click();
  await expect(value).toHaveAccessibleDescription(
    'Сервер не принял это значение. Обновите страницу и попробуйте снова.',
  );
  await expect(dialog(page).getByText('Проверьте поля: пояснения рядом с ними.')).toBeVisible();
  await expect(dialog(page).getByText(/Must be one of/)).toHaveCount(0);
});

test('in English the choices are the API values, and a free-text field is checked before sending', async ({
  page,
}) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/corrections/')) posts += 1;
  });
  await openForm(page, 'en');
  const field = dialog(page).getByRole('combobox', { name: 'What is wrong' });
  await field.selectOption({ label: 'Environment team' });
  const value = dialog(page).getByRole('combobox', { name: 'What it should say' });
  await expect(value.getByRole('option')).toHaveText([
    '—',
    'In-Hours+Outsource',
    'In-House',
    'Outsource',
    'Not Available',
  ]);
  await value.selectOption('Outsource');
  // Another field with its own values does not keep a value it cannot take.
  await field.selectOption({ label: '4DGS actor scanning' });
  await expect(value).toHaveValue('');

  await field.selectOption({ label: 'Showreel link' });
  const text = dialog(page).getByRole('textbox', { name: 'What it should say' });
  await text.fill('youtube.com/watch?v=abc');
  await dialog(page).getByRole('button', { name: 'Send correction' }).click();
  await expect(text).toHaveAccessibleDescription('Enter a full link starting with http:// or https://.');
  expect(posts).toBe(0);
});
