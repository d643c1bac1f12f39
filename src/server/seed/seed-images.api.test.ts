/**
 * Issue 18: a first start shows pictures. The demo seed draws LED volumes and a floor plan, processes
 * them once, stores their files once and gives every demo studio a cover, through the write path.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StudioImage } from '@domain/schemas/studio-images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoIfEmpty } from '../startup/prepare-database';
import { DEMO_STUDIOS } from './demo-studios';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vp-seed-images-'));
  t = await createTestApp({
    dataDir,
    seedDemo: true,
    images: { storage: 'files', workers: 1, queueLimit: 4, nice: 0 },
  });
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo seed', { timeout: 120_000 }, () => {
  it('gives every demo studio a cover and a few pictures, sharing their files', async () => {
    expect(await seedDemoIfEmpty(t.app)).toBe(DEMO_STUDIOS.length);
    await t.app.studioStore.ready();
    const rows = t.app.studioStore.listedIds(true).map((id) => t.app.studioStore.row(id));
    expect(rows).toHaveLength(DEMO_STUDIOS.length);
    for (const row of rows) {
      expect(row?.images.length).toBeGreaterThanOrEqual(2);
      expect(row?.images.filter((image) => image.cover)).toHaveLength(1);
    }
    const kinds = new Set(rows.flatMap((row) => row?.images.map((image) => image.kind)));
    expect(kinds).toEqual(new Set(['photo', 'floor_plan']));
    // Five drawings and a floor plan, stored once however many studios show them.
    expect(readdirSync(path.join(dataDir, 'images'))).toHaveLength(6);

    const first = rows[0];
    const detail = await t.app.inject({ url: `/api/studios/studios-enhanced/${first?.id}/` });
    const body = detail.json() as { cover_image: StudioImage; images: StudioImage[] };
    expect(body.cover_image).not.toBeNull();
    const served = await t.app.inject({ url: body.cover_image.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 960]);
    const card = body.cover_image.variants.filter((v) => v.width === 480);
    for (const variant of card) {
      const file = await t.app.inject({ url: variant.url });
      expect(file.rawPayload.length).toBeLessThanOrEqual(40 * 1024);
    }
  });

  it('seeds nothing on a second start', async () => {
    expect(await seedDemoIfEmpty(t.app)).toBe(0);
  });
});
