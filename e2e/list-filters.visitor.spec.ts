/**
 * The list's image-chain choices, day-rate budget and free dates as a visitor meets them (issue 38):
 * on the desktop a processor and HDR yes narrow the list as the API does, each with a chip that
 * removes it (and says so); on a phone in Russian a budget in another currency and free dates from
 * the Filters sheet, with their chips; without JavaScript the plain form sends the new fields.
 * Expected counts are the API's for the same query.
 */
import { formatMoney } from '../src/domain/day-rate-format';
import { formatShortDate } from '../src/domain/format-date';
import { expectNoAxeViolations } from './support/axe';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const LIST = '/frontend/studios';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function apiCount(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/studios/studios-enhanced/?page_size=1&${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

const countLine = (page: Page) => page.getByTestId('studio-count');

async function gotoList(page: Page, query = ''): Promise<number> {
  await page.goto(`${LIST}${query}`);
  await expect(countLine(page)).toBeVisible({ timeout: 30_000 });
  const total = Number(
    /of (\d+)|из (\d+)/
      .exec((await countLine(page).textContent()) ?? '')
      ?.slice(1)
      .find(Boolean),
  );
  expect(total).toBeGreaterThan(0);
  return total;
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a processor and HDR yes narrow the list as the API does; their chips remove them', async ({
    page,
  }) => {
    const brompton = await apiCount(page.request, 'processor=brompton');
    const bromptonHdr = await apiCount(page.request, 'processor=brompton&hdr=yes');
    const hdr = await apiCount(page.request, 'hdr=yes');
    const total = await gotoList(page);
    expect(brompton).toBeGreaterThan(0);
    expect(brompton).toBeLessThan(total);
    expect(bromptonHdr).toBeLessThanOrEqual(brompton);

    await page.getByText('Place and sizes', { exact: true }).click();
    await page.getByText('Image chain & logistics', { exact: true }).click();
    const processor = page.getByRole('group', { name: 'LED processor' });
    await processor.getByRole('checkbox', { name: 'Brompton' }).check();
    await expect(page).toHaveURL(/[?&]processor=brompton(&|$)/);
    await expect(countLine(page)).toHaveText(`Showing ${brompton} of ${total} studios`);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter LED processor: Brompton' })).toBeVisible();
    // 'Include studios that do not state it' waits until a value is chosen.
    const hdrGroup = page.getByRole('group', { name: 'HDR / PQ input' });
    await expect(
      hdrGroup.getByRole('checkbox', { name: 'Include studios that do not state it' }),
    ).toBeDisabled();

    await hdrGroup.getByRole('radio', { name: 'Yes' }).check();
    await expect(page).toHaveURL(/[?&]hdr=yes(&|$)/);
    await expect(countLine(page)).toHaveText(`Showing ${bromptonHdr} of ${total} studios`);
    await expect(chips.getByRole('button', { name: 'Remove filter HDR / PQ input: Yes' })).toBeVisible();

    await chips.getByRole('button', { name: 'Remove filter LED processor: Brompton' }).click();
    await expect(page).not.toHaveURL(/processor=/);
    await expect(countLine(page)).toHaveText(`Showing ${hdr} of ${total} studios`);
    await expect(page.getByTestId('filter-announcement')).toHaveText(
      'Filter removed: LED processor: Brompton',
    );
    await expect(processor.getByRole('checkbox', { name: 'Brompton' })).not.toBeChecked();
    // The focus went to the chip that took its place.
    await expect(chips.getByRole('button', { name: 'Remove filter HDR / PQ input: Yes' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('a shared link', () => {
  test.use({ viewport: DESKTOP });

  test('with every new filter, the server and the hydrated page show the API’s studios and the chips', async ({
    page,
  }) => {
    const from = ahead(6);
    const query =
      `processor=brompton,megapixel&primaries=rec709&hdr=yes&with_unknown=hdr,day_rate` +
      `&currency=GBP&rate_max=20000&free_from=${from}`;
    const expected = await apiCount(page.request, query);
    expect(expected).toBeGreaterThan(0);
    // The test's page fails on any difference between the server's HTML and the hydrated page.
    await gotoList(page, `?${query}`);
    await expect(countLine(page)).toHaveText(new RegExp(`^Showing ${expected} of \\d+ studios$`));
    const chips = page.getByRole('list', { name: 'Active filters' });
    for (const label of [
      'LED processor: Brompton',
      'LED processor: Megapixel HELIOS',
      'Colour primaries: Rec.709',
      'HDR / PQ input: Yes (or not stated)',
      `Day rate up to about ${formatMoney(20000, 'GBP', 'en')} (or no rate stated)`,
      `Free on ${formatShortDate(`${from}T00:00:00.000Z`, 'en')}`,
    ])
      await expect(chips.getByRole('button', { name: `Remove filter ${label}`, exact: true })).toBeVisible();
    // The panel shows the same state: 'Image chain & logistics' open with the choices ticked.
    await expect(
      page.getByRole('group', { name: 'LED processor' }).getByRole('checkbox', { name: 'Brompton' }),
    ).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Shooting day up to (GBP)' })).toHaveValue('20000');
  });
});

test.describe('phone (390×844), in Russian', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a budget in dollars and free dates from the sheet, with their chips', async ({ page }) => {
    const from = ahead(3);
    const to = ahead(5);
    const query = `currency=USD&rate_max=15000&free_from=${from}&free_to=${to}`;
    const expected = await apiCount(page.request, query);
    const budgetOnly = await apiCount(page.request, 'currency=USD&rate_max=15000');
    const total = await gotoList(page, '?lang=ru&currency=USD');
    expect(budgetOnly).toBeGreaterThan(0);
    expect(budgetOnly).toBeLessThan(total);

    await page.getByRole('button', { name: 'Фильтры (0)' }).click();
    const sheet = page.getByRole('dialog', { name: /^Фильтры/ });
    await sheet.getByRole('textbox', { name: 'Съёмочный день до (USD)' }).fill('15000');
    const apply = sheet.getByTestId('filters-sheet-apply');
    await expect(apply).toHaveText(new RegExp(`${budgetOnly}`));
    const dates = sheet.getByRole('group', { name: 'Свободные даты' });
    await expect(dates).toContainText('никогда не считается свободным');
    await dates.getByLabel('Свободно с').fill(from);
    await dates.getByLabel('по', { exact: true }).fill(to);
    await expect(page.getByRole('dialog', { name: 'Фильтры (2)' })).toBeVisible();
    await expect(apply).toHaveText(new RegExp(`${expected}`));
    await expectNoAxeViolations(page);
    await apply.click();
    await expect(page.getByRole('dialog', { name: /^Фильтры/ })).toBeHidden();

    await expect(page).toHaveURL(/[?&]currency=USD(&|$)/);
    await expect(page).toHaveURL(/[?&]rate_max=15000(&|$)/);
    await expect(page).toHaveURL(new RegExp(`free_from=${from}&free_to=${to}`));
    await expect(countLine(page)).toContainText(`${expected}`);
    const chips = page.getByRole('list', { name: 'Активные фильтры' });
    const money = formatMoney(15000, 'USD', 'ru');
    await expect(
      chips.getByRole('button', { name: `Убрать фильтр Дневная ставка примерно до ${money}`, exact: true }),
    ).toBeVisible();
    const day = (text: string) => formatShortDate(`${text}T00:00:00.000Z`, 'ru');
    await expect(
      chips.getByRole('button', { name: `Убрать фильтр Свободно ${day(from)} – ${day(to)}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Фильтры (2)' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('the plain form sends the choices, the budget and the free dates', async ({ page }) => {
    const from = ahead(3);
    const to = ahead(4);
    await page.goto(`${LIST}?lang=en&pixel_pitch=..10&with_unknown=pixel_pitch`);
    const form = page.getByRole('group', { name: 'Filters' });
    await form
      .getByRole('group', { name: 'LED processor' })
      .getByRole('checkbox', { name: 'Brompton' })
      .check();
    await form
      .getByRole('group', { name: 'LED processor' })
      .getByRole('checkbox', { name: 'Megapixel HELIOS' })
      .check();
    const genlock = form.getByRole('group', { name: 'Genlock' });
    await genlock.getByRole('radio', { name: 'Yes' }).check();
    await genlock.getByRole('checkbox', { name: 'Include studios that do not state it' }).check();
    const budget = form.getByRole('group', { name: 'Day rate' });
    await budget.getByRole('spinbutton', { name: 'Shooting day up to (EUR)' }).fill('20000');
    await budget.getByRole('checkbox', { name: 'Include studios without a day rate' }).check();
    const dates = form.getByRole('group', { name: 'Free dates' });
    await dates.getByLabel('Free from').fill(from);
    await dates.getByLabel('to', { exact: true }).fill(to);
    await form.getByRole('button', { name: 'Show studios' }).click();

    await expect(page).toHaveURL(/[?&]processor=brompton&processor=megapixel(&|$)/);
    await expect(page).toHaveURL(/[?&]genlock=yes(&|$)/);
    await expect(page).toHaveURL(/[?&]rate_max=20000(&|$)/);
    await expect(page).toHaveURL(new RegExp(`free_from=${from}&free_to=${to}`));
    // The range the form has no field for is kept, its with_unknown with it.
    await expect(page).toHaveURL(/[?&]pixel_pitch=\.\.10(&|$)/);
    await expect(page).toHaveURL(/[?&]with_unknown=pixel_pitch(&|$)/);
    const expected = await apiCount(
      page.request,
      `processor=brompton,megapixel&genlock=yes&rate_max=20000&free_from=${from}&free_to=${to}` +
        '&pixel_pitch=..10&with_unknown=pixel_pitch,genlock,day_rate',
    );
    await expect(countLine(page)).toHaveText(new RegExp(`^Showing ${expected} of \\d+ studios$`));
    // The form shows what it sent.
    const again = page.getByRole('group', { name: 'Filters' });
    await expect(
      again.getByRole('group', { name: 'LED processor' }).getByRole('checkbox', { name: 'Brompton' }),
    ).toBeChecked();
    await expect(again.getByRole('group', { name: 'Day rate' }).getByRole('spinbutton')).toHaveValue('20000');
    // The chips show each filter (their remove buttons need scripts).
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips).toContainText('LED processor: Brompton');
    await expect(chips).toContainText('Genlock: Yes (or not stated)');
    await expect(chips).toContainText('Day rate up to about €20,000 (or no rate stated)');
    await expect(chips).toContainText(`Free ${formatShortDate(`${from}T00:00:00.000Z`, 'en')}`);
  });
});
