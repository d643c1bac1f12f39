/**
 * Issue 18: HEIC uploads (an iPhone's photos), decoded by libheif-js in the image worker (decision
 * 019), on real HEVC-coded samples (src/test/fixtures/heic). Taken like a JPEG of the same size (the
 * same widths, never enlarged, in AVIF, WebP and JPEG), turned by the container's rotation once,
 * without any of its metadata; a .heic that is something else, and a damaged one, refused with a
 * code and nothing stored.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StudioImage } from '@domain/schemas/studio-images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { makeImage, storedImageHashes, uploadImage } from '../../../../test/image-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let studioId: number;
let dataDir: string;

const sample = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/heic/${name}`, import.meta.url));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vp-heic-'));
  t = await createTestApp({ dataDir, images: { storage: 'files', workers: 1, queueLimit: 16, nice: 0 } });
  const user = await createAdminUser(t.app);
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, { name: 'HEIC Stage' });
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (file: Buffer, filename: string, fields: Record<string, string> = {}) =>
  uploadImage(t.app, studioId, admin.headers, file, { fields, filename, contentType: 'image/heic' });

async function served(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.rawPayload;
}

/** The RGB of one pixel of a served file. */
async function pixel(file: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 170 && (g ?? 255) < 90 && (b ?? 255) < 90;

const storedHashes = () => storedImageHashes(dataDir);

async function imageCount(): Promise<number> {
  return (await t.app.readCache.studio(studioId, true))?.images.length ?? 0;
}

const sizes = (image: StudioImage) => image.variants.map((v) => `${v.width}.${v.format}`);

describe('uploading HEIC photos', { timeout: 120_000 }, () => {
  it('takes a HEIC and makes the same sizes and formats as a JPEG of its size', async () => {
    const res = await upload(sample('wide.heic'), 'IMG_0001.HEIC', { caption: 'A HEIC' });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as StudioImage;
    expect([image.width, image.height, image.caption]).toEqual([1000, 600, 'A HEIC']);
    const jpeg = await upload(await makeImage({ width: 1000, height: 600, format: 'jpeg' }), 'same.jpg');
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(sizes(image)).toEqual(sizes(jpeg.json() as StudioImage));
    expect(sizes(image)).toEqual([
      '480.avif',
      '480.webp',
      '480.jpeg',
      '960.avif',
      '960.webp',
      '960.jpeg',
      '1000.avif',
      '1000.webp',
      '1000.jpeg',
    ]);
    for (const variant of image.variants) {
      const file = await served(variant.url);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect([meta.width, meta.height]).toEqual([variant.width, Math.round((variant.width * 600) / 1000)]);
      // The drawing came through: its red quadrant is at the top left.
      expect(isRed(await pixel(file, 10, 10)), variant.url).toBe(true);
    }
    const stored = (await t.app.readCache.studio(studioId, true))?.images.find((i) => i.id === image.id);
    expect(stored?.format).toBe('heic');
  });

  it('never enlarges a small HEIC', async () => {
    const res = await upload(sample('plain.heic'), 'small.heic');
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as StudioImage;
    expect([image.width, image.height]).toEqual([64, 48]);
    expect(sizes(image)).toEqual(['64.avif', '64.webp', '64.jpeg']);
  });

  it("applies the container's rotation once and keeps none of its EXIF or GPS", async () => {
    const original = sample('sideways-gps.heic');
    // The sample carries a camera make, a copyright and a GPS IFD (tag 0x8825, big-endian).
    expect(original.includes(Buffer.from('FixtureCam'))).toBe(true);
    expect(original.includes(Buffer.from('Test photographer'))).toBe(true);
    expect(original.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    const res = await upload(original, 'IMG_0002.heic');
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as StudioImage;
    // Stored 128 x 64 and turned a quarter by its 'irot': 64 wide, 128 high.
    expect([image.width, image.height]).toEqual([64, 128]);
    expect(sizes(image)).toEqual(['64.avif', '64.webp', '64.jpeg']);
    for (const variant of image.variants) {
      const file = await served(variant.url);
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([64, 128]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.includes(Buffer.from('FixtureCam'))).toBe(false);
      expect(file.includes(Buffer.from('Test photographer'))).toBe(false);
      // Turned clockwise, once (the EXIF orientation 6 is not applied again): red at the top right.
      expect(isRed(await pixel(file, 58, 6)), variant.url).toBe(true);
      expect(isRed(await pixel(file, 6, 6)), variant.url).toBe(false);
    }
    const tiny = await sharp(Buffer.from(image.placeholder.split(',')[1] as string, 'base64')).metadata();
    expect([tiny.width, tiny.height, tiny.exif]).toEqual([16, 32, undefined]);
  });
});

describe('refusing HEIC uploads, with nothing stored', { timeout: 120_000 }, () => {
  let hashesBefore: string[];
  let countBefore: number;

  beforeAll(async () => {
    hashesBefore = storedHashes();
    countBefore = await imageCount();
  });

  async function expectNothingStored() {
    expect(storedHashes()).toEqual(hashesBefore);
    expect(await imageCount()).toBe(countBefore);
  }

  it('refuses a .heic that is something else (a video, text)', async () => {
    const mp4 = Buffer.alloc(256);
    mp4.writeUInt32BE(24, 0);
    mp4.write('ftypisom\0\0\x02\0isomiso2', 4, 'latin1');
    for (const file of [
      mp4,
      Buffer.from('This is not a photo, only a file called IMG_0003.HEIC.\n'.repeat(4)),
    ]) {
      const res = await upload(file, 'IMG_0003.HEIC');
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('image_type_unsupported');
    }
    await expectNothingStored();
  });

  it('refuses a HEIC cut off in its header or in its pixels with image_unreadable', async () => {
    const heic = sample('wide.heic');
    // Cut in the 'meta' box: refused from the header, before any worker.
    const header = await upload(heic.subarray(0, 300), 'cut.heic');
    expect(header.statusCode).toBe(422);
    expect(header.json().code).toBe('image_unreadable');
    // The header whole, the coded picture cut short: refused by the decoder in the worker.
    const pixels = await upload(heic.subarray(0, heic.length - 200), 'cut.heic');
    expect(pixels.statusCode).toBe(422);
    expect(pixels.json()).toMatchObject({
      code: 'image_unreadable',
      detail: expect.stringContaining('damaged'),
    });
    await expectNothingStored();
  });

  it('refuses a HEIC over 60 megapixels from its header, before decoding', async () => {
    // The sample's one 'ispe' box made to claim 9000 x 8000 (72 megapixels).
    const bomb = Buffer.from(sample('sideways-gps.heic'));
    const at = bomb.indexOf('ispe', 0, 'latin1');
    bomb.writeUInt32BE(9000, at + 8);
    bomb.writeUInt32BE(8000, at + 12);
    const res = await upload(bomb, 'huge.heic');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('image_too_many_pixels');
    await expectNothingStored();
  });
});
