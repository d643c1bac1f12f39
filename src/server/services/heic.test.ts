/**
 * HEIC decoding (heic.ts) on real HEVC-coded samples (src/test/fixtures/heic, made by libheif's x265
 * encoder): the size read from the container's boxes, the pixels and the container's rotation, and
 * the refusals (over the pixel limit before decoding, cut-off or foreign data).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeHeic, HeicRefusal, heifPrimarySize } from './heic';

const sample = (name: string) => readFileSync(new URL(`../../test/fixtures/heic/${name}`, import.meta.url));

/** A pixel of the decoded RGB. */
function pixel(image: { width: number; data: Buffer }, x: number, y: number): number[] {
  const at = (y * image.width + x) * 3;
  return [...image.data.subarray(at, at + 3)];
}

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 180 && (g ?? 255) < 80 && (b ?? 255) < 80;
const isWhite = (rgb: number[]) => rgb.every((c) => c > 230);

/** The sample with its one 'ispe' box claiming another size (its coded pixels unchanged). */
function claiming(name: string, width: number, height: number): Buffer {
  const bytes = Buffer.from(sample(name));
  const at = bytes.indexOf('ispe', 0, 'latin1');
  expect(at).toBeGreaterThan(0);
  expect(bytes.indexOf('ispe', at + 4, 'latin1')).toBe(-1);
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HeicRefusal);
  return (error as HeicRefusal).code;
}

describe('heifPrimarySize', () => {
  it('reads the displayed size from the boxes, turned by the container rotation', () => {
    expect(heifPrimarySize(sample('plain.heic'))).toEqual({ width: 64, height: 48 });
    expect(heifPrimarySize(sample('wide.heic'))).toEqual({ width: 1000, height: 600 });
    // Stored 128 x 64 with a quarter turn ('irot'): shown 64 wide, 128 high.
    expect(heifPrimarySize(sample('sideways-gps.heic'))).toEqual({ width: 64, height: 128 });
  });

  it('reads 32-bit item ids, 16-bit property indices and an 8-byte box size', () => {
    const box = (type: string, ...parts: Buffer[]) => {
      const body = Buffer.concat(parts);
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, body]);
    };
    const u8 = (...values: number[]) => Buffer.from(values);
    const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
    const u32 = (value: number) => {
      const b = Buffer.alloc(4);
      b.writeUInt32BE(value);
      return b;
    };
    const ipco = box(
      'ipco',
      box('ispe', u32(0), u32(300), u32(200)), // for item 70000
      box('ispe', u32(0), u32(7), u32(7)), // another item's
      box('irot', u8(3)), // 270 degrees: a quarter turn
    );
    // ipma version 1 (32-bit item ids), flags 1 (16-bit indices, the top bit 'essential').
    const ipma = box(
      'ipma',
      u8(1, 0, 0, 1),
      u32(2),
      u32(5),
      u8(1),
      u16(2),
      u32(70000),
      u8(2),
      u16(0x8001),
      u16(0x8003),
    );
    const meta = box('meta', u32(0), box('pitm', u8(1, 0, 0, 0), u32(70000)), box('iprp', ipco, ipma));
    // A top-level box with a 64-bit size (size field 1) before the 'meta'.
    const large = Buffer.alloc(24);
    large.writeUInt32BE(1);
    large.write('free', 4, 'latin1');
    large.writeBigUInt64BE(24n, 8);
    const ftyp = box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1'));
    expect(heifPrimarySize(Buffer.concat([ftyp, large, meta]))).toEqual({ width: 200, height: 300 });
  });

  it('answers null for a cut-off container and for other files', async () => {
    expect(heifPrimarySize(sample('plain.heic').subarray(0, 200))).toBeNull();
    expect(heifPrimarySize(new Uint8Array(0))).toBeNull();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(heifPrimarySize(jpeg)).toBeNull();
  });
});

describe('decodeHeic', { timeout: 30_000 }, () => {
  it('decodes a tiled (grid) HEIC to RGB pixels', async () => {
    const image = await decodeHeic(sample('plain.heic'), 60_000_000);
    expect([image.width, image.height, image.data.length]).toEqual([64, 48, 64 * 48 * 3]);
    expect(isRed(pixel(image, 4, 4))).toBe(true);
    expect(isRed(pixel(image, 59, 4))).toBe(false);
    expect(isWhite(pixel(image, 32, 45))).toBe(true);
  });

  it('decodes a 10-bit HEIC to 8-bit RGB', async () => {
    const image = await decodeHeic(sample('ten-bit.heic'), 60_000_000);
    expect([image.width, image.height, image.data.length]).toEqual([128, 96, 128 * 96 * 3]);
    expect(isRed(pixel(image, 8, 8))).toBe(true);
    expect(isWhite(pixel(image, 64, 92))).toBe(true);
  });

  it("applies the container's rotation once, whatever the EXIF orientation says", async () => {
    // The red quadrant is stored top left; turned 90 degrees clockwise it is top right.
    const image = await decodeHeic(sample('sideways-gps.heic'), 60_000_000);
    expect([image.width, image.height]).toEqual([64, 128]);
    expect(isRed(pixel(image, 60, 4))).toBe(true);
    expect(isRed(pixel(image, 4, 4))).toBe(false);
    // The white band along the stored bottom is now down the left side.
    expect(isWhite(pixel(image, 3, 100))).toBe(true);
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    expect(await refusal(decodeHeic(sample('wide.heic'), 599_999))).toBe('image_too_many_pixels');
    expect((await decodeHeic(sample('wide.heic'), 600_000)).width).toBe(1000);
    // A container claiming 9000 x 8000 over 128 x 64 coded pixels: decoding would fail (the sizes
    // differ), so the size refusal shows the limit is checked first. Within the limit: unreadable.
    const bomb = claiming('sideways-gps.heic', 9000, 8000);
    expect(heifPrimarySize(bomb)).toEqual({ width: 8000, height: 9000 });
    expect(await refusal(decodeHeic(bomb, 60_000_000))).toBe('image_too_many_pixels');
    expect(await refusal(decodeHeic(bomb, 80_000_000))).toBe('image_unreadable');
  });

  it('refuses cut-off and foreign data as unreadable', async () => {
    const heic = sample('plain.heic');
    expect(await refusal(decodeHeic(heic.subarray(0, 200), 60_000_000))).toBe('image_unreadable');
    expect(await refusal(decodeHeic(heic.subarray(0, heic.length - 60), 60_000_000))).toBe(
      'image_unreadable',
    );
    expect(await refusal(decodeHeic(Buffer.from('not an image at all'), 60_000_000))).toBe(
      'image_unreadable',
    );
  });
});
