import { expectNoAxeViolations } from './support/axe';
import { renderInBrowserOnly } from './support/browser-rendered';
import { keepOffTheNetwork } from './support/off-network';
import { expect as baseExpect, type Locator, type Page, test } from './support/test';

// These pages hold many sections; on a busy CI machine (several suites sharing two cores) the first
// render can take seconds. Generous waits only: nothing here measures speed.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Demo data (src/server/seed): 1 Aurora Volume Works has everything, 3 Smith & Reyes Virtual has a
// tour without credits, 24 Blank Slate Test Stage has nothing, 32 is a draft.
const AURORA = '/frontend/studios/1';
const SMITH_REYES = '/frontend/studios/3';
const BLANK = '/frontend/studios/24';
const DRAFT = '/frontend/studios/32';

// Site settings of the e2e server (config.ts defaults).
const CONTACT_SPECIALIST_URL = 'https://www.linkedin.com/in/vp-directory-specialist';

test.beforeEach(async ({ page }) => keepOffTheNetwork(page));

/** The row of a parameter in the Studio Parameters section, by its display name. */
function parameterRow(page: Page, name: string): Locator {
  return page
    .locator('section[aria-labelledby="parameters-heading"] dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) });
}

function section(page: Page, heading: string | RegExp): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

test('a studio with everything shows every section filled, with correct links', async ({ page }) => {
  const response = await page.goto(AURORA);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');

  // Header
  await expect(main.getByRole('heading', { level: 1, name: 'Aurora Volume Works' })).toBeVisible();
  await expect(page).toHaveTitle('Aurora Volume Works — Virtual Production studio in Berlin, Germany');
  await expect(main.getByText('Berlin, Germany').first()).toBeVisible();
  // Published verifies nothing: no studio claims 'Owner-verified' until an owner claim is approved.
  await expect(main.locator('header').getByText('Status: Published')).toBeVisible();
  await expect(page.getByText('Owner-verified')).toHaveCount(0);
  const website = main.getByRole('link', { name: /^Visit Website/ });
  await expect(website).toHaveAttribute('href', 'https://example.com/studios/aurora-volume-works');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

  // Studio Overview
  const overview = section(page, 'Studio Overview');
  // The description: the sourced GENERAL_DESCRIPTION stands in for the column (parameter catalog).
  await expect(
    overview.getByText('Curved 24.5 m LED volume with ceiling, in-house 3DGS and 4DGS capture.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(overview.locator('dd')).toHaveText([
    'Berlin, Germany',
    '2',
    '1,850 m²',
    'Published',
    'Feb 14, 2022',
  ]);

  // Studio Parameters: categories in catalog order, names, values without markers, references.
  const parameters = page.locator('section[aria-labelledby="parameters-heading"]');
  await expect(parameters.getByRole('heading', { level: 2, name: 'Studio Parameters' })).toBeVisible();
  await expect(parameters.getByText('57 parameters in 9 categories')).toBeVisible();
  await expect(parameters.getByRole('heading', { level: 3 })).toHaveText([
    /General \(5\)$/,
    /LED Wall \(24\)$/,
    /Stage \(13\)$/,
    /Camera & Tracking \(2\)$/,
    /Software & Engines \(1\)$/,
    /Equipment \(4\)$/,
    /3DGS\/4DGS Scanning \(2\)$/,
    /Business \(4\)$/,
    /Contact \(2\)$/,
  ]);
  const width = parameterRow(page, 'Primary Wall Width');
  await expect(width.locator('dd > div > span').first()).toHaveText('24.5 m');
  // A parameter without earlier versions shows no version: 'Version 1' on every row says nothing.
  await expect(width.getByText(/Version/)).toHaveCount(0);
  const about = width.getByRole('link', { name: 'Source 1: Studio website, About page', exact: true });
  await expect(about).toHaveText('[1]');
  await expect(about).toHaveAttribute('href', 'https://example.com/sources/aurora-volume-works/about');
  await expect(about).toHaveAttribute('target', '_blank');
  await expect(about).toHaveAttribute('rel', 'noopener noreferrer');
  const sheet = width.getByRole('link', { name: 'Source 3: Technical sheet (PDF)', exact: true });
  await expect(sheet).toHaveText('[3]');
  await expect(sheet).toHaveAttribute(
    'href',
    'https://example.com/sources/aurora-volume-works/tech-sheet.pdf',
  );
  const tracking = parameterRow(page, 'Camera Tracking');
  await expect(tracking.locator('dd')).toContainText('Mo-Sys StarTracker');
  await expect(
    tracking.getByRole('link', { name: 'Source 2: Opening press release', exact: true }),
  ).toHaveAttribute('href', 'https://example.com/sources/aurora-volume-works/press/opening');
  // A parameter without references has no reference links.
  await expect(parameterRow(page, 'Panel Manufacturer').getByRole('link')).toHaveCount(0);
  // Demo parameters have no earlier versions: no version, no history disclosure.
  await expect(parameters.getByText(/Version|history/)).toHaveCount(0);
  await expect(parameters.locator('details')).toHaveCount(0);

  // Categories collapse and expand.
  const ledToggle = parameters.getByRole('button', { name: 'LED Wall (24)' });
  await expect(ledToggle).toHaveAttribute('aria-expanded', 'true');
  await ledToggle.click();
  await expect(ledToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(width).toBeHidden();
  await ledToggle.click();
  await expect(width).toBeVisible();

  // 3DGS/4DGS Capabilities as text
  const capabilities = section(page, '3DGS/4DGS Capabilities');
  await expect(capabilities.locator('dd')).toHaveText(['✓Available', '✓Limited']);
  await expect(capabilities.locator('dt')).toHaveText(['3DGS Location Scanning', '4DGS Actor Scanning']);
  await expect(capabilities.getByRole('combobox')).toHaveCount(0);

  // Showreel: under its own heading for visitors too (issue 34), embedded from youtube-nocookie.
  await expect(page.getByRole('heading', { name: 'Showreel' })).toBeVisible();
  const showreel = page.locator('iframe[title="Showreel of Aurora Volume Works"]');
  await expect(showreel).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Vx3kP9qLm2A');
  await expect(showreel).toHaveAttribute('loading', 'lazy');

  // Interactive 3DGS Tour with its credits
  const tourSection = section(page, 'Interactive 3DGS Tour');
  await expect(tourSection.getByRole('heading', { level: 2, name: 'Interactive 3DGS Tour' })).toBeVisible();
  const tour = tourSection.locator('iframe');
  await expect(tour).toHaveAttribute('src', 'https://example.com/tours/aurora-volume-works');
  await expect(tour).toHaveAttribute('title', 'Interactive 3DGS tour of Aurora Volume Works');
  await expect(tour).toHaveAttribute('loading', 'lazy');
  await expect(tour).toHaveAttribute('allow', 'fullscreen; xr-spatial-tracking');
  await expect(tour).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms');
  await expect(tour).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(tourSection.getByRole('link', { name: /^Aurora Scan Crew/ })).toHaveAttribute(
    'href',
    'https://example.com/credits/aurora-scan-crew',
  );
  await expect(tourSection.getByRole('link', { name: /^SuperSplat/ })).toHaveAttribute(
    'href',
    'https://superspl.at/',
  );
  await expect(tourSection.getByText('Scanned by VP Atlas Scanning')).toHaveCount(0);
  await expect(page.getByText('Interactive Tour and 3D model for measurement Not Available')).toHaveCount(0);

  // 3DGS/4DGS Production Pipeline Usage
  const pipeline = section(page, '3DGS/4DGS Production Pipeline Usage');
  const virtualTools = pipeline
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Virtual Production Tools' }) })
    .last();
  await expect(virtualTools.getByRole('listitem')).toHaveText([
    /Unreal Engine/,
    /Postshot/,
    /disguise/,
    /SuperSplat/,
    /4DViews HOLOSYS/,
  ]);
  await expect(virtualTools.getByRole('link', { name: /^Unreal Engine/ })).toHaveAttribute(
    'href',
    'https://www.unrealengine.com/',
  );
  const postTools = pipeline
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Post-Production Tools' }) })
    .last();
  await expect(postTools.getByRole('link')).toHaveCount(3);
  await expect(postTools.getByRole('link', { name: /^Nuke/ })).toHaveAttribute(
    'href',
    'https://www.foundry.com/products/nuke',
  );
  await expect(pipeline.getByText('Unknown')).toHaveCount(0);

  // Scanning Team and Virtual Environment Creation Team
  const scanning = section(page, 'Scanning Team');
  await expect(scanning.locator('dd')).toHaveText('In-House');
  await expect(scanning.getByRole('link', { name: /^Spreewald Drone Survey/ })).toHaveAttribute(
    'href',
    'https://example.com/partners/spreewald-drone-survey',
  );
  await expect(scanning.getByRole('link', { name: /^Handheld LiDAR scanning/ })).toHaveAttribute(
    'href',
    'https://example.com/capabilities/handheld-lidar-scanning',
  );
  await expect(scanning.getByRole('link', { name: /^Drone photogrammetry/ })).toBeVisible();
  await expect(scanning.getByText('(not confirmed)')).toHaveCount(0);
  const environment = section(page, 'Virtual Environment Creation Team');
  await expect(environment.locator('dd')).toHaveText('In-Hours+Outsource');
  await expect(environment.getByRole('link', { name: /^Tempelhof Environment Art/ })).toHaveAttribute(
    'href',
    'https://example.com/partners/tempelhof-environment-art',
  );
  await expect(environment.getByRole('link', { name: /^Unreal environment art/ })).toBeVisible();

  // Owner invite and Contact Information
  const invite = section(page, 'Is this your studio?');
  await expect(invite.getByText(/If you own or manage Aurora Volume Works/)).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Claim this listing' })).toBeVisible();
  const contact = section(page, 'Contact Information');
  await expect(contact.locator('dt')).toHaveText(['Website', 'Email', 'Phone', 'Location', 'Last updated']);
  await expect(
    contact.getByRole('link', { name: /example\.com\/studios\/aurora-volume-works/ }),
  ).toHaveAttribute('href', 'https://example.com/studios/aurora-volume-works');
  await expect(contact.locator('dd').nth(3)).toHaveText('Berlin, Germany');
  await expect(contact.locator('dd').nth(4)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
});

test('the server gives a directly loaded studio page its title, description and JSON-LD', async ({
  page,
}) => {
  const response = await page.request.get(AURORA);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Aurora Volume Works — Virtual Production studio in Berlin, Germany</title>');
  expect(html).toContain(
    '<meta name="description" content="Curved 24.5 m LED volume with ceiling, in-house 3DGS and 4DGS capture."/>',
  );
  expect(html).toContain(
    '<meta property="og:title" content="Aurora Volume Works — Virtual Production studio',
  );
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(JSON.parse(ld?.[1] ?? '{}')).toMatchObject({
    '@type': 'LocalBusiness',
    name: 'Aurora Volume Works',
    address: { addressLocality: 'Berlin', addressCountry: 'Germany' },
    url: 'https://example.com/studios/aurora-volume-works',
  });
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/frontend/studios/1</loc>');
  expect(sitemap).not.toContain('/frontend/studios/32</loc>');
});

test('a studio listed with the older fields shows what its card shows, in both languages', async ({
  page,
}) => {
  // Demo studio 10, Wisła Volume Lab: led_wall_size '30m x 6m', led_ceiling, led_floor,
  // led_movable_panels and camera_tracking only (no catalog parameter for them).
  await page.goto('/frontend/studios/10');
  await expect(page.getByRole('heading', { level: 1, name: 'Wisła Volume Lab' })).toBeVisible();
  const value = (name: string) => parameterRow(page, name).locator('dd');
  await expect(value('Primary Wall Width')).toContainText('30 m');
  await expect(value('Primary Wall Height')).toContainText('6 m');
  await expect(value('LED Ceiling')).toContainText('Yes');
  await expect(value('LED Floor')).toContainText('No');
  await expect(value('Movable Panels')).toContainText('Yes');
  await expect(value('Camera Tracking')).toContainText('Mo-Sys StarTracker');

  await page.goto('/frontend/studios/10?lang=ru');
  await expect(value('Ширина основной стены')).toContainText('30 м');
  await expect(value('LED-потолок')).toContainText('Да');
  await expect(value('LED-пол')).toContainText('Нет');
  await expect(value('Подвижные панели')).toContainText('Да');
});

test('a studio with nothing shows every fallback', async ({ page }) => {
  await page.goto(BLANK);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Blank Slate Test Stage' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);

  const overview = section(page, 'Studio Overview');
  await expect(
    overview.getByText(/^Fictional demo studio: Blank Slate Test Stage \(Leipzig, Germany\)/),
  ).toBeVisible();
  await expect(overview.locator('dd')).toHaveText([
    'Leipzig, Germany',
    'Not specified',
    'Not specified',
    'Published',
    'Sep 9, 2024',
  ]);

  const parameters = page.locator('section[aria-labelledby="parameters-heading"]');
  await expect(parameters.getByRole('heading', { name: 'No Parameters Available' })).toBeVisible();
  await expect(parameters.locator('dl')).toHaveCount(0);

  // Unknown is not No: the '?' mark and the word, never '✗'.
  await expect(section(page, '3DGS/4DGS Capabilities').locator('dd')).toHaveText(['?Unknown', '?Unknown']);

  // No showreel, no tour: no frames, the tour heading stays hidden, the contact link is offered.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Interactive 3DGS Tour' })).toHaveCount(0);
  await expect(page.getByText('Interactive Tour and 3D model for measurement Not Available')).toBeVisible();
  await expect(main.getByRole('link', { name: /^Contact a specialist/ })).toHaveAttribute(
    'href',
    CONTACT_SPECIALIST_URL,
  );

  // Defaults are not facts: lists, partners and team types never set read 'Not specified', as text;
  // no placeholder partners, no 'Unknown' tool, no default team type.
  const pipeline = section(page, '3DGS/4DGS Production Pipeline Usage');
  await expect(pipeline.getByRole('listitem')).toHaveText(['Not specified', 'Not specified']);
  await expect(pipeline.getByRole('link')).toHaveCount(0);
  const scanning = section(page, 'Scanning Team');
  await expect(scanning.locator('dd')).toHaveText('Not specified');
  await expect(scanning.getByRole('listitem')).toHaveText(['Not specified', 'Not specified']);
  await expect(scanning.getByText(/not confirmed|In-Hours\+Outsource|Unknown/)).toHaveCount(0);
  await expect(scanning.getByRole('link')).toHaveCount(0);
  const environment = section(page, 'Virtual Environment Creation Team');
  await expect(environment.locator('dd')).toHaveText('Not specified');
  await expect(environment.getByRole('listitem')).toHaveText(['Not specified', 'Not specified']);
  await expect(environment.getByRole('link')).toHaveCount(0);

  const contact = section(page, 'Contact Information');
  await expect(contact.locator('dd').nth(0)).toHaveText('Not specified');
  await expect(contact.locator('dd').nth(1)).toHaveText('Not specified');
  await expect(contact.locator('dd').nth(2)).toHaveText('Not specified');
  await expect(contact.getByRole('link')).toHaveCount(0);
});

test('a tour without credits shows the two default credits; names are entity-decoded', async ({ page }) => {
  await page.goto(SMITH_REYES);
  await expect(page.getByRole('heading', { level: 1, name: 'Smith & Reyes Virtual' })).toBeVisible();
  const tourSection = section(page, 'Interactive 3DGS Tour');
  await expect(tourSection.locator('iframe')).toHaveAttribute(
    'src',
    'https://example.com/tours/smith-reyes-virtual',
  );
  await expect(tourSection.getByRole('link', { name: /^Scanned by VP Atlas Scanning/ })).toHaveAttribute(
    'href',
    'https://example.com/vp-atlas/scanning',
  );
  await expect(tourSection.getByRole('link', { name: /^Tour hosted by SplatSpace/ })).toHaveAttribute(
    'href',
    'https://example.com/splatspace',
  );
  // A YouTube Shorts link becomes the same privacy-enhanced embed.
  await expect(page.locator('iframe[title="Showreel of Smith & Reyes Virtual"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/Jd4Nf8Ks1Te',
  );
});

test('a draft id shows Studio Not Found to visitors and the page answers 404', async ({ page }) => {
  const response = await page.goto(DRAFT);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio Not Found' })).toBeVisible();
  await expect(page.getByText('Hidden')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Studios' })).toHaveAttribute(
    'href',
    '/frontend/studios',
  );
});

test('an unknown id shows Studio Not Found', async ({ page }) => {
  const response = await page.goto('/frontend/studios/99999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio Not Found' })).toBeVisible();
});

// Issue 12: an id that is not a number names no studio: the same 'not found' as an unknown one.
for (const [lang, heading, text] of [
  ['en', 'Studio Not Found', 'Studio not found.'],
  ['ru', 'Студия не найдена', 'Студия не найдена.'],
] as const) {
  test(`a non-numeric id shows Studio not found (${lang})`, async ({ page }) => {
    const response = await page.goto(`/frontend/studios/abc?lang=${lang}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main').getByText(text)).toBeVisible();
    await expect(page.getByText(/ID not specified|Не указан идентификатор/)).toHaveCount(0);
  });
}

test('Back returns to the list with the filters it had', async ({ page }) => {
  await page.goto('/frontend/studios?country=Germany');
  const details = page.getByRole('link', { name: /^View Details/ });
  await expect(details.first()).toBeVisible();
  const name = ((await details.first().getAttribute('aria-label')) ?? '').replace(/^View Details: /, '');
  await details.first().click();
  await expect(page).toHaveURL(/\/frontend\/studios\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Studios' }).click();
  await expect(page).toHaveURL(/\/frontend\/studios\?country=Germany$/);
  await expect(details.first()).toBeVisible();
});

test('without a list to return to, Back goes to the studio list', async ({ page }) => {
  await page.goto(AURORA);
  await page.getByRole('link', { name: 'Back to Studios' }).click();
  await expect(page).toHaveURL(/\/frontend\/studios$/);
});

test('parameter history, unknown sources and display-name overrides', async ({ page }) => {
  await renderInBrowserOnly(page);
  await page.route('**/api/studios/studios/1/parameters/categorized/', (route) =>
    route.fulfill({
      json: {
        success: true,
        error: null,
        parameters_count: 2,
        categories_count: 2,
        categorized_parameters: {
          'LED Wall': [
            {
              id: 1,
              parameter_key: 'LED_PANEL_PIXEL_PITCH_MM',
              parameter_value: '1.9 [1][4]',
              display_name: 'Pixel Pitch',
              version: 3,
              updated_at: '2024-06-01T10:00:00.000Z',
              source_references: [1, 4],
              history: [
                { version: 2, parameter_value: '2.3 [1]', updated_at: '2024-03-05T10:00:00.000Z' },
                { version: 1, parameter_value: '2.6', updated_at: '2023-01-17T10:00:00.000Z' },
              ],
            },
          ],
          Other: [
            {
              id: 2,
              parameter_key: 'LED_TILE_WEIGHT_KG',
              parameter_value: '7.5 kg [2]',
              display_name: 'Tile weight (custom)',
              version: 1,
              updated_at: '2024-06-01T10:00:00.000Z',
              history: [],
            },
          ],
        },
        source_references: {
          '1': { url: 'https://example.com/one', description: 'Source one' },
          '2': { url: 'javascript:alert(1)', description: 'A hostile source' },
        },
      },
    }),
  );
  await page.goto(AURORA);
  const pitch = parameterRow(page, 'Pixel Pitch');
  await expect(pitch.locator('dd > div > span').first()).toHaveText('1.9 mm');
  await expect(pitch.getByRole('link', { name: 'Source 1: Source one', exact: true })).toHaveAttribute(
    'href',
    'https://example.com/one',
  );
  // [4] is not in the source list: shown, without a link.
  await expect(pitch.getByText('[4]')).toBeVisible();
  await expect(pitch.getByRole('link')).toHaveCount(1);
  // With earlier versions, the version shows as a small disclosure that opens its history.
  const summary = pitch.locator('summary');
  await expect(summary).toHaveText('Version 3 · history (2 earlier versions)');
  await expect(pitch.getByText('Version 2, Mar 5, 2024')).toBeHidden();
  await summary.click();
  await expect(pitch.getByRole('listitem')).toHaveText([
    'Version 2, Mar 5, 2024: 2.3 mm',
    'Version 1, Jan 17, 2023: 2.6 mm',
  ]);

  // The source_references array is missing: references are parsed from the value. The source's URL is
  // not http(s): no link. The display name differs from the catalog's: shown as given.
  const custom = parameterRow(page, 'Tile weight \\(custom\\)');
  await expect(custom.locator('dd')).toContainText('7.5 kg');
  await expect(custom.getByText('[2]')).toBeVisible();
  await expect(custom.getByRole('link')).toHaveCount(0);
  await expect(custom.getByText(/Version|history/)).toHaveCount(0);
  await expect(custom.locator('details')).toHaveCount(0);
  await expect(
    page.locator('section[aria-labelledby="parameters-heading"]').getByRole('heading', { level: 3 }),
  ).toHaveText([/LED Wall \(1\)$/, /Other \(1\)$/]);
});

test('parameter load failures: 404 and other statuses', async ({ page }) => {
  await renderInBrowserOnly(page);
  await page.route('**/api/studios/studios/1/parameters/categorized/', (route) =>
    route.fulfill({ status: 404, json: { success: false, error: 'Parameters not found' } }),
  );
  await page.goto(AURORA);
  const parameters = page.locator('section[aria-labelledby="parameters-heading"]');
  await expect(parameters.getByRole('heading', { name: 'Failed to Load Parameters' })).toBeVisible();
  await expect(parameters.getByText('Parameters not found', { exact: true })).toBeVisible();
  // The rest of the page still shows.
  await expect(page.getByRole('heading', { name: 'Studio Overview' })).toBeVisible();

  await page.unroute('**/api/studios/studios/1/parameters/categorized/');
  await page.route('**/api/studios/studios/1/parameters/categorized/', (route) =>
    route.fulfill({ status: 400, json: { code: 'bad_request', detail: 'Bad request' } }),
  );
  await parameters.getByRole('button', { name: 'Try Again' }).click();
  await expect(parameters.getByText('Failed to load parameters: 400')).toBeVisible();
});

test("a failed studio load shows 'Loading Error', and 'Try Again' loads it again", async ({ page }) => {
  await renderInBrowserOnly(page);
  let fail = true;
  await page.route('**/api/studios/studios-enhanced/1/', (route) =>
    fail ? route.fulfill({ status: 418, json: { code: 'bad_request', detail: 'Teapot' } }) : route.fallback(),
  );
  await page.goto(AURORA);
  await expect(page.getByRole('heading', { level: 1, name: 'Loading Error' })).toBeVisible();
  await expect(page.getByText('Loading error: 418')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Volume Works' })).toBeVisible();
});

test('the Russian page translates headings and labels', async ({ page }) => {
  await page.goto(`${AURORA}?lang=ru`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Aurora Volume Works' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Назад к студиям' })).toBeVisible();
  await expect(main.locator('header').getByText(/: Опубликована$/)).toBeVisible();
  await expect(page.getByText('Подтверждено владельцем')).toHaveCount(0);
  for (const heading of [
    'Обзор студии',
    'Параметры студии',
    'Возможности 3DGS/4DGS',
    'Интерактивный 3DGS-тур',
    'Использование 3DGS/4DGS в производственном конвейере',
    'Команда сканирования',
    'Команда создания виртуальных окружений',
    'Это ваша студия?',
    'Контактная информация',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByRole('heading', { level: 3, name: 'LED-стена (24)' })).toBeVisible();
  await expect(main.getByText('57 параметров в 9 категориях')).toBeVisible();
  await expect(parameterRow(page, 'Шаг пикселя')).toBeVisible();
  await expect(section(page, 'Возможности 3DGS/4DGS').locator('dd')).toHaveText([
    '✓Доступно',
    '✓Ограниченно',
  ]);
  await expect(section(page, 'Обзор студии').locator('dd').last()).toContainText('2022');
  await expect(section(page, 'Обзор студии').locator('dd').last()).toContainText('14');
  await expect(page.getByText('Studio Overview')).toHaveCount(0);
});

test('the Russian page of an empty studio translates the fallbacks', async ({ page }) => {
  await page.goto(`${BLANK}?lang=ru`);
  await expect(page.getByRole('heading', { name: 'Параметры отсутствуют' })).toBeVisible();
  await expect(page.getByText('Интерактивный тур и 3D-модель для измерений недоступны')).toBeVisible();
  await expect(section(page, 'Команда сканирования').getByRole('listitem')).toHaveText([
    'Не указано',
    'Не указано',
  ]);
  await expect(section(page, 'Команда сканирования').locator('dd')).toHaveText('Не указано');
  await expect(section(page, 'Возможности 3DGS/4DGS').locator('dd')).toHaveText([
    '?Неизвестно',
    '?Неизвестно',
  ]);
});

// Issue 12: values a visitor reads are true and readable, on a laptop and on a phone.
for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`values at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('parameters show units, localised numbers and Yes / No in English and Russian', async ({ page }) => {
      await page.goto(AURORA);
      const value = (name: string) => parameterRow(page, name).locator('dd > div > *').first();
      await expect(value('Pixel Pitch')).toHaveText('1.9 mm');
      await expect(value('Refresh Rate')).toHaveText('7,680 Hz');
      await expect(value('Brightness')).toHaveText('1,800 nits');
      await expect(value('Primary Wall Height')).toHaveText('6 m');
      await expect(value('Wall Resolution')).toHaveText(/^\d+ × \d+ px$/);
      await expect(value('LED Ceiling')).toHaveText('Yes');
      await expect(value('LED Floor')).toHaveText('No');
      await expect(value('Movable Panels')).toHaveText('Yes');
      await expect(value('3DGS Location Scanning')).toHaveText('Available');
      await expect(section(page, 'Studio Overview').locator('dd').nth(2)).toHaveText('1,850 m²');

      await page.goto(`${AURORA}?lang=ru`);
      await expect(value('Шаг пикселя')).toHaveText('1,9 мм');
      await expect(value('Частота обновления')).toHaveText('7\u00a0680 Гц');
      await expect(value('Высота основной стены')).toHaveText('6 м');
      await expect(value('LED-потолок')).toHaveText('Да');
      await expect(value('LED-пол')).toHaveText('Нет');
      await expect(value('Сканирование локаций 3DGS')).toHaveText('Доступно');
      await expect(value('Сканирование актёров 4DGS')).toHaveText('Ограниченно');
      await expect(section(page, 'Обзор студии').locator('dd').nth(2)).toHaveText('1\u00a0850 м²');
      await expect(page.getByText(/^(YES|no|Available|Limited)$/)).toHaveCount(0);
    });

    test('email and phone are mailto: and tel: links', async ({ page }) => {
      await page.goto(AURORA);
      const contact = section(page, 'Contact Information');
      const email = contact.getByRole('link', { name: 'bookings.aurora-volume-works@example.com' });
      await expect(email).toHaveAttribute('href', 'mailto:bookings.aurora-volume-works@example.com');
      const phone = contact.getByRole('link', { name: '+49 30 555 1200' });
      await expect(phone).toHaveAttribute('href', 'tel:+49305551200');
      await expect(email).toBeVisible();
      await expect(phone).toBeVisible();
      // The Contact parameters link the same way.
      await expect(parameterRow(page, 'Email').getByRole('link', { name: /@example\.com$/ })).toHaveAttribute(
        'href',
        'mailto:bookings.aurora-volume-works@example.com',
      );
      await expect(
        parameterRow(page, 'Phone').getByRole('link', { name: '+49 30 555 1200' }),
      ).toHaveAttribute('href', 'tel:+49305551200');
    });

    test('3DGS/4DGS read ✓, ✗ or ? on cards and on the detail page, with words for screen readers', async ({
      page,
    }) => {
      const card = (name: string) =>
        page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await page.goto('/frontend/studios?q=Blank%20Slate');
      const blank = card('Blank Slate Test Stage');
      await expect(blank.getByText('3DGS ?', { exact: true })).toBeVisible();
      await expect(blank.getByText('4DGS ?', { exact: true })).toBeVisible();
      await expect(blank.getByText('3DGS: unknown', { exact: true })).toBeAttached();
      await expect(blank.getByText('4DGS: unknown', { exact: true })).toBeAttached();
      await expect(blank.getByText(/DGS ✗/)).toHaveCount(0);

      await page.goto('/frontend/studios?q=Volt');
      const volt = card('Volt & Vision Stages');
      // Volt's 3DGS is Limited: offered in part, and the card says so (as compare's 'Yes (limited)').
      await expect(volt.getByText('3DGS ✓ (limited)', { exact: true })).toBeVisible();
      await expect(volt.getByText('3DGS: yes (limited)', { exact: true })).toBeAttached();
      await expect(volt.getByText('4DGS ✗', { exact: true })).toBeVisible();
      await expect(volt.getByText('4DGS: no', { exact: true })).toBeAttached();

      await page.goto('/frontend/studios?q=Volt&lang=ru');
      const voltRu = card('Volt & Vision Stages');
      await expect(voltRu.getByText('3DGS ✓ (ограниченно)', { exact: true })).toBeVisible();
      await expect(voltRu.getByText('3DGS: да (ограниченно)', { exact: true })).toBeAttached();

      // Back to English: the language chosen above is remembered.
      await page.goto(`${BLANK}?lang=en`);
      const capabilities = section(page, '3DGS/4DGS Capabilities');
      await expect(capabilities.locator('dd')).toHaveText(['?Unknown', '?Unknown']);
      // The mark is decoration; the words are what a screen reader reads.
      await expect(capabilities.locator('dd [aria-hidden="true"]')).toHaveText(['?', '?']);
    });

    test("teams, partners and tools never set read 'Not specified' in both languages", async ({ page }) => {
      await page.goto(BLANK);
      for (const heading of ['Scanning Team', 'Virtual Environment Creation Team']) {
        const team = section(page, heading);
        await expect(team.locator('dd')).toHaveText('Not specified');
        await expect(team.getByRole('listitem')).toHaveText(['Not specified', 'Not specified']);
      }
      await expect(section(page, '3DGS/4DGS Production Pipeline Usage').getByRole('listitem')).toHaveText([
        'Not specified',
        'Not specified',
      ]);
      await page.goto(`${BLANK}?lang=ru`);
      await expect(section(page, 'Команда создания виртуальных окружений').locator('dd')).toHaveText(
        'Не указано',
      );
      await expect(
        section(page, 'Использование 3DGS/4DGS в производственном конвейере').getByRole('listitem'),
      ).toHaveText(['Не указано', 'Не указано']);
    });

    test('only a parameter with earlier versions shows its version, as a link to its history', async ({
      page,
    }) => {
      await renderInBrowserOnly(page);
      await page.route('**/api/studios/studios/1/parameters/categorized/', (route) =>
        route.fulfill({
          json: {
            success: true,
            error: null,
            parameters_count: 2,
            categories_count: 1,
            categorized_parameters: {
              Stage: [
                {
                  id: 1,
                  parameter_key: 'STAGE_WIDTH_M',
                  parameter_value: '26',
                  display_name: 'Stage Width',
                  version: 2,
                  updated_at: '2024-06-01T10:00:00.000Z',
                  history: [{ version: 1, parameter_value: '24', updated_at: '2024-03-05T10:00:00.000Z' }],
                },
                {
                  id: 2,
                  parameter_key: 'STAGE_DEPTH_M',
                  parameter_value: '18',
                  display_name: 'Stage Depth',
                  version: 1,
                  updated_at: '2024-06-01T10:00:00.000Z',
                  history: [],
                },
              ],
            },
            source_references: {},
          },
        }),
      );
      await page.goto(AURORA);
      const width = parameterRow(page, 'Stage Width');
      const link = width.locator('summary');
      await expect(link).toHaveText('Version 2 · history (1 earlier version)');
      await link.click();
      await expect(width.getByRole('listitem')).toHaveText(['Version 1, Mar 5, 2024: 24 m']);
      await expect(parameterRow(page, 'Stage Depth').getByText(/Version/)).toHaveCount(0);
    });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the full, empty and not-found pages (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(AURORA);
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Volume Works' })).toBeVisible();
    await expect(page.getByText('57 parameters in 9 categories')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(BLANK);
    await expect(page.getByRole('heading', { name: 'No Parameters Available' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(DRAFT);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Not Found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
