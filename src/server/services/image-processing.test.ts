/**
 * What an upload is, read from its bytes (image-processing.ts): HEIF files are told apart by their
 * brands, or, with a generic brand only, by their codec's configuration box, so AVIF stays with sharp
 * and HEIC goes to libheif-js.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { claimedSizePng, makeImage } from '../../test/image-fixtures';
import { checkImage, sniffImageFormat } from './image-processing';

const heic = () => readFileSync(new URL('../../test/fixtures/heic/plain.heic', import.meta.url));

/** The file with every brand of its 'ftyp' box (major and compatible) replaced by `brand`. */
function rebranded(file: Buffer, brand: string): Buffer {
  const bytes = Buffer.from(file);
  const size = bytes.readUInt32BE(0);
  bytes.write(brand, 8, 'latin1');
  for (let at = 16; at + 4 <= size; at += 4) bytes.write(brand, at, 'latin1');
  return bytes;
}

describe('sniffImageFormat', () => {
  it('names each format by its bytes', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      expect(sniffImageFormat(await makeImage({ width: 32, height: 24, format }))).toBe(format);
    }
    expect(sniffImageFormat(heic())).toBe('heic');
  });

  it('tells AVIF from HEIC by the codec when the brands are only the generic HEIF ones', async () => {
    const avif = await makeImage({ width: 32, height: 24, format: 'avif' });
    for (const brand of ['mif1', 'msf1', 'miaf']) {
      expect(sniffImageFormat(rebranded(avif, brand)), brand).toBe('avif');
      expect(sniffImageFormat(rebranded(heic(), brand)), brand).toBe('heic');
    }
    // A generic major brand with the specific one among the compatible brands.
    const mif1Major = Buffer.from(avif);
    mif1Major.write('mif1', 8, 'latin1');
    expect(sniffImageFormat(mif1Major)).toBe('avif');
  });

  it('refuses other ISO-BMFF files (a video) and other bytes', () => {
    const mp4 = Buffer.alloc(64);
    mp4.writeUInt32BE(24, 0);
    mp4.write('ftypisom\0\0\x02\0isomiso2', 4, 'latin1');
    expect(sniffImageFormat(mp4)).toBeNull();
    expect(sniffImageFormat(rebranded(heic(), 'mif1').subarray(0, 40))).toBeNull();
    expect(sniffImageFormat(Buffer.from('%PDF-1.7 and some more bytes'))).toBeNull();
  });
});

describe('checkImage', () => {
  it("reads a HEIC's displayed size from its header", async () => {
    expect(await checkImage(heic())).toEqual({ ok: true, format: 'heic', width: 64, height: 48 });
    expect(await checkImage(heic().subarray(0, 200))).toEqual({ ok: false, code: 'image_unreadable' });
  });

  it('keeps reading AVIF through sharp', async () => {
    const avif = await makeImage({ width: 40, height: 30, format: 'avif' });
    expect(await checkImage(avif)).toEqual({ ok: true, format: 'avif', width: 40, height: 30 });
    expect((await sharp(avif).metadata()).format).toBe('heif');
  });

  it('refuses, from the header, a side longer than the encoders write or a shape no photo has', async () => {
    for (const [width, height] of [
      [1, 59_000_000],
      [59_000_000, 1],
      [16_384, 1_000],
      [4_001, 200],
    ] as const) {
      expect(await checkImage(claimedSizePng(width, height))).toEqual({
        ok: false,
        code: 'image_dimensions_unsupported',
        width,
        height,
      });
    }
    expect(await checkImage(claimedSizePng(16_383, 3_000))).toMatchObject({ ok: true, width: 16_383 });
    expect(await checkImage(claimedSizePng(200, 4_000))).toMatchObject({ ok: true, height: 4_000 });
  });
});
