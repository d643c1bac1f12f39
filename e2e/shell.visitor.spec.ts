import { expectNoAxeViolations } from './support/axe';
import { holdRoute } from './support/held-scripts';
import { expect, test } from './support/test';

test('the landing page links to the studios, the admin login and the three test pages', async ({ page }) => {
  await page.goto('/frontend/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Browse studios' })).toHaveAttribute(
    'href',
    '/frontend/studios',
  );
  await expect(main.getByRole('link', { name: 'Admin login' })).toHaveAttribute(
    'href',
    '/frontend/admin/login',
  );
  await expect(main.getByRole('link', { name: 'Aceternity test' })).toHaveAttribute(
    'href',
    '/frontend/aceternity-test',
  );
  await expect(main.getByRole('link', { name: 'Bento grid' })).toHaveAttribute(
    'href',
    '/frontend/bento-grid',
  );
  await expect(main.getByRole('link', { name: 'CSS test' })).toHaveAttribute('href', '/frontend/css-test');
});

test('the root redirects to the app', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/frontend\/$/);
});

test('an unknown path answers 404 with the app\'s "Page not found"', async ({ page }) => {
  const response = await page.goto('/frontend/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the language switch translates the page and is remembered', async ({ page }) => {
  await page.goto('/frontend/');
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page.getByRole('link', { name: 'Смотреть студии' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Смотреть студии' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Browse studios' }).first()).toBeVisible();
});

test('?lang=ru selects Russian', async ({ page }) => {
  await page.goto('/frontend/?lang=ru');
  await expect(page.getByRole('link', { name: 'Смотреть студии' }).first()).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the landing and 404 pages (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/frontend/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/frontend/nope');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// ---- header, focus and console ----

for (const [lang, short, full, links] of [
  ['en', 'VP Studios', 'Virtual Production Studios', ['Studios', 'Compare']],
  ['ru', 'Студии VP', 'Студии виртуального производства', ['Студии', 'Сравнение']],
] as const) {
  test(`on a phone the header shows a short title and every main link (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/frontend/?lang=${lang}`);
    const header = page.getByRole('banner');
    const home = header.getByRole('link').first();
    await expect(home).toHaveAccessibleName(short);
    await expect(home.getByText(short, { exact: true })).toBeVisible();
    await expect(home.getByText(full, { exact: true })).toBeHidden();
    const nav = header.getByRole('navigation');
    for (const name of links) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    // Nothing in the header is cut off or pushed out of the window.
    const overflow = await header.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].some((node) => {
        const r = node.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 0.5 || r.left < -0.5);
      }),
    );
    expect(overflow).toBe(false);
  });
}

test('on a desktop the header shows the full title', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/frontend/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link').first()).toHaveAccessibleName('Virtual Production Studios');
  await expect(header.getByRole('navigation').getByRole('link', { name: 'Compare' })).toBeVisible();
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an in-app navigation moves focus to the new heading and retitles the tab (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/frontend/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Virtual Production Studios');
    // Not on the first load.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();

    await page.getByRole('banner').getByRole('link', { name: 'Studios', exact: true }).click();
    await expect(page).toHaveURL(/\/frontend\/studios$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle('Studios · Virtual Production Studios');

    // Only the query string changes (a search): focus stays in the search box.
    const search = page.getByRole('searchbox', { name: 'Search studios' });
    await search.fill('Aurora');
    await expect(page).toHaveURL(/q=Aurora/);
    await expect(search).toBeFocused();

    // A studio's page: its heading once the studio has loaded, its name in the title.
    await page.getByRole('link', { name: /^View Details: Aurora Volume Works/ }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Aurora Volume Works' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Aurora Volume Works — Virtual Production studio in Berlin, Germany');

    // Back (a navigation too) lands on the list's heading.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle('Studios · Virtual Production Studios');
  });
}

test('focus moved while the next page is still loading stays where the user put it', async ({ page }) => {
  await page.goto('/frontend/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The list's code and data are held, so the router has not committed the new page yet.
  const releaseCode = await holdRoute(page, '**/assets/*.js');
  const releaseData = await holdRoute(page, '**/api/v1/studios/**');
  const nav = page.getByRole('banner').getByRole('navigation');
  await nav.getByRole('link', { name: 'Studios', exact: true }).click();
  const compare = nav.getByRole('link', { name: 'Compare', exact: true });
  await compare.focus();
  releaseCode();
  releaseData();
  await expect(page.getByRole('heading', { level: 1, name: 'Studios' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+/).first()).toBeVisible();
  await expect(compare).toBeFocused();
});

test('the tab title follows the language after a navigation (ru)', async ({ page }) => {
  await page.goto('/frontend/?lang=ru');
  await page.getByRole('banner').getByRole('link', { name: 'Сравнение', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(/^.+ · Студии виртуального производства$/);
});

const ROUTES = [
  '/frontend/',
  '/frontend/studios',
  '/frontend/studios?country=Germany',
  '/frontend/studios/1',
  '/frontend/studios/abc',
  '/frontend/compare',
  '/frontend/compare?studios=1,2',
  '/frontend/shortlist',
  '/frontend/shortlist?ids=1,2',
  '/frontend/admin/login',
  '/frontend/aceternity-test',
  '/frontend/bento-grid',
  '/frontend/css-test',
  '/frontend/no/such/page',
];

test('every route loads with a clean console: no warnings, no errors', async ({ page }) => {
  test.setTimeout(120_000);
  // Embedded players and tours are third-party: answer them with an empty page, off the network.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>x</title>' }),
  );
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    // The browser's own line for a page the server rightly answers with 404 (an unknown path or
    // studio) is the status code, not something the app says.
    const documentNotFound =
      message.text().includes('status of 404') && message.location().url === page.url();
    if (!documentNotFound) messages.push(`${page.url()} [${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`${page.url()} [pageerror] ${error.message}`));
  for (const route of ROUTES) {
    await page.goto(route);
    // Generous: a style-guide page's chunk can take seconds on a busy machine.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    // Lazy frames and late effects get their moment to complain.
    await page.waitForLoadState('networkidle');
  }
  // In-app navigations too (each lazy page loading after the first).
  await page.goto('/frontend/');
  for (const name of ['Studios', 'Compare']) {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});
