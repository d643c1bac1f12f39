import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { errorBody } from '../lib/http/http-error';

/**
 * The server's HTML of states a reader reaches by a link (a user audit of issue 15): the list with
 * 'Place and sizes' in use, a studio that is not public, a comparison naming one. Rendered by the
 * real renderer (src/web/entry-server.tsx) under a minimal index.html, as studio-page-meta's tests do.
 */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--><!--app-config--></head>' +
  '<body><div id="root"></div></body></html>';
const RENDERER = `export * from ${JSON.stringify(path.resolve(import.meta.dirname, '../../web/entry-server.tsx'))};\n`;

let app: FastifyInstance;
let root: string;
const ids: Record<string, number> = {};
/** A studio whose API answer fails with 500 (set by a test): the server's own failure, not a 404. */
let failingStudio: number | null = null;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vp-rendered-states-'));
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'web', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'ssr', 'entry-server.js'), RENDERER);
  ({ app } = await createTestApp(
    {},
    {
      webDistFolder: path.join(root, 'web'),
      beforeReady: (built) =>
        built.addHook('onRequest', async (request, reply) => {
          if (
            failingStudio !== null &&
            request.url.startsWith(`/api/studios/studios-enhanced/${failingStudio}/`)
          ) {
            return reply.status(500).send(errorBody(500, 'Failing on purpose.'));
          }
        }),
    },
  ));
  ids.first = await createStudio(app, { name: 'First Stage', status: 'published' });
  ids.second = await createStudio(app, { name: 'Second Stage', status: 'published' });
  ids.draft = await createStudio(app, { name: 'Hidden Draft', status: 'draft' });
  ids.archived = await createStudio(app, { name: 'Old Archived', status: 'archived' });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

async function page(url: string): Promise<{ status: number; head: string; body: string }> {
  const response = await app.inject({ method: 'GET', url });
  const html = response.body;
  const bodyStart = html.indexOf('<body>');
  return {
    status: response.statusCode,
    head: html.slice(0, html.indexOf('</head>')),
    // The root's markup, without the page state (its JSON holds the same words).
    body: html.slice(bodyStart).replace(/<script type="application\/json"[\s\S]*?<\/script>/g, ''),
  };
}

/** What React writes when a Suspense boundary is not in the page itself but moved in by a script. */
const STREAMED_BOUNDARY = /<template id="B:|<!--\$\?-->|\$RC|<div hidden="" id="S:/;

describe("the list with 'Place and sizes' in use", () => {
  for (const { lang, label, near, loading } of [
    { lang: 'en', label: 'LED wall width', near: 'Near', loading: 'Loading the filters' },
    { lang: 'ru', label: 'Ширина LED-стены', near: 'Рядом с', loading: 'Загружаем фильтры' },
  ]) {
    it(`renders the open panel into the page, with no script to move it there (${lang})`, async () => {
      for (const query of [
        'wall_width=10..30',
        'wall_height=3..',
        'near=51.50853,-0.12574',
        'near=51.50853,-0.12574&radius_km=100&wall_width=10..30',
      ]) {
        const { status, body } = await page(`/frontend/studios?lang=${lang}&${query}`);
        expect(status, query).toBe(200);
        expect(body, query).not.toMatch(STREAMED_BOUNDARY);
        expect(body, query).not.toContain(loading);
        expect(body, query).toContain(label);
        expect(body, query).toContain(near);
      }
      // A gazetteer's place by its name (issue 34); another point by its coordinates: the server
      // cannot know the name the reader's tab remembered.
      const { body } = await page(`/frontend/studios?lang=${lang}&near=51.50853,-0.12574`);
      const london = lang === 'en' ? 'London, United Kingdom' : 'Лондон, Великобритания';
      expect(body).toMatch(new RegExp(`role="combobox"[^>]*value="${london}"`));
      const other = await page(`/frontend/studios?lang=${lang}&near=51.5,-0.1`);
      expect(other.body).toMatch(/role="combobox"[^>]*value="51\.5, -0\.1"/);
    });
  }
});

describe('a studio that is not public, or no studio at all', () => {
  for (const { lang, heading, title } of [
    { lang: 'en', heading: 'Studio Not Found', title: 'Page not found' },
    { lang: 'ru', heading: 'Студия не найдена', title: 'Страница не найдена' },
  ]) {
    it(`renders 'Studio Not Found' with the not-found title and noindex, status 404 (${lang})`, async () => {
      for (const id of [ids.draft, ids.archived, 99_999]) {
        const { status, head, body } = await page(`/frontend/studios/${id}?lang=${lang}`);
        expect(status, String(id)).toBe(404);
        expect(body, String(id)).toContain(`<h1`);
        expect(body, String(id)).toContain(heading);
        // Not a loading state: no status in the page's main part (the header keeps its shortlist
        // announcer, an empty live region, on every page).
        const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
        expect(main, String(id)).toContain(heading);
        expect(main, String(id)).not.toContain('role="status"');
        expect(head, String(id)).toMatch(new RegExp(`<title>${title}`));
        expect(head, String(id)).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
      }
    });
  }

  it('shows a studio the server failed to read as loading (the browser tries again), not as missing', async () => {
    failingStudio = ids.second!;
    try {
      const { status, head, body } = await page(`/frontend/studios/${ids.second}?lang=en`);
      expect(status).toBe(200);
      expect(body).toContain('Loading studio information...');
      expect(body).not.toContain('Studio Not Found');
      expect(head).not.toContain('noindex');
    } finally {
      failingStudio = null;
    }
    // The failure was brief: the next reader gets the studio, not the page kept from that moment
    // (no write came in between to retire it).
    const again = await page(`/frontend/studios/${ids.second}?lang=en`);
    expect(again.body).toContain('Second Stage');
    expect(again.body).not.toContain('Loading studio information...');
  });

  it('still renders a public studio', async () => {
    const { status, head, body } = await page(`/frontend/studios/${ids.first}?lang=en`);
    expect(status).toBe(200);
    expect(body).toContain('First Stage');
    expect(head).not.toContain('noindex');
  });
});

describe('a comparison naming a studio that is not there', () => {
  // Issue 34 P2.7: a shared comparison broke ('Error loading comparison data… These studios could not
  // be found: 11') when one of its studios had left; it shows the others and says which left.
  for (const { lang, heading, oneLeft, left, noStudios, error } of [
    {
      lang: 'en',
      heading: 'Select at least 2 studios to compare',
      oneLeft: 'This studio is no longer in the directory and is left out of the comparison: ',
      left: 'These studios are no longer in the directory and are left out of the comparison: ',
      noStudios: 'No Studios Selected',
      error: 'Error loading comparison data',
    },
    {
      lang: 'ru',
      heading: 'Выберите хотя бы 2 студии для сравнения',
      oneLeft: 'Этой студии больше нет в каталоге, она убрана из сравнения: ',
      left: 'Этих студий больше нет в каталоге, они убраны из сравнения: ',
      noStudios: 'Студии не выбраны',
      error: 'Ошибка загрузки данных для сравнения',
    },
  ]) {
    const byId = (id: number) => (lang === 'en' ? `studio no. ${id}` : `студия № ${id}`);
    const byName = (name: string) => (lang === 'en' ? name : `«${name}»`);

    it(`compares the studios that remain and names the one that left (${lang})`, async () => {
      const url = `/frontend/compare?studios=${ids.first},${ids.second},${ids.archived}&lang=${lang}`;
      const { status, body } = await page(url);
      expect(status).toBe(200);
      expect(body).not.toContain(error);
      expect(body).toContain('First Stage');
      expect(body).toContain('Second Stage');
      // An archived studio was public: its name is said; its column is not there.
      expect(body).toContain(`${oneLeft}${byName('Old Archived')}.`);
      // The page's links (Share, the exports, the tabs) leave it out.
      expect(body).toContain(`ids=${ids.first},${ids.second}&amp;`);
      expect(body).not.toContain(`ids=${ids.first},${ids.second},${ids.archived}`);
    });

    it(`with one studio left to compare, says which left and offers to choose (${lang})`, async () => {
      const { status, body } = await page(`/frontend/compare?studios=${ids.first},99999&lang=${lang}`);
      expect(status).toBe(404);
      expect(body).not.toContain(error);
      expect(body).toContain(heading);
      expect(body).toContain(`${oneLeft}${byId(99999)}.`);
      expect(body).toContain(`compare=true&amp;studios=${ids.first}"`);
      // A draft was never public: by its id, not its name.
      const hidden = await page(`/frontend/compare?studios=${ids.first},${ids.draft}&lang=${lang}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toContain(`${oneLeft}${byId(ids.draft!)}.`);
      expect(hidden.body).not.toContain('Hidden Draft');
    });

    it(`with none left, says so (${lang})`, async () => {
      const { status, body } = await page(`/frontend/compare?studios=${ids.archived},99999&lang=${lang}`);
      expect(status).toBe(404);
      expect(body).toContain(noStudios);
      expect(body).toContain(`${left}${byName('Old Archived')}`);
      expect(body).toContain(byId(99999));
    });
  }

  it('answers a comparison of public studios with 200', async () => {
    const { status, body } = await page(`/frontend/compare?studios=${ids.first},${ids.second}&lang=en`);
    expect(status).toBe(200);
    expect(body).toContain('Second Stage');
  });
});

// Issue 34 P2.8: a shared near search read 'Within 500 km of 52.52437, 13.41053' in the box and the
// chip; the server names the place from the gazetteer, in the page's language.
describe('a shared near search', () => {
  it('names its place in the box and the chip, in English and Russian', async () => {
    const berlin = (await app.inject({ url: '/api/places/?q=berlin&lang=en' })).json().results[0];
    const near = `${berlin.latitude.toFixed(5)},${berlin.longitude.toFixed(5)}`;
    const coordinates = near.replace(',', ', ');
    for (const { lang, name, chip } of [
      { lang: 'en', name: 'Berlin, Germany', chip: 'Within 500 km of Berlin, Germany' },
      { lang: 'ru', name: 'Берлин, Германия', chip: 'До 500 км от: Берлин, Германия' },
    ]) {
      const { body } = await page(`/frontend/studios?near=${near}&radius_km=500&lang=${lang}`);
      expect(body).toContain(`value="${name}"`);
      expect(body).toContain(chip);
      expect(body).not.toContain(coordinates);
    }
  });
});

// Issue 34 P1.4: the header's Compare opened an empty comparison; from the server's page, before the
// app has run, it links to the selection in the address.
describe("the header's Compare link", () => {
  it("opens the list's selection and the compared studios, in both languages", async () => {
    for (const lang of ['en', 'ru']) {
      const list = await page(`/frontend/studios?compare=${ids.first},${ids.second}&lang=${lang}`);
      expect(list.body).toContain(`href="/frontend/compare?studios=${ids.first},${ids.second}"`);
      const compared = await page(`/frontend/compare?studios=${ids.second},${ids.first}&lang=${lang}`);
      expect(compared.body).toContain(`href="/frontend/compare?studios=${ids.second},${ids.first}"`);
    }
    const none = await page('/frontend/studios?lang=en');
    expect(none.body).toContain('href="/frontend/compare"');
  });
});

describe('the language switch', () => {
  it('links to the same page in each language, the current one marked, the address kept', async () => {
    for (const { lang, other } of [
      { lang: 'en', other: 'ru' },
      { lang: 'ru', other: 'en' },
    ]) {
      const { body } = await page(`/frontend/studios?lang=${lang}&country=DE&sort=name`);
      // HTML's attribute names are case-insensitive: the renderer may write hreflang or hrefLang.
      const links = [...body.matchAll(/<a [^>]*hreflang="(en|ru)"[^>]*>/gi)].map((match) => match[0]);
      expect(links).toHaveLength(2);
      const current = links.find((link) => link.toLowerCase().includes(`hreflang="${lang}"`))!;
      const switchTo = links.find((link) => link.toLowerCase().includes(`hreflang="${other}"`))!;
      expect(current).toContain('aria-current="true"');
      expect(switchTo).not.toContain('aria-current');
      expect(switchTo).toContain(`href="/frontend/studios?lang=${other}&amp;country=DE&amp;sort=name"`);
    }
    const { body } = await page(`/frontend/studios/${ids.first}`);
    expect(body).toContain(`href="/frontend/studios/${ids.first}?lang=ru"`);
  });
});

describe('the list without JavaScript', () => {
  it("sends the page's language and the sort with the filters' form", async () => {
    for (const lang of ['en', 'ru']) {
      // The address may not name the language (a cookie, Accept-Language): the form still sends it.
      const response = await app.inject({
        method: 'GET',
        url: '/frontend/studios?sort=name',
        headers: { 'accept-language': lang },
      });
      const form = /<form id="studio-filters"[\s\S]*?<\/form>/.exec(response.body)?.[0] ?? '';
      expect(form).toContain(`<input type="hidden" name="lang" value="${lang}"/>`);
      // The sort is the select's (outside the form, joined by its form attribute), not a hidden copy.
      expect(form).not.toContain('name="sort"');
      expect(response.body).toMatch(/<select [^>]*name="sort" form="studio-filters"/);
    }
  });

  it('marks the controls that need scripts (no-script.css hides them) and offers the map a way back', async () => {
    const { body } = await page('/frontend/studios?lang=en&wall_width=10..30');
    expect(body).toMatch(/<div class="needs-script max-sm:hidden">/);
    expect(body).toMatch(/<details open(?:="")? class="needs-script group/);
    // An active filter's chip: its × removes it only with scripts (the form's controls do without).
    expect(body).toMatch(/<button type="button" aria-label="Remove filter [^"]*" class="needs-script /);
    expect(body).not.toMatch(
      /<button type="button" aria-label="Remove filter [^"]*" class="(?!needs-script)/,
    );
    // No studio matches: 'Clear Filters' needs scripts too.
    expect(body).toContain('No studios found matching your criteria');
    expect(body).toMatch(/<button type="button" class="[^"]* needs-script">Clear Filters<\/button>/);
    const map = await page('/frontend/studios?lang=en&view=map&country=DE');
    expect(map.body).toMatch(/<a [^>]*class="[^"]*needs-script"[^>]*>Map<\/a>/);
    expect(map.body).toContain('<noscript><section');
    expect(map.body).toContain('The map needs JavaScript.');
    expect(map.body).toContain(
      '<a href="/frontend/studios?lang=en&amp;country=DE" data-discover="true">Show the list</a>',
    );
  });
});
