/**
 * Issue 18: with IMAGE_STORAGE=database every server process serves every image. Two apps with their
 * own connections to one database (on PostgreSQL, as two server processes would be): an image
 * uploaded through one is listed and served by the other, and its files go with its deletion.
 */

import type { StudioImage } from '@domain/schemas/studio-images';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { makeImage, multipartBody } from '../../../../test/image-fixtures';
import { buildAppOn, createTestApp, type TestApp } from '../../../../test/test-app';
import { workerTestDatabase } from '../../../../test/test-database';
import { type Database, openPglite, openPostgres } from '../../../db/database';
import { imageFiles } from '../../../db/schema';

const images = { storage: 'database' as const, workers: 1, queueLimit: 4, nice: 0 };
let first: TestApp;
let secondDatabase: Database;
let second: FastifyInstance;
let admin: SignedIn;
let studioId: number;

beforeAll(async () => {
  first = await createTestApp({ images });
  const { url } = await workerTestDatabase();
  secondDatabase = url
    ? await openPostgres({ url, poolSize: 2 })
    : await openPglite({
        client: (first.database.db as unknown as { $client: PGlite }).$client,
        ownsClient: false,
      });
  second = await buildAppOn(secondDatabase, { images });
  const user = await createAdminUser(first.app);
  admin = await signIn(first.app, user.email, user.password);
  studioId = await createStudio(first.app, { name: 'Shared Stage' });
});

afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await first.close();
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 2000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

async function fileRows(): Promise<number> {
  const rows = await first.database.db.select({ n: sql<number>`count(*)::int` }).from(imageFiles);
  return Number(rows[0]?.n);
}

describe('images in the database, served by every process', { timeout: 120_000 }, () => {
  it('serves an image uploaded through one process from the other, and deletes its files', async () => {
    const file = await makeImage({ width: 1200, height: 800, format: 'jpeg' });
    const { body, contentType } = multipartBody([
      { name: 'file', value: file, filename: 'stage.jpg', contentType: 'image/jpeg' },
      { name: 'caption', value: 'The volume' },
    ]);
    const res = await first.app.inject({
      method: 'POST',
      url: `/api/studios/studios-enhanced/${studioId}/images/`,
      headers: { ...admin.headers, 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as StudioImage;
    // 480, 960, 1200: three widths in three formats, all in the database.
    expect(await fileRows()).toBe(9);

    const seen = await eventually(async () => {
      const detail = await second.inject({ url: `/api/studios/studios-enhanced/${studioId}/` });
      return detail.json().cover_image?.id === image.id;
    });
    expect(seen).toBe(true);
    const fromFirst = await first.app.inject({ url: image.url });
    const fromSecond = await second.inject({ url: image.url });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromSecond.headers.etag).toBe(fromFirst.headers.etag);
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
    const revalidated = await second.inject({
      url: image.url,
      headers: { 'if-none-match': String(fromSecond.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const deleted = await first.app.inject({
      method: 'DELETE',
      url: `/api/studios/studios-enhanced/${studioId}/images/${image.id}/`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await fileRows()).toBe(0);
    // A size the second process never kept in memory is gone there too.
    const webp = image.variants.find((v) => v.format === 'webp' && v.width === 480) as { url: string };
    expect((await second.inject({ url: webp.url })).statusCode).toBe(404);
  });
});
