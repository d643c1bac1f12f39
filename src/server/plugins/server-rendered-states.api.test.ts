import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createStudio } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { resetTestDatabase, workerTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';

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

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vp-rendered-states-'));
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'web', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'ssr', 'entry-server.js'), RENDERER);
  const { database } = await workerTestDatabase();
  await resetTestDatabase(database);
  app = await buildApp({
    config: testConfig(),
    database,
    closeDatabase: false,
    logger: false,
    webDistFolder: path.join(root, 'web'),
  });
  await app.ready();
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
        'near=51.50853,-0.12574&radius=100&wall_width=10..30',
      ]) {
        const { status, body } = await page(`/frontend/studios?lang=${lang}&${query}`);
        expect(status, query).toBe(200);
        expect(body, query).not.toMatch(STREAMED_BOUNDARY);
        expect(body, query).not.toContain(loading);
        expect(body, query).toContain(label);
        expect(body, query).toContain(near);
      }
      // The place by its coordinates: the server cannot know the name the reader's tab remembered.
      const { body } = await page(`/frontend/studios?lang=${lang}&near=51.50853,-0.12574`);
      expect(body).toMatch(/role="combobox"[^>]*value="51\.50853, -0\.12574"/);
    });
  }
});
