/**
 * Two server processes on one database (here two apps with their own connections): a write through
 * one is seen in the other's cached list, through the data version and NOTIFY.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio } from '../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { workerTestDatabase } from '../../test/test-database';
import { type Database, openPglite, openPostgres } from './database';

let first: TestApp;
let secondDatabase: Database;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp();
  const { url } = await workerTestDatabase();
  // A second connection (pool and listener) to the same database, as another process would have.
  secondDatabase = url
    ? await openPostgres({ url, poolSize: 2 })
    : await openPglite({
        client: (first.database.db as unknown as { $client: PGlite }).$client,
        ownsClient: false,
      });
  second = await buildAppOn(secondDatabase);
});

afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await first.close();
});

async function countVia(app: FastifyInstance): Promise<number> {
  const res = await app.inject({ url: '/api/studios/studios-enhanced/' });
  return res.json().count;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 1000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('the list cache across processes', () => {
  it('shows a write made through one process in the other within a second', async () => {
    expect(await countVia(first.app)).toBe(0);
    expect(await countVia(second)).toBe(0);
    await createStudio(first.app, { name: 'Seen Everywhere', status: 'published' });
    expect(await countVia(first.app)).toBe(1);
    expect(await eventually(async () => (await countVia(second)) === 1)).toBe(true);
    await createStudio(second, { name: 'And Back', status: 'published' });
    expect(await eventually(async () => (await countVia(first.app)) === 2)).toBe(true);
  });
});
