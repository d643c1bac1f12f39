/**
 * Images for tests, made here with sharp (nothing downloaded): a photo-like picture (gradient and
 * noise, so encoders have work to do) in any size and format, with EXIF and GPS when asked; and a
 * multipart/form-data body as a browser sends one, and an upload of one through the API.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface FixtureOptions {
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp' | 'avif';
  /** EXIF orientation (1-8), and a GPS position and camera make in the EXIF, for the metadata tests. */
  orientation?: number;
  withGps?: boolean;
}

export function pictureSvg(width: number, height: number, hue = 210): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,20%)"/>
  <stop offset="1" stop-color="hsl(${(hue + 140) % 360},80%,60%)"/></linearGradient>
  <filter id="n"><feTurbulence baseFrequency="0.03" numOctaves="2" seed="7"/></filter></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect width="100%" height="100%" filter="url(#n)" opacity="0.35"/>
  <rect x="${width * 0.1}" y="${height * 0.6}" width="${width * 0.3}" height="${height * 0.3}" fill="#fff" opacity="0.8"/>
</svg>`;
}

export async function makeImage(options: FixtureOptions): Promise<Buffer> {
  let pipeline = sharp(Buffer.from(pictureSvg(options.width, options.height)), {
    limitInputPixels: false,
  });
  if (options.withGps || options.orientation) {
    pipeline = pipeline.withExif({
      IFD0: { Make: 'FixtureCam', Model: 'GPS Test', Copyright: 'Test photographer' },
      ...(options.withGps
        ? {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '52/1 31/1 0/1',
              GPSLongitudeRef: 'E',
              GPSLongitude: '13/1 24/1 0/1',
            },
          }
        : {}),
    });
    if (options.orientation) pipeline = pipeline.withMetadata({ orientation: options.orientation });
  }
  switch (options.format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85 }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 1 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 80 }).toBuffer();
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 0 }).toBuffer();
  }
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of any size whose header says so but whose pixels stop after a few rows (a black-and-white
 * image): what a hostile upload claiming a huge or oddly shaped picture looks like, in 69 bytes.
 */
export function claimedSizePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its Content-Type header. */
export function multipartBody(parts: readonly FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----vp-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.filename) head.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Uploads one image as the upload dialog does: POST /api/studios/studios-enhanced/{id}/images/ with
 * the fields, then the file (none when `file` is null).
 */
export function uploadImage(
  app: FastifyInstance,
  studioId: number,
  headers: Record<string, string>,
  file: Buffer | null,
  options: { fields?: Record<string, string>; filename?: string; contentType?: string } = {},
) {
  const parts: FormPart[] = Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value }));
  if (file) {
    parts.push({
      name: 'file',
      value: file,
      filename: options.filename ?? 'photo.jpg',
      contentType: options.contentType ?? 'image/jpeg',
    });
  }
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/api/studios/studios-enhanced/${studioId}/images/`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
}

/** The content hashes the files driver has stored under a data directory (none yet: []). */
export function storedImageHashes(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'images'));
  } catch {
    return [];
  }
}
