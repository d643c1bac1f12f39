/**
 * Server rendering (issue 15, decision 011): the HTML the server sends, before any JavaScript, holds
 * each public page's content in the reader's language, and a reader without JavaScript can read the
 * list, open a studio and read a shared comparison. (Hydration without console errors is shell.visitor's
 * "every route loads with a clean console".)
 */
import { expect, test } from './support/test';

const AURORA = 'Aurora Volume Works';
const VOLT = 'Volt &amp; Vision Stages';

/** The text of the server's root element, tags and the embedded JSON stripped. */
function rootText(html: string): string {
  // The page state follows the root (index-html.ts): the root ends before it.
  const root =
    /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="application\/json" id="app-state">[\s\S]*?<\/script>)?\s*<\/body>/.exec(
      html,
    )?.[1] ?? '';
  return root
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const PAGES: { path: string; en: string[]; ru: string[]; status?: number }[] = [
  {
    path: '/frontend/',
    en: ['Find the right LED volume for your shoot'],
    ru: ['Найдите подходящий LED-павильон для съёмки'],
  },
  {
    path: '/frontend/studios',
    en: ['Showing 42 of 42 studios', AURORA],
    ru: ['Показано 42 из 42 студий', AURORA],
  },
  {
    path: '/frontend/studios?country=Germany',
    en: [AURORA, 'Germany'],
    ru: [AURORA, 'Германия'],
  },
  {
    path: '/frontend/studios/1',
    en: [AURORA, 'Studio Parameters', 'Back to Studios'],
    ru: [AURORA, 'Параметры студии'],
  },
  {
    path: '/frontend/compare?studios=1,2',
    en: ['Studio Comparison', AURORA, VOLT],
    ru: ['Сравнение студий', AURORA, VOLT],
  },
  { path: '/frontend/no/such/page', en: ['Page not found'], ru: ['Страница не найдена'], status: 404 },
];

for (const { path, en, ru, status = 200 } of PAGES) {
  test(`the server's HTML of ${path} holds its content in English and Russian`, async ({ request }) => {
    const english = await request.get(path, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(english.status()).toBe(status);
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en">');
    for (const text of en) expect(rootText(englishHtml)).toContain(text);

    // Russian by Accept-Language, and by ?lang over an English cookie.
    const byHeader = await request.get(path, { headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' } });
    const withLang = `${path}${path.includes('?') ? '&' : '?'}lang=ru`;
    const byQuery = await request.get(withLang, { headers: { Cookie: 'lang=en' } });
    for (const response of [byHeader, byQuery]) {
      const html = await response.text();
      expect(html).toContain('<html lang="ru">');
      for (const text of ru) expect(rootText(html)).toContain(text);
    }
  });
}

test("the server's list holds the filters of the URL", async ({ request }) => {
  const all = rootText(await (await request.get('/frontend/studios')).text());
  const germany = rootText(await (await request.get('/frontend/studios?country=Germany')).text());
  const count = /Showing (\d+) of 42 studios/.exec(germany)?.[1];
  expect(Number(count)).toBeGreaterThan(0);
  expect(Number(count)).toBeLessThan(42);
  expect(all).toContain('Showing 42 of 42 studios');
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The card headings of the server's list, in its order. */
function cardNames(html: string): string[] {
  return [...html.matchAll(/<h3 id="[^"]*" class="text-lg[^"]*">([\s\S]*?)<\/h3>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!)
      .trim(),
  );
}

// The list's index and first view are prepared before the page hydrates (issue 15): the browser's
// first render must be the server's, for any address, or React would report a mismatch.
for (const { lang, count, remove } of [
  { lang: 'en', count: /Showing (\d+) of 42 studios/, remove: 'Remove filter Country: France' },
  { lang: 'ru', count: /Показано (\d+) из 42/, remove: 'Убрать фильтр Страна: Франция' },
]) {
  test(`a filtered, sorted list hydrates as the server sent it and follows the first change (${lang})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const path = `/frontend/studios?country=Germany,France&sort=-wall_width&lang=${lang}`;
    const html = await (await page.request.get(path)).text();
    const shown = count.exec(rootText(html))?.[1];
    const germany = count.exec(
      rootText(await (await page.request.get(`/frontend/studios?country=Germany&lang=${lang}`)).text()),
    )?.[1];
    expect(Number(shown)).toBeGreaterThan(Number(germany));

    await page.goto(path);
    await expect(page.getByTestId('studio-count')).toHaveText(count);
    expect(count.exec((await page.getByTestId('studio-count').textContent()) ?? '')?.[1]).toBe(shown);
    const names = await page.locator('main li h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(cardNames(html).slice(0, names.length));
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: remove }).click();
    await expect(page).toHaveURL(/country=DE(&|$)/);
    await expect(page.getByTestId('studio-count')).toHaveText(
      new RegExp(count.source.replace('(\\d+)', germany!)),
    );
    await page.goBack();
    await expect(page.getByTestId('studio-count')).toHaveText(
      new RegExp(count.source.replace('(\\d+)', shown!)),
    );
    expect(errors).toEqual([]);
  });
}

test('the language cookie picks the language of the next page the server renders', async ({ page }) => {
  await page.goto('/frontend/');
  await page.getByRole('link', { name: /Русский/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const html = await (await page.request.get('/frontend/studios')).text();
  expect(html).toContain('<html lang="ru">');
  expect(rootText(html)).toContain('Показано 42 из 42 студий');
});

test("the page's head is one of each, hydrated and kept current on navigation", async ({ page }) => {
  const heads = () =>
    page.evaluate(() => ({
      title: document.querySelectorAll('title').length,
      description: document.querySelectorAll('meta[name="description"]').length,
      canonical: document.querySelectorAll('link[rel="canonical"]').length,
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
        link.getAttribute('hreflang'),
      ),
      ogTitle: document.querySelectorAll('meta[property="og:title"]').length,
      jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
      text: document.title,
      canonicalHref: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    }));
  await page.goto('/frontend/studios/1');
  expect(await heads()).toMatchObject({
    title: 1,
    description: 1,
    canonical: 1,
    alternates: ['en', 'ru', 'x-default'],
    ogTitle: 1,
    jsonLd: 1,
    text: `${AURORA} — Virtual Production studio in Berlin, Germany`,
  });
  expect((await heads()).canonicalHref).toMatch(/\/frontend\/studios\/1$/);
  // A navigation in the app swaps the head: still one of each, the list's own.
  await page.getByRole('banner').getByRole('link', { name: 'Studios', exact: true }).click();
  await expect(page).toHaveTitle('Studios · Virtual Production Studios');
  expect(await heads()).toMatchObject({
    title: 1,
    description: 1,
    canonical: 1,
    alternates: ['en', 'ru', 'x-default'],
    ogTitle: 1,
    jsonLd: 0,
  });
  expect((await heads()).canonicalHref).toMatch(/\/frontend\/studios$/);
});

test('the first paint needs the page alone: the stylesheet inline, the app and a large state after it', async ({
  page,
  request,
}) => {
  for (const path of ['/frontend/', '/frontend/studios']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    // Compressed, the landing page too (it was sent plain).
    expect(response.headers()['content-encoding'], path).toMatch(/^(br|gzip)$/);
    const html = await response.text();
    expect(html, path).toMatch(/<style nonce="[^"]+">/);
    expect(html, path).not.toMatch(/<link rel="stylesheet"[^>]*\/frontend\/assets\//);
    // One small module in the head: the app itself is fetched after the first paint (boot.ts).
    expect(html.match(/<script type="module"/g), path).toHaveLength(1);
  }

  // The list's directory is too large for the page: the page names it, and the browser fetches it
  // once, beside the app, and asks the API for no list of studios.
  const stateRequests: string[] = [];
  const listRequests: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/frontend/page-state') stateRequests.push(url.search);
    if (url.pathname === '/api/studios/studios-enhanced/') listRequests.push(url.search);
  });
  await page.goto('/frontend/studios?lang=en');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('studio-count')).toHaveText('Showing 42 of 42 studios');
  expect(stateRequests).toHaveLength(1);
  expect(listRequests).toEqual([]);
  const state = await request.get(`/frontend/page-state${stateRequests[0]}`);
  expect(state.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await state.json()).toMatchObject({ locale: 'en' });
});

test('words typed into the search box before the app has loaded are searched once it has', async ({
  browser,
  request,
  baseURL,
}) => {
  const first = (await (await request.get('/api/studios/studios-enhanced/?page=1&page_size=1')).json()) as {
    results: { name: string }[];
  };
  const name = first.results[0]!.name;
  // A page of its own: not one that waits for the app before the test goes on (support/test.ts).
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/frontend/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/frontend/studios?lang=en', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search studios' });
  await box.fill(name);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(box).toHaveValue(name);
  await expect(page.getByTestId('studio-count')).not.toHaveText('Showing 42 of 42 studios');
  await expect(page.getByTestId('studio-count')).toHaveText(/^Showing \d+ of 42 studios$/);
  await expect(page.getByRole('heading', { level: 3, name }).first()).toBeVisible();
  await context.close();
});

test('a page rendered minutes before it is read hydrates from its state, fetching nothing again', async ({
  page,
}) => {
  // The server keeps a rendering until the data changes: a browser may read it long after it was
  // rendered, here five minutes (the list's data counts as fresh for one).
  await page.clock.setFixedTime(Date.now() + 5 * 60_000);
  const listRequests: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/studios/studios-enhanced/') listRequests.push(url.search);
  });
  for (const lang of ['en', 'ru']) {
    await page.goto(`/frontend/studios?lang=${lang}`);
    await expect(page.getByTestId('studio-count')).toHaveText(
      lang === 'en' ? 'Showing 42 of 42 studios' : /Показано 42 из 42/,
    );
    await page.waitForTimeout(1_000);
  }
  expect(listRequests).toEqual([]);
});

test('a page whose large state is gone (the data changed meanwhile) is rendered afresh, in its language', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // No hydration mismatch (React says so on the console): the page is rendered, not hydrated. The
  // browser's own line for the 404 is not the app's.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(message.text());
  });
  await page.route('**/frontend/page-state?**', (route) =>
    route.fulfill({ status: 404, json: { code: 'page_state_gone', detail: 'gone' } }),
  );
  await page.goto('/frontend/studios?lang=ru');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('studio-count')).toHaveText('Показано 42 из 42 студий');
  // The app asked the API for the directory itself, and works: a search narrows the list.
  await page.getByRole('searchbox').first().fill('Aurora');
  await expect(page.getByTestId('studio-count')).toHaveText(/^Показано 1 из 42/);
  expect(errors).toEqual([]);
});

test("a comparison's server HTML shows the screen's own layout at once, the table without scripts", async ({
  browser,
}) => {
  const shownLayouts = (page: import('@playwright/test').Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.compare-layout-phone, .compare-layout-desk')]
        .filter((element) => getComputedStyle(element).display !== 'none')
        .map((element) => (element.classList.contains('compare-layout-phone') ? 'phone' : 'table')),
    );
  for (const { width, layout } of [
    { width: 390, layout: 'phone' },
    { width: 1280, layout: 'table' },
  ]) {
    // Before the app runs (its scripts held back): CSS alone picks the layout for the screen.
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.route('**/frontend/assets/*.js', (route) => route.abort());
    await page.goto('/frontend/compare?studios=1,2&lang=en');
    expect(await shownLayouts(page), `${width} px, before the app`).toEqual([layout]);
    await context.close();

    // Without scripts at all, the table on every screen (every studio at once).
    const noScript = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/frontend/compare?studios=1,2&lang=en');
    expect(await shownLayouts(plain), `${width} px, without scripts`).toEqual(['table']);
    await noScript.close();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader opens the list, then a studio from it, then reads a shared comparison', async ({ page }) => {
    await page.goto('/frontend/studios');
    await expect(page.getByTestId('studio-count')).toHaveText('Showing 42 of 42 studios');
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(12);
    await page.getByRole('link', { name: `View Details: ${AURORA}` }).click();
    await expect(page).toHaveURL(/\/frontend\/studios\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: AURORA })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Studio Parameters' })).toBeVisible();

    await page.goto('/frontend/compare?studios=1,2');
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Comparison' })).toBeVisible();
    const table = page.getByRole('table', { name: /^General Information/ });
    await expect(table.getByRole('columnheader', { name: new RegExp(AURORA) })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Volt & Vision Stages/ })).toBeVisible();
  });

  test('the list pages on with a plain form: ?page=2 shows the next cards, the filters kept', async ({
    page,
  }) => {
    await page.goto('/frontend/studios?lang=en');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'Show more studios' }).click();
    await expect(page).toHaveURL(/\/frontend\/studios\?lang=en&page=2$/);
    await expect(cards).toHaveCount(42);
    await expect(page.getByRole('button', { name: 'Show more studios' })).toHaveCount(0);
    // Every card's details are a plain link.
    await cards
      .last()
      .getByRole('link', { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(/\/frontend\/studios\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Studio Parameters' })).toBeVisible();
  });

  test('the filters are a plain GET form: search and a country narrow the list, the form keeps them', async ({
    page,
  }) => {
    await page.goto('/frontend/studios?lang=en&sort=name');
    const count = page.getByTestId('studio-count');
    await expect(count).toHaveText('Showing 42 of 42 studios');
    const form = page.getByRole('group', { name: 'Filters' });
    await form.getByText('Country', { exact: true }).click();
    await form.getByRole('checkbox', { name: /^Germany \(\d+\)$/ }).check();
    await page.getByRole('searchbox', { name: 'Search studios' }).fill('Aurora');
    await form.getByRole('button', { name: 'Show studios' }).click();
    // The form's fields under the address's own names; what it has no field for is kept.
    await expect(page).toHaveURL(/[?&]country=DE(&|$)/);
    await expect(page).toHaveURL(/[?&]q=Aurora(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    await expect(page).toHaveURL(/[?&]lang=en(&|$)/);
    await expect(count).toHaveText('Showing 1 of 42 studios');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Search studios' })).toHaveValue('Aurora');
    await expect(form.getByRole('checkbox', { name: /^Germany \(\d+\)$/ })).toBeChecked();
    // Unticking and sending again widens the list.
    await page.getByRole('searchbox', { name: 'Search studios' }).fill('');
    await form.getByRole('button', { name: 'Show studios' }).click();
    await expect(count).toHaveText(/^Showing \d+ of 42 studios$/);
    expect(Number(/Showing (\d+)/.exec((await count.textContent()) ?? '')?.[1])).toBeGreaterThan(1);
  });

  test('a studio page reads in Russian from ?lang=ru', async ({ page }) => {
    await page.goto('/frontend/studios/1?lang=ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { name: 'Параметры студии' })).toBeVisible();
  });
});
