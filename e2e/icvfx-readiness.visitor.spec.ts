/**
 * Issue 38: the in-camera VFX readiness section of a studio page, in English and Russian, and a
 * range filter of the 'Image chain & logistics' group on the list.
 */
import type { Studio, StudioPage } from '../src/domain/schemas/studio-schemas';
import { displayNameOf } from '../src/domain/studio-facts';
import { emptyFilters } from '../src/domain/studio-filters';
import { expectNoAxeViolations } from './support/axe';
import { expectedSelection } from './support/expected-selection';
import { keepOffTheNetwork } from './support/off-network';
import { expect as baseExpect, type Page, test } from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Demo data (src/server/seed): 1 Aurora Volume Works states every parameter, 24 Blank Slate none.
const AURORA = '/frontend/studios/1';
const BLANK = '/frontend/studios/24';
const LIST = '/frontend/studios';

test.beforeEach(async ({ page }) => keepOffTheNetwork(page));

function readiness(page: Page) {
  return page.locator('section').filter({
    has: page.getByRole('heading', { name: /^(In-camera VFX readiness|Готовность к in-camera VFX)$/ }),
  });
}

test('the readiness section lists each minimum as stated, stated as no or not stated, with sources', async ({
  page,
}) => {
  await page.goto(`${AURORA}?lang=en`);
  const section = readiness(page);
  await expect(section.getByRole('heading', { name: 'In-camera VFX readiness' })).toBeVisible();
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(6);
  // Aurora states a 10-bit chain, genlock and two remapped cameras, and says no to HDR / PQ input.
  await expect(section.locator('[data-readiness="bit_depth"]')).toContainText('10-bit end to end: Stated');
  await expect(section.locator('[data-readiness="genlock"]')).toContainText('Genlock: Stated');
  await expect(section.locator('[data-readiness="hdr_pq"]')).toContainText('HDR / PQ input: Stated as no');
  await expect(section.getByText(/^\d stated, \d stated as no, \d not stated$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${AURORA}?lang=ru`);
  const ru = readiness(page);
  await expect(ru.getByRole('heading', { name: 'Готовность к in-camera VFX' })).toBeVisible();
  await expect(ru.locator('[data-readiness="genlock"]')).toContainText('Генлок: Указано');
  await expect(ru.locator('[data-readiness="hdr_pq"]')).toContainText('Вход HDR / PQ: Указано «нет»');
});

test('a studio that states nothing shows every item as not stated, never as no', async ({ page }) => {
  await page.goto(`${BLANK}?lang=en`);
  const section = readiness(page);
  await expect(section.getByRole('listitem')).toHaveCount(6);
  await expect(section.locator('[data-status="unknown"]')).toHaveCount(6);
  await expect(section.getByText('0 stated, 0 stated as no, 6 not stated')).toBeVisible();
});

test("a tracking latency maximum in 'Image chain & logistics' narrows the list and is in the address", async ({
  page,
  request,
}) => {
  const response = await request.get('/api/studios/studios-enhanced/?page_size=100');
  const demo = ((await response.json()) as StudioPage).results as Studio[];
  const expected = expectedSelection(demo, {
    ...emptyFilters(),
    ranges: { tracking_latency: { min: null, max: 10, includeUnknown: false } },
  });
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(demo.length);

  await page.goto(`${LIST}?lang=en`);
  await expect(page.getByTestId('studio-count')).toBeVisible({ timeout: 30_000 });
  await page.getByText('Place and sizes', { exact: true }).click();
  await page.getByText('Image chain & logistics', { exact: true }).click();
  const to = page.getByRole('textbox', { name: 'Tracking latency, maximum' });
  await to.fill('10');
  await to.press('Enter');
  await expect(page).toHaveURL(/[?&]tracking_latency=\.\.10(&|$)/);
  await expect(page.getByTestId('studio-count')).toHaveText(
    `Showing ${expected.length} of ${demo.length} studios`,
  );
  await expect(page.getByRole('button', { name: 'Remove filter Tracking latency: ≤ 10 ms' })).toBeVisible();
  const first = page.getByRole('main').getByRole('article').first().locator('h3');
  await expect(first).toHaveText(displayNameOf(expected[0]!));
});
