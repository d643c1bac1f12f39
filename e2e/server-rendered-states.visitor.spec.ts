/**
 * States a reader reaches by a link, as the server renders them and the browser takes them over (a
 * user audit of issue 15): 'Place and sizes' in use, a studio or comparison that is not there, the
 * language switch and the list's controls without JavaScript. The server's HTML itself is checked by
 * src/server/plugins/server-rendered-states.api.test.ts.
 */
import { expect, type Page, test } from './support/test';

const LONDON = '51.50853,-0.12574';

/** Console errors and uncaught errors of the page (CSP reports, React's hydration errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The browser's report of the page's own status 404 (the document), not of a request the app made. */
function isDocument404(error: string): boolean {
  return error === 'Failed to load resource: the server responded with a status of 404 (Not Found)';
}

for (const { lang, width, near, loading, filters } of [
  {
    lang: 'en',
    width: 'LED wall width, m',
    near: 'Near',
    loading: 'Loading the filters…',
    filters: 'Filters (1)',
  },
  {
    lang: 'ru',
    width: 'Ширина LED-стены, м',
    near: 'Рядом с',
    loading: 'Загружаем фильтры…',
    filters: 'Фильтры (1)',
  },
]) {
  for (const screen of [
    { name: 'desktop', size: { width: 1280, height: 900 } },
    { name: 'phone', size: { width: 390, height: 844 } },
  ]) {
    test(`'Place and sizes' in the address hydrates as the server sent it (${lang}, ${screen.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(screen.size);
      const errors = collectErrors(page);
      for (const query of ['wall_width=10..30', 'wall_height=3..', `near=${LONDON}&radius_km=100`]) {
        await page.goto(`/frontend/studios?lang=${lang}&${query}`);
        const details = page.locator('details', { has: page.locator('summary') }).filter({ hasText: width });
        // On a phone the place and the sizes are in the Filters sheet with every other filter (issue 34).
        let panel = details;
        if (screen.name === 'phone') {
          await expect(details).toBeHidden();
          await page.getByRole('button', { name: filters }).click();
          panel = page.getByRole('dialog', { name: filters });
        }
        await expect(panel.getByRole('group', { name: width })).toBeVisible();
        await expect(panel.getByRole('group', { name: near })).toBeVisible();
        await expect(page.getByText(loading)).toHaveCount(0);
        expect(errors, query).toEqual([]);
        if (screen.name === 'phone') await page.keyboard.press('Escape');
      }
    });
  }

  // Issue 34 P2.8: a reloaded or shared near search read 'Within 500 km of 51.50853, -0.12574'.
  test(`a shared near search names its place from the gazetteer; another point by the tab's name (${lang})`, async ({
    page,
  }) => {
    test.slow();
    const errors = collectErrors(page);
    const london = lang === 'en' ? 'London, United Kingdom' : 'Лондон, Великобритания';
    const chips = page.getByRole('list', { name: lang === 'en' ? 'Active filters' : /фильтр/i });
    await page.goto(`/frontend/studios?lang=${lang}&near=${LONDON}&radius_km=500`);
    const box = page.getByRole('combobox', { name: near });
    await expect(box).toHaveValue(london);
    await expect(chips).toContainText(lang === 'en' ? `Within 500 km of ${london}` : london);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(box).toHaveValue(london);

    // A point that is no gazetteer place: its coordinates, then the name the tab kept for it.
    const somewhere = '51.5,-0.1';
    await page.goto(`/frontend/studios?lang=${lang}&near=${somewhere}`);
    await expect(box).toHaveValue('51.5, -0.1');
    await page.evaluate(
      (key) => sessionStorage.setItem(`vp-place:${key}`, 'Somewhere, United Kingdom'),
      somewhere,
    );
    await page.reload();
    await expect(box).toHaveValue('Somewhere, United Kingdom');
    await expect(chips).toContainText('Somewhere, United Kingdom');
    expect(errors).toEqual([]);
  });
}

test('a studio that is not there shows Studio Not Found at once, with no request of its own', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/studios/studios-enhanced/99999/')) asked.push(request.url());
  });
  const response = await page.goto('/frontend/studios/99999?lang=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found/);
  expect(asked).toEqual([]);
  expect(errors.filter((error) => !isDocument404(error))).toEqual([]);
});

// Issue 34 P2.7: a shared comparison whose studio has left showed an error, and Retry did nothing.
for (const { lang, left, heading, screen } of [
  {
    lang: 'en',
    left: 'This studio is no longer in the directory and is left out of the comparison: studio no. 99999.',
    heading: 'Select at least 2 studios to compare',
    screen: { width: 1280, height: 800 },
  },
  {
    lang: 'ru',
    left: 'Этой студии больше нет в каталоге, она убрана из сравнения: студия № 99999.',
    heading: 'Выберите хотя бы 2 студии для сравнения',
    screen: { width: 390, height: 844 },
  },
]) {
  test(`a shared comparison whose studio has left compares the others and says which left (${lang}, ${screen.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    const errors = collectErrors(page);
    const response = await page.goto(`/frontend/compare?studios=1,2,99999&lang=${lang}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: left })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The exports and 'Share' are of the studios shown.
    const pdf = page.getByRole('link', { name: lang === 'en' ? 'Export PDF' : /PDF/ });
    await expect(pdf).toHaveAttribute('href', /[?&]ids=1,2&/);
    expect(errors).toEqual([]);

    // One left to compare: the picker's way, the remaining studio kept.
    const one = await page.goto(`/frontend/compare?studios=1,99999&lang=${lang}`);
    expect(one?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(left)).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('link', { name: lang === 'en' ? 'Select Studios' : 'Выбрать студии' }).click();
    await expect(page).toHaveURL(/compare=true&studios=1(&|$)/);
  });
}

test('the language links say which language is current and switch in place', async ({ page }) => {
  await page.goto('/frontend/studios?country=Germany&lang=en');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await expect(languages.getByRole('link', { name: 'Русский' })).toHaveAttribute(
    'href',
    '/frontend/studios?country=Germany&lang=ru',
  );
  await languages.getByRole('link', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(
    page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'Русский' }),
  ).toHaveAttribute('aria-current', 'true');
  // In place: the address keeps its filters and drops ?lang=, so a reload keeps the choice.
  await expect(page).toHaveURL(/\/frontend\/studios\?country=Germany$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, heading, title } of [
    { lang: 'en', heading: 'Studio Not Found', title: /^Page not found/ },
    { lang: 'ru', heading: 'Студия не найдена', title: /^Страница не найдена/ },
  ]) {
    test(`a studio that is not public reads Studio Not Found, kept out of search (${lang})`, async ({
      page,
    }) => {
      for (const id of [31, 99999]) {
        const response = await page.goto(`/frontend/studios/${id}?lang=${lang}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(title);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      }
    });
  }

  test('a comparison naming a missing studio reads which, in English and Russian', async ({ page }) => {
    for (const { lang, text } of [
      {
        lang: 'en',
        text: 'This studio is no longer in the directory and is left out of the comparison: studio no. 99999.',
      },
      { lang: 'ru', text: 'Этой студии больше нет в каталоге, она убрана из сравнения: студия № 99999.' },
    ]) {
      const response = await page.goto(`/frontend/compare?studios=1,2,99999&lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test("'Place and sizes' in use shows no spinner; its place and ranges stay in the form", async ({
    page,
  }) => {
    await page.goto(`/frontend/studios?lang=en&wall_width=10..30&near=${LONDON}`);
    await expect(page.getByText('Loading the filters…')).toHaveCount(0);
    await expect(page.getByText('Place and sizes')).toBeHidden();
    const form = page.getByRole('group', { name: 'Filters' });
    await form.getByRole('button', { name: 'Show studios' }).click();
    await expect(page).toHaveURL(/[?&]wall_width=10\.\.30(&|$)/);
    await expect(page).toHaveURL(/[?&]near=51\.50853%2C-0\.12574(&|$)/);
  });

  for (const { lang, other, heading, otherName } of [
    { lang: 'en', other: 'ru', heading: 'Параметры студии', otherName: 'Русский' },
    { lang: 'ru', other: 'en', heading: 'Studio Parameters', otherName: 'English' },
  ]) {
    test(`the language switch is a link to the same page in the other language (${lang})`, async ({
      page,
    }) => {
      await page.goto(`/frontend/studios/1?lang=${lang}`);
      await page.getByRole('link', { name: otherName }).click();
      await expect(page).toHaveURL(new RegExp(`/frontend/studios/1\\?lang=${other}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    });
  }

  test('the language link keeps the list address', async ({ page }) => {
    await page.goto('/frontend/studios?lang=en&country=DE&sort=name');
    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/frontend\/studios\?lang=ru&country=DE&sort=name$/);
    await expect(page.getByTestId('studio-count')).toHaveText(/^Показано \d+ из 42/);
  });

  test('the list shows only controls that work: the form keeps the language and sends the order', async ({
    page,
  }) => {
    await page.goto('/frontend/studios?lang=ru');
    // The dropdowns ('Все ▾'), the phone's Filters button and the scripted 'Verified' are hidden.
    await expect(page.getByRole('button', { name: /Все/ })).toHaveCount(0);
    const verified = page.getByRole('checkbox', { name: 'Проверено за последние 12 месяцев' });
    await expect(verified).toHaveCount(1);
    const form = page.getByRole('group', { name: 'Фильтры' });
    await verified.check();
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('-wall_width');
    await form.getByRole('button', { name: 'Показать студии' }).click();
    await expect(page).toHaveURL(/[?&]verified=[^&]+/);
    await expect(page).toHaveURL(/[?&]sort=-wall_width(&|$)/);
    await expect(page).toHaveURL(/[?&]lang=ru(&|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('checkbox', { name: 'Проверено за последние 12 месяцев' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('-wall_width');
  });

  for (const { lang, needs, list, loading } of [
    { lang: 'en', needs: 'The map needs JavaScript.', list: 'Show the list', loading: 'Loading the map...' },
    {
      lang: 'ru',
      needs: 'Для карты нужен JavaScript.',
      list: 'Показать список',
      loading: 'Загрузка карты...',
    },
  ]) {
    test(`the map view says it needs JavaScript and links back to the list (${lang})`, async ({ page }) => {
      await page.goto(`/frontend/studios?lang=${lang}&view=map&country=DE`);
      // By role: Playwright's text matching skips <noscript>, whose content this is.
      await expect(page.getByRole('heading', { name: needs })).toBeVisible();
      await expect(page.getByText(loading)).toBeHidden();
      await page.getByRole('link', { name: list }).click();
      await expect(page).toHaveURL(new RegExp(`/frontend/studios\\?lang=${lang}&country=DE$`));
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });
  }
});
