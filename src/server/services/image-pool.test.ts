/**
 * The image pool's worker thread (image-pool.ts) runs the whole processing, HEIC decoding included, off
 * the caller's thread; a HEIC refusal made in the worker reaches the caller with its code.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ImagePool } from './image-pool';
import { refusalOf } from './image-processing';

const sample = (name: string) => readFileSync(new URL(`../../test/fixtures/heic/${name}`, import.meta.url));
const pool = new ImagePool({ size: 1, queueLimit: 4, nice: 0 });

afterAll(() => pool.close());

describe('ImagePool with HEIC', { timeout: 60_000 }, () => {
  it('decodes and processes a HEIC in its worker thread', async () => {
    const processed = await pool.process(sample('sideways-gps.heic'));
    expect([processed.width, processed.height, processed.widths]).toEqual([64, 128, [64]]);
    expect(processed.files.map((f) => f.name)).toEqual(['64.avif', '64.webp', '64.jpg']);
  });

  it("passes the worker's refusal code back across the thread boundary", async () => {
    // The one 'ispe' made to claim 9000 x 8000: libheif refuses it in the worker, before decoding.
    const bomb = Buffer.from(sample('sideways-gps.heic'));
    const at = bomb.indexOf('ispe', 0, 'latin1');
    bomb.writeUInt32BE(9000, at + 8);
    bomb.writeUInt32BE(8000, at + 12);
    const error = await pool.process(bomb).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusalOf(error)).toBe('image_too_many_pixels');
    const cut = sample('wide.heic');
    const unreadable = await pool.process(cut.subarray(0, cut.length - 200)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusalOf(unreadable)).toBe('image_unreadable');
  });
});
