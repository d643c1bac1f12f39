import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, signIn } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { META_DESCRIPTION_MAX, truncateText } from './studio-page-meta';

/** A minimal built index.html with the markers the server fills. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Virtual Production Studios</title>
    <meta name="description" content="The directory's default description." />
    <!--app-head-->
    <!--app-config-->
  </head>
  <body><div id="root"></div></body>
</html>
`;

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
  distFolder = mkdtempSync(path.join(os.tmpdir(), 'vp-page-meta-'));
  writeFileSync(path.join(distFolder, 'index.html'), INDEX_HTML);
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
  rmSync(distFolder, { recursive: true, force: true });
});

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html);
  return match ? match[1]! : null;
}

function decodeAttribute(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

function jsonLdOf(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
}

describe('a studio page loaded directly', () => {
  it('gets the studio title, description, Open Graph tags and canonical URL', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.full}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const title = 'Volt & Vision Stages — Virtual Production studio in London, United Kingdom';
    expect(html).toContain(`<title>${title.replace('&', '&#38;')}</title>`);
    // The template's own title is replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<script type="application/json" id="app-config">');
    const description = 'XL 30 m volume in west London built for car process and live broadcast.';
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(decodeAttribute(metaContent(html, 'property', 'og:title') ?? '')).toBe(title);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    const pageUrl = `http://localhost:80/frontend/studios/${ids.full}`;
    expect(metaContent(html, 'property', 'og:url')).toBe(pageUrl);
    expect(html).toContain(`<link rel="canonical" href="${pageUrl}">`);
  });

  it('carries schema.org JSON-LD: a LocalBusiness with address, website URL and the page', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.full}` });
    const ld = jsonLdOf(res.body);
    const pageUrl = `http://localhost:80/frontend/studios/${ids.full}`;
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
    expect(ld.url).toBe(`http://localhost:80/frontend/studios/${ids.pending}`);
    expect(ld.description).toBe(LONG_TEXT.replace(/\s+/g, ' ').trim());
  });

  it("carries exactly one meta description: the studio's, not the template's default as well", async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.full}` });
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body).not.toContain("The directory's default description.");
  });

  it("renders names with String.replace patterns ($' $` $& $$) once, literally", async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.dollar}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The app bootstrap and the config appear once: nothing of the page was copied into the head.
    expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(html.match(/id="app-config"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(decodeAttribute(title)).toBe(
      `${DOLLAR_NAME} — Virtual Production studio in ${DOLLAR_CITY}, Norway`,
    );
    expect(decodeAttribute(metaContent(html, 'name', 'description') ?? '')).toBe(DOLLAR_DESCRIPTION);
    const ld = jsonLdOf(html);
    expect(ld.name).toBe(DOLLAR_NAME);
    expect(ld.description).toBe(DOLLAR_DESCRIPTION);
  });

  it('keeps hostile names and descriptions inert', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.hostile}` });
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    // Nothing of the name escapes its element: the only scripts are the two the server writes.
    expect(head.match(/<script/g)).toHaveLength(2);
    expect(head.match(/<\/script>/g)).toHaveLength(2);
    expect(head).not.toContain('<img');
    expect(head).not.toContain('<b>');
    expect(head).not.toContain('alert(1)</script>');
    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
    expect(decodeAttribute(title)).toBe(
      `${HOSTILE_NAME} — Virtual Production studio in Berlin <b>, Germany "quoted"`,
    );
    const ld = jsonLdOf(res.body);
    expect(ld.name).toBe(HOSTILE_NAME);
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Berlin <b>',
      addressCountry: 'Germany "quoted"',
    });
    expect(decodeAttribute(metaContent(head, 'name', 'description') ?? '')).toBe(
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
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Virtual Production Studios</title>');
    expect(res.body).not.toContain('application/ld+json');
    expect(res.body).not.toContain('Hidden Draft');
    expect(res.body).not.toContain('Old Archived');
  });

  it('leaves other pages with the default head', async () => {
    const res = await t.app.inject({ url: '/frontend/studios' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Virtual Production Studios</title>');
    expect(res.body).not.toContain('application/ld+json');
    const missing = await t.app.inject({ url: '/frontend/nowhere' });
    expect(missing.statusCode).toBe(404);
  });

  it('uses PUBLIC_URL for canonical and JSON-LD URLs when configured', async () => {
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
      expect(res.body).toContain(`<link rel="canonical" href="${pageUrl}">`);
      expect(jsonLdOf(res.body).mainEntityOfPage).toBe(pageUrl);
      expect(res.body).not.toContain('127.0.0.1');
    } finally {
      await app.close();
    }
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
  it('lets caches revalidate public pages, keyed by cookie', async () => {
    const res = await t.app.inject({ url: `/frontend/studios/${ids.full}` });
    expect(res.headers['cache-control']).toBe('no-cache');
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

  it('uses PUBLIC_URL when configured', async () => {
    const app = await buildAppOn(
      t.database,
      { publicUrl: 'https://vp.example.org' },
      { webDistFolder: distFolder },
    );
    try {
      const res = await app.inject({ url: '/sitemap.xml' });
      expect(res.body).toContain('<loc>https://vp.example.org/frontend/studios</loc>');
      expect(res.body).not.toContain('localhost');
    } finally {
      await app.close();
    }
  });
});

describe('truncateText', () => {
  it('keeps short text and cuts long text at a word boundary', () => {
    expect(truncateText('  short   text ', 160)).toBe('short text');
    const cut = truncateText('alpha beta gamma delta epsilon', 20);
    expect(cut).toBe('alpha beta gamma…');
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(truncateText('x'.repeat(50), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
