/**
 * What happens to an uploaded photo or floor plan (issue 18, decision 019), with sharp (libvips):
 *  - checkImage(): what the file is, read from its bytes and its header only (cheap, on the server's
 *    thread): JPEG, PNG, WebP, AVIF or HEIC, whether it is within 60 megapixels, and whether its shape
 *    is one an encoder can write and a photo or floor plan has (no side over 16,383 px, the long side
 *    at most 20 times the short one): a 1 × 59,000,000 PNG of 115 KB passes the pixel count and then
 *    holds a worker for a minute of decoding (issue 35);
 *  - processImage(): the work itself, in a worker thread (image-pool.ts): a HEIC file first decoded by
 *    libheif-js (heic.ts: sharp's prebuilt libvips has no HEVC decoder) into pixels for sharp;
 *    orientation applied, every piece of metadata dropped (EXIF, GPS, XMP, IPTC; sharp writes none
 *    unless asked), resized to each width of IMAGE_WIDTHS up to the original's own (never enlarged),
 *    each in AVIF, WebP and JPEG, and a 16-pixel blurred placeholder as a WebP data: URI (about 110
 *    characters: every card carries one).
 * The files are content-addressed: the hash of the original's bytes and of PROCESSING_VERSION names
 * them, so a change to the settings below must bump the version (new addresses, nothing stale cached).
 */
import { createHash } from 'node:crypto';
import {
  IMAGE_FORMATS,
  IMAGE_MAX_ASPECT,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_WIDTHS,
  type ImageFormat,
} from '@domain/schemas/studio-images';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { decodeHeic, heifPrimarySize } from './heic';

export const PROCESSING_VERSION = 'v1';

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** ISO-BMFF (HEIF) brands: AV1-coded (AVIF) and HEVC-coded (HEIC). */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1', 'miaf']);

/** Where the codec's configuration box (HEVC's 'hvcC', AV1's 'av1C') first appears, if anywhere. */
function codecOf(bytes: Uint8Array): 'avif' | 'heic' | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64 * 1024));
  const hevc = head.indexOf('hvcC', 0, 'latin1');
  const av1 = head.indexOf('av1C', 0, 'latin1');
  if (hevc < 0 && av1 < 0) return null;
  if (hevc < 0) return 'avif';
  if (av1 < 0) return 'heic';
  return hevc < av1 ? 'heic' : 'avif';
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start)).toString('latin1');
}

/** The format the bytes say, whatever the file's name; null: none we take. */
export function sniffImageFormat(bytes: Uint8Array): SourceFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // The ftyp box: its size, 'ftyp', the major brand, a minor version, then compatible brands.
    const size = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).readUInt32BE(0);
    const end = Math.min(size, bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (AVIF_BRANDS.has(brands[0] ?? '')) return 'avif';
    if (HEIC_BRANDS.has(brands[0] ?? '')) return 'heic';
    if (HEIF_GENERIC_BRANDS.has(brands[0] ?? '')) {
      if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
      if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
      // A generic HEIF brand alone: the codec's configuration box says which.
      return codecOf(bytes);
    }
  }
  return null;
}

export type ImageCheck =
  | { ok: true; format: SourceFormat; width: number; height: number }
  | { ok: false; code: 'image_type_unsupported' | 'image_unreadable' }
  | {
      ok: false;
      code: 'image_too_many_pixels' | 'image_dimensions_unsupported';
      width: number;
      height: number;
    };

/** The size as displayed, from the header only: HEIC's container boxes, or libvips' header read. */
async function headerSize(
  bytes: Uint8Array,
  format: SourceFormat,
): Promise<{ width?: number; height?: number }> {
  if (format === 'heic') return heifPrimarySize(bytes) ?? {};
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return {};
  }
  return meta;
}

/** Reads the format from the bytes and the size from the header (no decoding). */
export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  const format = sniffImageFormat(bytes);
  if (!format) return { ok: false, code: 'image_type_unsupported' };
  const { width, height } = await headerSize(bytes, format);
  if (!width || !height) return { ok: false, code: 'image_unreadable' };
  if (width * height > IMAGE_MAX_PIXELS) return { ok: false, code: 'image_too_many_pixels', width, height };
  const [long, short] = width >= height ? [width, height] : [height, width];
  if (long > IMAGE_MAX_SIDE || long > short * IMAGE_MAX_ASPECT)
    return { ok: false, code: 'image_dimensions_unsupported', width, height };
  return { ok: true, format, width, height };
}

export interface ProcessedFile {
  /** `<width>.<ext>` under the image's hash. */
  name: string;
  format: ImageFormat;
  width: number;
  contentType: string;
  bytes: Uint8Array;
}

export interface ProcessedImage {
  hash: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  files: ProcessedFile[];
}

const EXTENSIONS: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** The content address of an original (32 hex digits of sha-256). */
export function imageHash(bytes: Uint8Array): string {
  return createHash('sha256').update(PROCESSING_VERSION).update(bytes).digest('hex').slice(0, 32);
}

/**
 * The widths made for an original this wide: every standard width narrower than it, and its own width
 * when it is narrower than the largest standard one (never enlarged).
 */
export function widthsFor(originalWidth: number): number[] {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? originalWidth;
  const top = Math.min(originalWidth, largest);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/**
 * Encoders' settings. The 480-px card must stay within 40 KB in every format (docs/performance.md);
 * AVIF's and WebP's efforts are kept low: measured at 1600 px, AVIF effort 2 took about 3 times
 * effort 1's time (effort 4, 20 times) for 5 to 10 % fewer bytes, and WebP effort 3 about 3 times
 * effort 2's for 5 %.
 */
function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 1 });
    case 'webp':
      return pipeline.webp({ quality: 72, effort: 2 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 72, mozjpeg: true });
  }
}

/**
 * What sharp reads: the file itself, or for HEIC the pixels libheif-js decoded (already turned as the
 * container says, and with none of its metadata).
 */
async function openSource(input: Uint8Array): Promise<() => Sharp> {
  if (sniffImageFormat(input) !== 'heic') return () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS });
  const { width, height, data } = await decodeHeic(input, IMAGE_MAX_PIXELS);
  return () => sharp(data, { raw: { width, height, channels: 3 }, limitInputPixels: IMAGE_MAX_PIXELS });
}

/** The refusal code a failed processImage() carries (its message survives the worker's boundary). */
export function refusalOf(error: unknown): 'image_too_many_pixels' | 'image_unreadable' | null {
  const message = error instanceof Error ? error.message : '';
  return message === 'image_too_many_pixels' || message === 'image_unreadable' ? message : null;
}

/**
 * The whole processing of one original. Decodes once (at the largest width wanted: JPEG shrinks on
 * load), then makes every width and format from those pixels. A HEIC libheif refuses throws a
 * HeicRefusal, whose message is its code (refusalOf()).
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  const hash = imageHash(input);
  const open = await openSource(input);
  // Width and height as seen: EXIF orientations 5 to 8 turn the picture a quarter.
  const meta = await open().metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? (meta.height ?? 0) : (meta.width ?? 0);
  const height = turned ? (meta.width ?? 0) : (meta.height ?? 0);
  const widths = widthsFor(width);
  const largest = Math.max(...widths);
  const base = await open()
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const files: ProcessedFile[] = [];
  for (const w of widths) {
    const resized =
      w === raw.width
        ? { data: base.data, info: raw }
        : await sharp(base.data, { raw }).resize({ width: w }).raw().toBuffer({ resolveWithObject: true });
    const size = { width: resized.info.width, height: resized.info.height, channels: raw.channels };
    for (const format of IMAGE_FORMATS) {
      const bytes = await encode(sharp(resized.data, { raw: size }), format).toBuffer();
      files.push({
        name: `${w}.${EXTENSIONS[format]}`,
        format,
        width: w,
        contentType: CONTENT_TYPES[format],
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      });
    }
  }
  const tiny = await sharp(base.data, { raw })
    .resize({ width: 16 })
    .blur(0.6)
    .webp({ quality: 50 })
    .toBuffer();
  return {
    hash,
    width,
    height,
    widths,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    files,
  };
}
