/**
 * The studio store keeps itself current one studio at a time. These tests hold the fast
 * path to what matters: after every kind of write, in the writing process and in another one, the
 * cache serves byte for byte what a full reload gives; a missed notification or a gap in versions
 * falls back to a full reload; a reader never sees a studio newer in the list than on its page.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../test/auth-helpers';
import { createStudio } from '../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { workerTestDatabase } from '../../test/test-database';
import { DATA_VERSION_CHANNEL, DataVersion, encodeChange } from '../db/data-version';
import { type Database, openPglite, openPostgres } from '../db/database';
import { presentListStudio, presentStudio } from '../presenters/studio-presenter';
import { type ListShape, StudioListCache } from './studio-list-cache';
import { StudioStore } from './studio-store';

let t: TestApp;
let secondDatabase: Database;
let second: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const { url } = await workerTestDatabase();
  // A second connection to the same database, as another server process would have.
  secondDatabase = url
    ? await openPostgres({ url, poolSize: 2 })
    : await openPglite({
        client: (t.database.db as unknown as { $client: PGlite }).$client,
        ownsClient: false,
      });
  second = await buildAppOn(secondDatabase);
  const user = await createAdminUser(t.app);
  admin = await signIn(t.app, user.email, user.password);
});

afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await t.close();
});

const PAGE_SIZE = 2;

/** Every page of both shapes, for visitors and for staff, and every studio as its page shows it. */
async function snapshot(store: StudioStore, cache: StudioListCache): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const includeHidden of [false, true])
    for (const shape of ['directory', 'full'] as ListShape[])
      for (let page = 1; ; page++) {
        const encoded = await cache.page({
          shape,
          includeHidden,
          page,
          pageSize: PAGE_SIZE,
          endpointUrl: 'http://test/list/',
        });
        if (!encoded) break;
        out[`${shape}|${includeHidden}|${page}`] = `${encoded.etag} ${encoded.identity.toString()}`;
      }
  for (const id of store.listedIds(true)) {
    const row = store.row(id);
    out[`studio ${id}`] = row ? JSON.stringify(presentStudio(row)) : 'missing';
  }
  return out;
}

function cacheOn(store: StudioStore): StudioListCache {
  return new StudioListCache(store, { directory: presentListStudio, full: presentStudio });
}

/** What a store loading everything from scratch serves now. */
async function freshSnapshot(): Promise<Record<string, string>> {
  const dataVersion = new DataVersion(t.database);
  await dataVersion.start();
  const store = new StudioStore(t.database, dataVersion);
  try {
    return await snapshot(store, cacheOn(store));
  } finally {
    store.close();
    await dataVersion.stop();
  }
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/** The entries where two snapshots differ (a short message, where a diff of whole pages would not be). */
function differences(actual: Record<string, string>, expected: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  return [...keys].filter((key) => actual[key] !== expected[key]);
}

/** The process that wrote serves the change at once; the other learns it through NOTIFY. */
async function expectBothMatchAFullReload(step: string, writer: FastifyInstance = t.app): Promise<void> {
  const other = writer === t.app ? second : t.app;
  const fresh = await freshSnapshot();
  expect(differences(await snapshot(writer.studioStore, writer.listCache), fresh), step).toEqual([]);
  // The other process learns through NOTIFY: give it a notification's latency.
  await eventually(
    async () => differences(await snapshot(other.studioStore, other.listCache), fresh).length === 0,
  );
  expect(
    differences(await snapshot(other.studioStore, other.listCache), fresh),
    `${step} (other process)`,
  ).toEqual([]);
}

async function inject(
  app: FastifyInstance,
  method: 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers: admin.headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

/** A write straight to the database, announced as `announce` says (or not at all). */
async function writeBehindTheCache(studioId: number, city: string, announce: 'bare number' | 'nothing') {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE studios SET city = ${city} WHERE id = ${studioId}`);
    const rows = await tx.execute(
      sql`UPDATE app_state SET value = value + 1 WHERE key = 'data_version' RETURNING value`,
    );
    const value = (rows as unknown as { rows: { value: number }[] }).rows[0]!.value;
    if (announce === 'bare number')
      await tx.execute(sql`SELECT pg_notify(${DATA_VERSION_CHANNEL}, ${String(value)})`);
  });
}

async function cityOnList(app: FastifyInstance, id: number): Promise<string | undefined> {
  const res = await app.inject({ url: '/api/studios/studios-enhanced/?page_size=100' });
  return res.json().results.find((s: { id: number }) => s.id === id)?.city;
}

describe('the studio store', () => {
  let bravo: number;
  let delta: number;
  let foxtrot: number;

  it('serves after edits, creates, status changes, archives and imports exactly what a full reload serves, in both processes, without reloading', async () => {
    bravo = await createStudio(t.app, { name: 'Bravo', status: 'published' });
    delta = await createStudio(t.app, { name: 'Delta', status: 'published' });
    foxtrot = await createStudio(t.app, { name: 'Foxtrot', status: 'pending_review' });
    await createStudio(t.app, { name: 'Echo', status: 'draft' });
    // Both processes load once, here.
    await expectBothMatchAFullReload('loaded');
    const loads = [t.app.studioStore.stats.fullLoads, second.studioStore.stats.fullLoads];

    await inject(t.app, 'PATCH', `/api/studios/studios-enhanced/${bravo}/`, { city: 'Lisbon' });
    await expectBothMatchAFullReload('field edit');
    await inject(t.app, 'PATCH', `/api/studios/studios-enhanced/${foxtrot}/`, { name: 'Alpha' });
    await expectBothMatchAFullReload('rename (new order)');
    const created = await inject(t.app, 'POST', '/api/studios/studios/', {
      name: 'Charlie',
      city: 'Porto',
      country: 'Portugal',
    });
    await expectBothMatchAFullReload('create (draft)');
    await inject(t.app, 'PATCH', `/api/studios/studios-enhanced/${created.id}/update_status/`, {
      status: 'published',
    });
    await expectBothMatchAFullReload('status change (now visible)');
    await inject(t.app, 'DELETE', `/api/studios/studios-enhanced/${delta}/`);
    await expectBothMatchAFullReload('archive (now hidden)');
    await inject(t.app, 'POST', `/api/studios/studios/${bravo}/import-parameters/`, {
      json_data: {
        LED_PANEL_PIXEL_PITCH_MM: '1.5 [1]',
        GENERAL_STAGE_COUNT: '4 [1]',
        source_references: { '1': { url: 'https://example.com/spec', description: 'Spec' } },
      },
      preview_only: false,
    });
    await expectBothMatchAFullReload('import');
    // A write through the other process comes back the same way.
    await createStudio(second, { name: 'Golf', status: 'published' });
    await expectBothMatchAFullReload('create in the other process', second);

    expect([t.app.studioStore.stats.fullLoads, second.studioStore.stats.fullLoads]).toEqual(loads);
    expect(second.studioStore.stats.studioRefreshes).toBeGreaterThan(0);
  });

  it('makes concurrent first reads of a fresh store all wait for its one load', async () => {
    const dataVersion = new DataVersion(t.database);
    await dataVersion.start();
    const store = new StudioStore(t.database, dataVersion);
    try {
      // The second and third read arrive while the first one's load is under way.
      await Promise.all(
        [store.ready(), store.ready(), store.ready()].map((ready) =>
          ready.then(() => expect(store.row(bravo)).toBeDefined()),
        ),
      );
      expect(store.stats.fullLoads).toBe(1);
    } finally {
      store.close();
      await dataVersion.stop();
    }
  });

  it('reloads everything on a notification that names no studios (a restore, an older server)', async () => {
    const loads = t.app.studioStore.stats.fullLoads;
    await writeBehindTheCache(bravo, 'Announced Without Ids', 'bare number');
    expect(await eventually(async () => (await cityOnList(t.app, bravo)) === 'Announced Without Ids')).toBe(
      true,
    );
    expect(t.app.studioStore.stats.fullLoads).toBeGreaterThan(loads);
    await expectBothMatchAFullReload('after a bare-number notification');
  });

  it('reloads everything when a version never arrives (a missed notification)', async () => {
    const loads = t.app.studioStore.stats.fullLoads;
    await writeBehindTheCache(bravo, 'Never Announced', 'nothing');
    // The next announced write shows the gap; the missing version never comes.
    await inject(t.app, 'PATCH', `/api/studios/studios-enhanced/${foxtrot}/`, { city: 'After The Gap' });
    expect(await cityOnList(t.app, foxtrot)).toBe('After The Gap');
    expect(await eventually(async () => (await cityOnList(t.app, bravo)) === 'Never Announced')).toBe(true);
    expect(t.app.studioStore.stats.fullLoads).toBeGreaterThan(loads);
    await expectBothMatchAFullReload('after a gap');
  });

  it('never shows a studio newer in the list than on its page, while an admin edits it', async () => {
    const edits = 30;
    let writing = true;
    const checked: number[] = [];
    const edit = (city: string | undefined) => Number(/^Edit (\d+)$/.exec(city ?? '')?.[1] ?? -1);
    const reader = async (app: FastifyInstance) => {
      while (writing) {
        const onList = edit(await cityOnList(app, bravo));
        const page = await app.inject({ url: `/api/studios/studios-enhanced/${bravo}/` });
        const onPage = edit(page.json().city);
        expect(onPage, `list showed edit ${onList}, the page ${onPage}`).toBeGreaterThanOrEqual(onList);
        checked.push(onList);
        // Answers from memory never wait for I/O: let the writer's database work run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const writer = async () => {
      try {
        for (let n = 0; n < edits; n++)
          await inject(t.app, 'PATCH', `/api/studios/studios-enhanced/${bravo}/`, { city: `Edit ${n}` });
      } finally {
        writing = false;
      }
    };
    await Promise.all([writer(), reader(t.app), reader(t.app), reader(second), reader(second)]);
    expect(checked.filter((n) => n >= 0).length).toBeGreaterThan(0);
  });

  it('makes a read wait for a change the database has whose notification is late, not serve the old value', async () => {
    const dataVersion = new DataVersion(t.database, { confirmReadsEveryMs: 0 });
    await dataVersion.start();
    const store = new StudioStore(t.database, dataVersion);
    try {
      await store.ready();
      const loads = store.stats.fullLoads;
      const rowsOf = (result: unknown) => (result as { rows: Record<string, number>[] }).rows;
      const written = await t.database.db.transaction(async (tx) => {
        const studio = rowsOf(
          await tx.execute(
            sql`UPDATE studios SET city = 'Late Notice', version = version + 1 WHERE id = ${bravo} RETURNING version`,
          ),
        );
        const bumped = rowsOf(
          await tx.execute(
            sql`UPDATE app_state SET value = value + 1 WHERE key = 'data_version' RETURNING value`,
          ),
        );
        return { version: Number(bumped[0]!.value), studio: Number(studio[0]!.version) };
      });
      // The notification arrives 300 ms after the commit, as on a loaded machine.
      const payload = encodeChange({ version: written.version, studios: [[bravo, written.studio]] });
      const late = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
        t.database.db.execute(sql`SELECT pg_notify(${DATA_VERSION_CHANNEL}, ${payload})`),
      );
      await store.ready();
      expect(store.row(bravo)?.city).toBe('Late Notice');
      // Caught up by the notification's one-studio refresh, not by reading everything again.
      expect(store.stats.fullLoads).toBe(loads);
      await late;
    } finally {
      store.close();
      await dataVersion.stop();
    }
  });

  it('checks the database on every read while the listening connection is down', async () => {
    await t.app.dataVersion.stop();
    expect(t.app.dataVersion.isReliable).toBe(false);
    await writeBehindTheCache(bravo, 'Heard Nothing', 'nothing');
    expect(await cityOnList(t.app, bravo)).toBe('Heard Nothing');
  });
});
