import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { META_DESCRIPTION_MAX } from '@domain/studio-page-head';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, signIn } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC_SHARED_CACHE_CONTROL } from '../lib/http/conditional-get';

/**
 * The pages' heads are the web app's own render (issue 15): these tests render with the real
 * renderer (src/web/entry-server.tsx, which the build makes into dist/ssr/entry-server.js) under a
 * minimal built index.html with the markers the server fills.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <!--app-config-->
  </head>
  <body><div id="root"></div></body>
</html>
`;
const RENDERER = `export * from ${JSON.stringify(path.resolve(import.meta.dirname, '../../web/entry-server.tsx'))};\n`;

const HOSTILE_NAME = '</script><script>alert(1)</script>';
/** Replacement patterns of String.replace: each would copy part of the page into the head. */
const DOLLAR_NAME = "Dollar $' Studio";
const DOLLAR_CITY = 'Back$`tick';
const DOLLAR_DESCRIPTION = 'Match $& and $$ and $1 and $<name>.';
const LONG_TEXT = `${'Gaussian splat scanning and LED volumes for drama, commercials and music videos. '.repeat(4)}End.`;

let t: TestApp;
let distFolder: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vp-page-meta-'));
  distFolder = path.join(root, 'web');
  mkdirSync(distFolder);
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(distFolder, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({}, { webDistFolder: distFolder });
  ids.full = await createStudio(t.app, {
    name: 'Volt &amp; Vision Stages',
    city: 'London',
    country: 'United Kingdom',
    status: 'published',
    websiteUrl: 'https://example.com/studios/volt-vision',
    shortDescription: 'XL 30 m volume in west London built for car process and live broadcast.',
    description: 'A longer description that the short one wins over.',
  });
  ids.pending = await createStudio(t.app, {
    name: 'Pending Place',
    city: 'Oslo',
    country: 'Norway',
    status: 'pending_review',
    shortDescription: '',
    description: LONG_TEXT,
    websiteUrl: 'javascript:alert(1)',
  });
  ids.hostile = await createStudio(t.app, {
    name: HOSTILE_NAME,
    city: 'Berlin <b>',
    country: 'Germany "quoted"',
    status: 'published',
    shortDescription: '<img src=x onerror=alert(1)> & "quotes" \u2028 line separator',
  });
  ids.dollar = await createStudio(t.app, {
    name: DOLLAR_NAME,
    city: DOLLAR_CITY,
    country: 'Norway',
    status: 'published',
    shortDescription: DOLLAR_DESCRIPTION,
  });
  ids.draft = await createStudio(t.app, { name: 'Hidden Draft', status: 'draft' });
  ids.archived = await createStudio(t.app, { name: 'Old Archived', status: 'archived' });
});

afterAll(async () => {
  await t.close();
  rmSync(path.dirname(distFolder), { recursive: true, force: true });
});

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** Text as React writes it into HTML (&amp; &lt; &gt; &quot; &#x27;), read back. */
function decodeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const found = [
    ...headOf(html).matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"[^>]*>`, 'g')),
  ];
  expect(found.length, key).toBeLessThanOrEqual(1);
  return found[0] ? decodeHtml(found[0][1]!) : null;
}

function linkHref(html: string, rel: string, hreflang?: string): string | null {
  const attributes = hreflang ? `rel="${rel}" hrefLang="${hreflang}"` : `rel="${rel}"`;
  const found = [...headOf(html).matchAll(new RegExp(`<link ${attributes} href="([^"]*)"[^>]*>`, 'gi'))];
  expect(found.length, `${rel} ${hreflang ?? ''}`).toBeLessThanOrEqual(1);
  return found[0] ? decodeHtml(found[0][1]!) : null;
}

function titleOf(html: string): string {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return decodeHtml(titles[0]![1]!);
}

function jsonLdOf(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
}

const BASE = 'http://localhost:80/frontend';

describe('a studio page loaded directly', () => {
  it('gets the studio title, description, Open Graph tags, canonical URL and language alternates, once each', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.full}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const head = headOf(html);
    const title = 'Volt & Vision Stages — Virtual Production studio in London, United Kingdom';
    expect(titleOf(head)).toBe(title);
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<script type="application/json" id="app-config">');
    const description = 'XL 30 m volume in west London built for car process and live broadcast.';
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_US');
    const pageUrl = `${BASE}/studios/${ids.full}`;
    // The page's own address is its canonical one (the one without a language, x-default).
    expect(linkHref(html, 'canonical')).toBe(pageUrl);
    expect(metaContent(html, 'property', 'og:url')).toBe(pageUrl);
    expect(linkHref(html, 'alternate', 'en')).toBe(`${pageUrl}?lang=en`);
    expect(linkHref(html, 'alternate', 'ru')).toBe(`${pageUrl}?lang=ru`);
    expect(linkHref(html, 'alternate', 'x-default')).toBe(pageUrl);
    // Without a cover photo there is no og:image.
    expect(metaContent(html, 'property', 'og:image')).toBeNull();
    // The page's own markup is in the root, the head elements are not repeated there.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Volt &amp; Vision Stages');
    expect(root).not.toContain('<title>');
    expect(root).not.toContain('<meta');
  });

  it('is read in Russian with ?lang=ru: title, canonical and og:locale in that language, <html lang="ru">', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.full}?lang=ru` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="ru">');
    expect(titleOf(html)).toBe(
      'Volt & Vision Stages — студия виртуального производства, London, Великобритания',
    );
    expect(linkHref(html, 'canonical')).toBe(`${BASE}/studios/${ids.full}?lang=ru`);
    expect(metaContent(html, 'property', 'og:locale')).toBe('ru_RU');
    expect(linkHref(html, 'alternate', 'x-default')).toBe(`${BASE}/studios/${ids.full}`);
  });

  it('carries schema.org JSON-LD: a LocalBusiness with address, website URL and the page', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.full}` });
    const ld = jsonLdOf(res.body);
    const pageUrl = `${BASE}/studios/${ids.full}`;
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${pageUrl}#studio`,
      name: 'Volt & Vision Stages',
      description: 'XL 30 m volume in west London built for car process and live broadcast.',
      address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'United Kingdom' },
      url: 'https://example.com/studios/volt-vision',
      mainEntityOfPage: pageUrl,
    });
  });

  it('falls back to the description, cut to 160 characters, and to the page URL without a safe website', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.pending}/` });
    expect(res.statusCode).toBe(200);
    const description = metaContent(res.body, 'name', 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
    expect(LONG_TEXT.startsWith(description.slice(0, -1))).toBe(true);
    const ld = jsonLdOf(res.body);
    expect(ld.url).toBe(`${BASE}/studios/${ids.pending}`);
    expect(ld.description).toBe(LONG_TEXT.replace(/\s+/g, ' ').trim());
  });

  it("renders names with String.replace patterns ($' $` $& $$) once, literally", async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.dollar}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The bootstrap, the config and the head appear once: nothing of the page was copied elsewhere.
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/id="app-config"/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(`${DOLLAR_NAME} — Virtual Production studio in ${DOLLAR_CITY}, Norway`);
    expect(metaContent(html, 'name', 'description')).toBe(DOLLAR_DESCRIPTION);
    const ld = jsonLdOf(html);
    expect(ld.name).toBe(DOLLAR_NAME);
    expect(ld.description).toBe(DOLLAR_DESCRIPTION);
  });

  it('keeps hostile names and descriptions inert', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.hostile}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const head = headOf(html);
    // Nothing of the name escapes its element: the head's only script is the configuration the
    // server writes; the page has the JSON-LD and the page state.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).not.toContain('<img');
    expect(head).not.toContain('<b>');
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(titleOf(head)).toBe(`${HOSTILE_NAME} — Virtual Production studio in Berlin <b>, Germany "quoted"`);
    const ld = jsonLdOf(html);
    expect(ld.name).toBe(HOSTILE_NAME);
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Berlin <b>',
      addressCountry: 'Germany "quoted"',
    });
    expect(metaContent(head, 'name', 'description')).toBe(
      '<img src=x onerror=alert(1)> & "quotes" line separator',
    );
  });

  it.each([
    ['a draft', () => `/frontend/studios/${ids.draft}`],
    ['an archived', () => `/frontend/studios/${ids.archived}`],
    ['an unknown', () => '/frontend/studios/987654'],
    ['a non-numeric', () => '/frontend/studios/abc'],
    ['a zero', () => '/frontend/studios/0'],
    ['an out-of-range', () => '/frontend/studios/99999999999'],
  ])('%s id answers the app with status 404 and no studio head', async (_label, url) => {
    const res = await t.app.inject({ url: url() });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('application/ld+json');
    expect(res.body).not.toContain('Hidden Draft');
    expect(res.body).not.toContain('Old Archived');
    // A head that says 'not found' (an id that is no id) and is kept out of search indexes, or none.
    const ogTitle = metaContent(res.body, 'property', 'og:title');
    expect([null, 'Page not found']).toContain(ogTitle);
    if (ogTitle) expect(metaContent(res.body, 'name', 'robots')).toBe('noindex');
  });

  it('gives the other pages heads of their own', async () => {
    const list = await t.app.inject({ url: '/frontend/studios' });
    expect(list.statusCode).toBe(200);
    expect(titleOf(list.body)).toBe('Studios · Virtual Production Studios');
    expect(metaContent(list.body, 'name', 'description')).toMatch(/^Find Virtual Production studios/);
    expect(linkHref(list.body, 'canonical')).toBe(`${BASE}/studios`);
    const english = await t.app.inject({ url: '/frontend/studios?lang=en&country=Germany' });
    expect(linkHref(english.body, 'canonical')).toBe(`${BASE}/studios?lang=en`);
    expect(list.body).not.toContain('application/ld+json');
    const landing = await t.app.inject({ url: '/frontend/', headers: { 'accept-language': 'ru' } });
    expect(titleOf(landing.body)).toBe('Студии виртуального производства');
    expect(jsonLdOf(landing.body)).toMatchObject({ '@type': 'WebSite', url: `${BASE}/` });
    const missing = await t.app.inject({ url: '/frontend/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).toBe('Page not found · Virtual Production Studios');
    expect(metaContent(missing.body, 'name', 'robots')).toBe('noindex');
  });

  it('refuses a malformed or unknown Host header instead of reflecting it', async () => {
    for (const host of ['bad host"><script>', 'evil.example']) {
      const res = await t.app.inject({ url: `/frontend/studios/${ids.full}`, headers: { host } });
      expect(res.statusCode, host).toBe(400);
      expect(res.json(), host).toMatchObject({ code: 'bad_host' });
      expect(res.body).not.toContain('evil.example');
    }
  });
});

describe('caching of studio pages', () => {
  it('lets shared caches keep public pages for a few seconds, keyed by cookie', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.full}` });
    expect(res.headers['cache-control']).toBe(PUBLIC_SHARED_CACHE_CONTROL);
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/i);
  });

  it('keeps a hidden studio’s page, shown to an admin, out of every cache', async () => {
    const admin = await createAdminUser(t.app);
    const session = await signIn(t.app, admin.email, admin.password);
    for (const id of [ids.draft, ids.archived]) {
      const res = await t.app.inject({
        url: `/frontend/studios/${id}`,
        headers: { cookie: session.headers.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(String(res.headers.vary)).toMatch(/\bCookie\b/i);
    }
    // The same admin on a public studio: still a page for this reader only (issue 15: a signed-in
    // reader's pages are always fresh and private).
    const open = await t.app.inject({
      url: `/frontend/studios/${ids.full}`,
      headers: { cookie: session.headers.cookie },
    });
    expect(open.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the app, the list and every public studio with lastmod', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const base = 'http://localhost:80/frontend';
    expect(locs).toEqual([
      `${base}/`,
      `${base}/studios`,
      ...[ids.full, ids.pending, ids.hostile, ids.dollar]
        .sort((a, b) => a! - b!)
        .map((id) => `${base}/studios/${id}`),
    ]);
    for (const id of [ids.full, ids.pending, ids.hostile, ids.dollar]) {
      expect(xml).toMatch(
        new RegExp(`<loc>${base}/studios/${id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
      );
    }
    expect(xml).not.toContain(`/studios/${ids.draft}<`);
    expect(xml).not.toContain(`/studios/${ids.archived}<`);
  });
});

// Last: the renderer is one module per process, configured by the app built last (its transport
// and PUBLIC_URL), so these tests, which build a second app, come after every other render.
describe('with PUBLIC_URL', () => {
  it('uses it for canonical, alternates, Open Graph and JSON-LD URLs', async () => {
    const app = await buildAppOn(
      t.database,
      { publicUrl: 'https://vp.example.org' },
      { webDistFolder: distFolder },
    );
    try {
      const res = await app.inject({
        url: `/frontend/studios/${ids.full}`,
        headers: { host: '127.0.0.1:8000' },
      });
      const pageUrl = `https://vp.example.org/frontend/studios/${ids.full}`;
      expect(linkHref(res.body, 'canonical')).toBe(pageUrl);
      expect(linkHref(res.body, 'alternate', 'en')).toBe(`${pageUrl}?lang=en`);
      expect(metaContent(res.body, 'property', 'og:url')).toBe(pageUrl);
      expect(jsonLdOf(res.body).mainEntityOfPage).toBe(pageUrl);
      expect(res.body).not.toContain('127.0.0.1');
      const sitemap = await app.inject({ url: '/sitemap.xml' });
      expect(sitemap.body).toContain('<loc>https://vp.example.org/frontend/studios</loc>');
      expect(sitemap.body).not.toContain('localhost');
    } finally {
      await app.close();
    }
  });
});
