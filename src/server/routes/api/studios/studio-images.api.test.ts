/**
 * Issue 18: a studio's photos and floor plans. Upload (each format we take, each refusal, nothing
 * stored on a refusal), what processing does (orientation, metadata gone, the sizes), caption, order,
 * cover, delete, the change log, serving with caching, and every caller on every route.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_MAX_BYTES, IMAGES_PER_STUDIO_MAX, type StudioImage } from '@domain/schemas/studio-images';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import {
  claimedSizePng,
  makeImage,
  multipartBody,
  storedImageHashes,
  uploadImage,
} from '../../../../test/image-fixtures';
import { buildAppOn, createTestApp, type TestApp } from '../../../../test/test-app';
import { commitStudioChange } from '../../../db/repositories/studio-writes';
import type { StoredImage } from '../../../db/schema';
import { signedInOwner } from '../owners/owner-test-helpers';

let t: TestApp;
let admin: SignedIn;
let studioId: number;
let otherId: number;
let dataDir: string;

const imagesUrl = (id: number) => `/api/studios/studios-enhanced/${id}/images/`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vp-images-'));
  t = await createTestApp({ dataDir, images: { storage: 'files', workers: 1, queueLimit: 16, nice: 0 } });
  const user = await createAdminUser(t.app);
  admin = await signIn(t.app, user.email, user.password);
  studioId = await createStudio(t.app, { name: 'Gallery Stage' });
  otherId = await createStudio(t.app, { name: 'Other Stage' });
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(
  app: FastifyInstance,
  id: number,
  headers: Record<string, string>,
  file: Buffer | null,
  fields: Record<string, string> = {},
  filename = 'photo.jpg',
) {
  return uploadImage(app, id, headers, file, { fields, filename });
}

async function detail(id: number) {
  const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${id}/`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { images: StudioImage[]; cover_image: StudioImage | null; name: string };
}

const storedHashes = () => storedImageHashes(dataDir);

async function fetchFile(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers });
}

/** Sets a studio's image list straight through the write path (for the limit test). */
async function setImages(id: number, images: StoredImage[]) {
  await t.app.write((_tx, write) => commitStudioChange(write, [id], { set: { images } }));
}

describe('uploading images', { timeout: 120_000 }, () => {
  it.each([
    ['jpeg', 'photo.jpg'],
    ['png', 'plan.png'],
    ['webp', 'photo.webp'],
    ['avif', 'photo.avif'],
  ] as const)('takes a %s file and answers the processed image', async (format, filename) => {
    const file = await makeImage({ width: 1000, height: 600, format });
    const res = await upload(t.app, studioId, admin.headers, file, { caption: `A ${format}` }, filename);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as StudioImage;
    expect(image).toMatchObject({
      width: 1000,
      height: 600,
      kind: 'photo',
      caption: `A ${format}`,
      credit: null,
    });
    expect(image.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(image.alt).toBe(`A ${format}`);
    // 1000 px: 480 and 960, and its own width; each in three formats.
    expect(image.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
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
    expect(image.url).toMatch(/^\/media\/images\/[0-9a-f]{32}\/960\.jpg$/);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(300);
    const tiny = await sharp(Buffer.from(image.placeholder.split(',')[1] as string, 'base64')).metadata();
    expect([tiny.format, tiny.width]).toEqual(['webp', 16]);
    const served = await fetchFile(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([960, 576, 'jpeg']);
  });

  it('applies the orientation, removes EXIF and GPS, and makes every size in every format', async () => {
    // 3000 x 2000 stored sideways (EXIF orientation 6): seen as 2000 wide, 3000 high.
    const original = await makeImage({
      width: 3000,
      height: 2000,
      format: 'jpeg',
      orientation: 6,
      withGps: true,
    });
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('FixtureCam'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825) is in the original's EXIF.
    expect(
      before.exif?.includes(Buffer.from([0x25, 0x88])) || before.exif?.includes(Buffer.from([0x88, 0x25])),
    ).toBe(true);

    const res = await upload(t.app, studioId, admin.headers, original, {
      kind: 'photo',
      credit: 'Ana Photographer',
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as StudioImage;
    expect([image.width, image.height]).toEqual([2000, 3000]);
    expect(image.credit).toBe('Ana Photographer');
    expect([...new Set(image.variants.map((v) => v.width))]).toEqual([480, 960, 1600, 2000]);
    expect(image.variants).toHaveLength(12);
    for (const variant of image.variants) {
      const served = await fetchFile(variant.url);
      expect(served.statusCode, variant.url).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(
        variant.format === 'jpeg' ? 'jpeg' : variant.format === 'webp' ? 'webp' : 'heif',
      );
      expect(meta.width).toBe(variant.width);
      // Upright: taller than wide.
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('FixtureCam'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('Test photographer'))).toBe(false);
    }
    const card = image.variants.filter((v) => v.width === 480);
    for (const variant of card) {
      const served = await fetchFile(variant.url);
      expect(served.rawPayload.length, variant.url).toBeLessThanOrEqual(40 * 1024);
    }
  });

  it('takes a floor plan as its own kind', async () => {
    const file = await makeImage({ width: 800, height: 800, format: 'png' });
    const res = await upload(t.app, studioId, admin.headers, file, {
      kind: 'floor_plan',
      caption: 'Ground floor',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'floor_plan', caption: 'Ground floor', width: 800 });
  });
});

describe('refusing uploads, with nothing stored', { timeout: 120_000 }, () => {
  let hashesBefore: string[];
  let countBefore: number;

  beforeAll(async () => {
    hashesBefore = storedHashes();
    countBefore = (await detail(studioId)).images.length;
  });

  async function expectNothingStored() {
    expect(storedHashes()).toEqual(hashesBefore);
    expect((await detail(studioId)).images).toHaveLength(countBefore);
  }

  it('refuses a .jpg that is really a PDF', async () => {
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'.repeat(20),
    );
    const res = await upload(t.app, studioId, admin.headers, pdf, {}, 'holiday.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('image_type_unsupported');
    await expectNothingStored();
  });

  it('refuses a file branded HEIC whose picture is not HEVC (nothing decodes it)', async () => {
    // An AVIF's bytes with its major brand made 'heic': sent to libheif-js, which decodes HEVC only.
    // Real HEIC uploads: studio-images-heic.api.test.ts.
    const avif = await makeImage({ width: 64, height: 64, format: 'avif' });
    const heic = Buffer.from(avif);
    heic.write('heic', 8, 'latin1');
    const res = await upload(t.app, studioId, admin.headers, heic, {}, 'IMG_0001.HEIC');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('image_unreadable');
    await expectNothingStored();
  });

  it('refuses a file over 25 MB', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1024 * 1024, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    const res = await upload(t.app, studioId, admin.headers, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('image_too_large');
    await expectNothingStored();
  });

  it('refuses an image over 60 megapixels', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 7625, channels: 3, background: { r: 40, g: 80, b: 120 } },
      limitInputPixels: false,
    })
      .jpeg({ quality: 50 })
      .toBuffer();
    const res = await upload(t.app, studioId, admin.headers, huge);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('image_too_many_pixels');
    await expectNothingStored();
  });

  it('refuses from its header an image too long for the encoders or shaped like no photo', async () => {
    // 69 bytes claiming 1 × 59,000,000 pixels: under 60 megapixels, and a minute of decoding.
    for (const [width, height] of [
      [1, 59_000_000],
      [59_000_000, 1],
    ]) {
      const res = await upload(
        t.app,
        studioId,
        admin.headers,
        claimedSizePng(width!, height!),
        {},
        'strip.png',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('image_dimensions_unsupported');
    }
    await expectNothingStored();
  });

  it('refuses an upload without a file, and a bad kind', async () => {
    const none = await upload(t.app, studioId, admin.headers, null, { caption: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('image_missing');
    const file = await makeImage({ width: 100, height: 100, format: 'png' });
    const kind = await upload(t.app, studioId, admin.headers, file, { kind: 'video' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ code: 'validation_failed', fields: { kind: [expect.any(String)] } });
    await expectNothingStored();
  });

  it('refuses two files in one request, and a body that is not multipart', async () => {
    const file = await makeImage({ width: 100, height: 100, format: 'png' });
    const { body, contentType } = multipartBody([
      { name: 'file', value: file, filename: 'a.png', contentType: 'image/png' },
      { name: 'file', value: file, filename: 'b.png', contentType: 'image/png' },
    ]);
    const two = await t.app.inject({
      method: 'POST',
      url: imagesUrl(studioId),
      headers: { ...admin.headers, 'content-type': contentType },
      payload: body,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe('bad_request');
    const json = await t.app.inject({
      method: 'POST',
      url: imagesUrl(studioId),
      headers: admin.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
    await expectNothingStored();
  });

  it('refuses the 41st image of a studio', async () => {
    const id = await createStudio(t.app, { name: 'Full Stage' });
    const one = (await detail(studioId)).images[0];
    expect(one).toBeDefined();
    const stored = (await t.app.readCache.studio(studioId, true))?.images[0] as StoredImage;
    const forty = Array.from({ length: IMAGES_PER_STUDIO_MAX }, (_, i) => ({
      ...stored,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      cover: i === 0,
    }));
    await setImages(id, forty);
    const file = await makeImage({ width: 300, height: 200, format: 'jpeg' });
    const res = await upload(t.app, id, admin.headers, file);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('image_limit_reached');
    expect((await detail(id)).images).toHaveLength(IMAGES_PER_STUDIO_MAX);
    await expectNothingStored();
  });
});

describe('who may upload and change images', { timeout: 120_000 }, () => {
  let file: Buffer;
  let imageId: string;

  beforeAll(async () => {
    file = await makeImage({ width: 320, height: 200, format: 'jpeg' });
    imageId = (await detail(studioId)).images[0]?.id ?? '';
  });

  it('answers 401 to an anonymous caller, and 403 csrf_failed without the CSRF token', async () => {
    const anon = await csrf(t.app);
    const res = await upload(t.app, studioId, anon.headers, file);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
    const noCsrf = await upload(t.app, studioId, { cookie: admin.headers.cookie }, file);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');
    for (const [method, url, payload] of [
      ['PATCH', `${imagesUrl(studioId)}${imageId}/`, { caption: 'x' }],
      ['PUT', `${imagesUrl(studioId)}order/`, { ids: [imageId] }],
      ['POST', `${imagesUrl(studioId)}${imageId}/cover/`, undefined],
      ['DELETE', `${imagesUrl(studioId)}${imageId}/`, undefined],
    ] as const) {
      const anonymous = await t.app.inject({
        method,
        url,
        headers: anon.headers,
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const forged = await t.app.inject({
        method,
        url,
        headers: { cookie: admin.headers.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(forged.statusCode, `${method} ${url}`).toBe(403);
      expect(forged.json().code).toBe('csrf_failed');
    }
  });

  it("lets a studio's owner upload to their studio, and refuses another studio's owner (owner_scope)", async () => {
    const owner = await signedInOwner(t.app, otherId);
    const own = await upload(t.app, otherId, owner.headers, file, { caption: 'By the owner' });
    expect(own.statusCode, own.body).toBe(201);
    const ownImage = own.json() as StudioImage;
    expect(ownImage.is_cover).toBe(true);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${imagesUrl(otherId)}${ownImage.id}/`,
      headers: owner.headers,
      payload: { credit: 'Owner' },
    });
    expect(patched.statusCode).toBe(200);

    const foreign = await upload(t.app, studioId, owner.headers, file);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('owner_scope');
    for (const [method, url, payload] of [
      ['PATCH', `${imagesUrl(studioId)}${imageId}/`, { caption: 'x' }],
      ['PUT', `${imagesUrl(studioId)}order/`, { ids: [imageId] }],
      ['POST', `${imagesUrl(studioId)}${imageId}/cover/`, undefined],
      ['DELETE', `${imagesUrl(studioId)}${imageId}/`, undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: owner.headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('owner_scope');
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${imagesUrl(otherId)}${ownImage.id}/`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('answers 404 for a studio or an image that does not exist', async () => {
    const res = await upload(t.app, 999_999, admin.headers, file);
    expect(res.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `${imagesUrl(studioId)}00000000-0000-4000-8000-000000000999/`,
      headers: admin.headers,
      payload: { caption: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const badId = await t.app.inject({
      method: 'DELETE',
      url: `${imagesUrl(studioId)}not-an-id/`,
      headers: admin.headers,
    });
    expect(badId.statusCode).toBe(404);
  });
});

describe('changing images', { timeout: 120_000 }, () => {
  let ids: string[];

  beforeAll(async () => {
    ids = (await detail(studioId)).images.map((image) => image.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
  });

  it('carries the cover on the list and the detail, the first upload being the cover', async () => {
    const d = await detail(studioId);
    expect(d.images[0]?.is_cover).toBe(true);
    expect(d.images.map((image) => image.position)).toEqual(d.images.map((_, i) => i));
    expect(d.cover_image).toMatchObject({ id: d.images[0]?.id, url: d.images[0]?.url });
    const list = await t.app.inject({ url: '/api/studios/studios-enhanced/?page_size=100' });
    const item = (list.json().results as { id: number; cover_image: unknown; images?: unknown }[]).find(
      (s) => s.id === studioId,
    );
    expect(item?.cover_image).toMatchObject({ id: d.images[0]?.id });
    expect(item?.images).toBeUndefined();
  });

  it('sets caption, credit and kind, clears them with "", and logs before and after', async () => {
    const url = `${imagesUrl(studioId)}${ids[1]}/`;
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { caption: 'Control room', credit: 'Jo Lens', kind: 'floor_plan' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids[1],
      caption: 'Control room',
      credit: 'Jo Lens',
      kind: 'floor_plan',
      alt: 'Control room',
    });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { caption: '', kind: 'photo' },
    });
    expect(cleared.json()).toMatchObject({
      caption: null,
      credit: 'Jo Lens',
      kind: 'photo',
      alt: 'Gallery Stage',
    });
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { caption: 'x'.repeat(301) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('validation_failed');

    const history = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/history/`,
      headers: admin.headers,
    });
    const entries = history.json().history as {
      action: string;
      field: string;
      before: unknown;
      after: unknown;
    }[];
    const mine = entries.filter((e) => e.field === `image:${ids[1]}`);
    expect(mine[0]).toMatchObject({
      action: 'image',
      before: { caption: 'Control room', credit: 'Jo Lens', kind: 'floor_plan' },
      after: { caption: null, credit: 'Jo Lens', kind: 'photo' },
    });
    // The upload itself is in the log too.
    expect(mine.at(-1)).toMatchObject({ action: 'image', before: null, after: { id: ids[1] } });
  });

  it('reorders, refusing an order that does not name every image once', async () => {
    const url = `${imagesUrl(studioId)}order/`;
    const reversed = [...ids].reverse();
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ids: reversed },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as StudioImage[]).map((image) => image.id)).toEqual(reversed);
    expect((await detail(studioId)).images.map((image) => image.id)).toEqual(reversed);
    for (const bad of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 'x']]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url,
        headers: admin.headers,
        payload: { ids: bad },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('image_order_mismatch');
    }
    const history = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/history/`,
      headers: admin.headers,
    });
    expect(history.json().history[0]).toMatchObject({
      action: 'image',
      field: 'images:order',
      before: ids,
      after: reversed,
    });
    ids = reversed;
  });

  it('sets the cover, which the list and the detail then show', async () => {
    const target = ids[2] as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `${imagesUrl(studioId)}${target}/cover/`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json() as StudioImage[];
    expect(images.filter((image) => image.is_cover).map((image) => image.id)).toEqual([target]);
    expect((await detail(studioId)).cover_image?.id).toBe(target);
    const list = await t.app.inject({ url: '/api/studios/studios-enhanced/?page_size=100' });
    const item = (list.json().results as { id: number; cover_image: { id: string } | null }[]).find(
      (s) => s.id === studioId,
    );
    expect(item?.cover_image?.id).toBe(target);
  });

  it('deletes an image and its files; deleting the cover makes the first image the cover', async () => {
    const d = await detail(studioId);
    const cover = d.images.find((image) => image.is_cover) as StudioImage;
    const hash = cover.url.split('/')[3] as string;
    expect(storedHashes()).toContain(hash);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${imagesUrl(studioId)}${cover.id}/`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    const after = await detail(studioId);
    expect(after.images.map((image) => image.id)).not.toContain(cover.id);
    expect(after.images[0]?.is_cover).toBe(true);
    expect(after.cover_image?.id).toBe(after.images[0]?.id);
    expect(storedHashes()).not.toContain(hash);
    expect((await fetchFile(cover.url)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${imagesUrl(studioId)}${cover.id}/`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const history = await t.app.inject({
      url: `/api/studios/studios-enhanced/${studioId}/history/`,
      headers: admin.headers,
    });
    expect(history.json().history[0]).toMatchObject({
      action: 'image',
      field: `image:${cover.id}`,
      before: { id: cover.id },
      after: null,
    });
  });
});

describe('when every image processor is busy', { timeout: 120_000 }, () => {
  it('answers 503 image_busy with Retry-After, storing nothing', async () => {
    const busy = await buildAppOn(t.database, {
      dataDir,
      images: { storage: 'files', workers: 1, queueLimit: 0, nice: 0 },
    });
    try {
      const id = await createStudio(busy, { name: 'Busy Stage' });
      const file = await makeImage({ width: 2400, height: 1600, format: 'jpeg' });
      // Three accounts: one account's own uploads in progress are limited too (below).
      const others: Record<string, string>[] = [];
      for (const _ of [1, 2]) {
        const user = await createAdminUser(busy);
        others.push((await signIn(busy, user.email, user.password)).headers);
      }
      const answers = await Promise.all(
        [admin.headers, ...others].map((headers) => upload(busy, id, headers, file)),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 503, 503]);
      const refused = answers.find((res) => res.statusCode === 503);
      expect(refused?.json().code).toBe('image_busy');
      expect(refused?.headers['retry-after']).toBe('5');
      // Read through the app that wrote (the first app learns of it by NOTIFY, a moment later on PostgreSQL).
      const after = await busy.inject({
        url: `/api/studios/studios-enhanced/${id}/`,
        headers: admin.headers,
      });
      expect(after.json().images).toHaveLength(1);
    } finally {
      await busy.close();
    }
  });
});

describe("one account's uploads in progress", { timeout: 120_000 }, () => {
  it('takes two at once from an account, refusing a third with 429, while other accounts go on', async () => {
    const id = await createStudio(t.app, { name: 'Two At Once Stage' });
    const owner = await signedInOwner(t.app, id);
    const file = await makeImage({ width: 320, height: 200, format: 'jpeg' });
    const pool = t.app.images.pool;
    const process = pool.process.bind(pool);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = 0;
    pool.process = async (bytes) => {
      entered += 1;
      await gate;
      return process(bytes);
    };
    try {
      const held = [upload(t.app, id, owner.headers, file), upload(t.app, id, owner.headers, file)];
      await vi.waitFor(() => expect(entered).toBe(2));
      let third: { statusCode: number; json(): { code: string }; headers: Record<string, unknown> } | null =
        null;
      void upload(t.app, id, owner.headers, file).then((res) => {
        third = res;
      });
      const byAdmin = upload(t.app, id, admin.headers, file);
      await vi.waitFor(() => expect(third !== null && entered === 3).toBe(true));
      expect(third!.statusCode).toBe(429);
      expect(third!.json().code).toBe('rate_limited');
      expect(third!.headers['retry-after']).toBe('5');
      release();
      const done = await Promise.all([...held, byAdmin]);
      expect(done.map((res) => res.statusCode)).toEqual([201, 201, 201]);
      // Once they are done, the account may upload again.
      expect((await upload(t.app, id, owner.headers, file)).statusCode).toBe(201);
    } finally {
      release();
      pool.process = process;
    }
  });
});

describe('the compare PDF', { timeout: 120_000 }, () => {
  it("draws each studio's cover at the top of its column", async () => {
    const plain = await createStudio(t.app, { name: 'No Photo Stage' });
    const url = (ids: number[]) => `/api/studios/compare/pdf/?ids=${ids.join(',')}&lang=en`;
    const without = await t.app.inject({ url: url([plain, otherId]) });
    expect(without.statusCode).toBe(200);
    expect(without.rawPayload.includes(Buffer.from('/DCTDecode'))).toBe(false);

    const withCover = await t.app.inject({ url: url([studioId, plain]) });
    expect(withCover.statusCode).toBe(200);
    const pdf = withCover.rawPayload.toString('latin1');
    // One JPEG image XObject: the cover of the first studio, none for the second.
    expect(pdf.match(/\/Filter \/DCTDecode/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });

  it("carries each studio's cover in the comparison's answer", async () => {
    const plain = await createStudio(t.app, { name: 'Plain Compared Stage' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studios/compare/',
      headers: admin.headers,
      payload: { ids: [studioId, plain] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [withCover, without] = res.json() as { cover_image: { id: string; url: string } | null }[];
    expect(withCover?.cover_image?.id).toBe((await detail(studioId)).cover_image?.id);
    expect(withCover?.cover_image?.url).toMatch(/^\/media\/images\/[0-9a-f]{32}\/\d+\.jpg$/);
    expect(without?.cover_image).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('documents every image route, the multipart upload and the image schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/schema/' })).json();
    const base = '/api/studios/studios-enhanced/{id}/images/';
    expect(Object.keys(doc.paths[base])).toEqual(['post']);
    expect(Object.keys(doc.paths[`${base}{imageId}/`]).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(doc.paths[`${base}order/`])).toEqual(['put']);
    expect(Object.keys(doc.paths[`${base}{imageId}/cover/`])).toEqual(['post']);
    expect(doc.paths['/media/images/{hash}/{file}'].get).toBeDefined();
    const upload = doc.paths[base].post;
    expect(upload.requestBody.content['multipart/form-data'].schema).toBeDefined();
    expect(upload.responses['201']).toBeDefined();
    for (const name of ['ImageVariant', 'CoverImage', 'StudioImage', 'StudioImagePatch', 'StudioImageOrder'])
      expect(doc.components.schemas[name], name).toBeDefined();
    expect(doc.components.schemas.Studio.properties.cover_image).toBeDefined();
    expect(doc.components.schemas.Studio.properties.images).toBeDefined();
  });
});

describe('serving image files', () => {
  it('sends a year of immutable caching and an ETag, and 304 on revalidation', async () => {
    const image = (await detail(studioId)).images[0] as StudioImage;
    const avif = image.variants.find((v) => v.format === 'avif') as { url: string };
    const res = await fetchFile(avif.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}-\d+\.avif"$/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const again = await fetchFile(avif.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await fetchFile('/media/images/0123456789abcdef0123456789abcdef/480.jpg')).statusCode).toBe(404);
    expect((await fetchFile('/media/images/..%2f..%2fetc/passwd')).statusCode).toBe(404);
  });
});

describe('caption and credit: the refusal names the rule', { timeout: 120_000 }, () => {
  it('a caption over 300 characters (upload and PATCH), a credit that is not text (PATCH)', async () => {
    const file = await makeImage({ width: 400, height: 300, format: 'jpeg' });
    const long = await upload(t.app, studioId, admin.headers, file, { caption: 'c'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'validation_failed',
      detail: expect.stringContaining('no more than 300 characters'),
    });
    const made = await upload(t.app, studioId, admin.headers, file, { caption: 'Fine' });
    expect(made.statusCode, made.body).toBe(201);
    const url = `${imagesUrl(studioId)}${made.json().id}/`;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload });
    const tooLong = await patch({ caption: 'c'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toContain('caption: Ensure this field has no more than 300 characters.');
    const number = await patch({ credit: 5 });
    expect(number.statusCode).toBe(400);
    expect(number.json().detail).toContain('credit: Must be text of at most 200 characters, or null.');
    expect((await patch({ caption: null })).statusCode).toBe(200);
  });
});

describe('a malformed multipart upload (issue 35)', () => {
  it('answers 400 upload_malformed, never 500, and stores nothing', async () => {
    const before = (await detail(studioId)).images.length;
    const file = await makeImage({ width: 100, height: 100, format: 'png' });
    const { body, contentType } = multipartBody([
      { name: 'file', value: file, filename: 'a.png', contentType: 'image/png' },
    ]);
    const boundary = contentType.split('boundary=')[1]!;
    for (const payload of [
      // Cut off in the middle of the file, before the closing boundary.
      body.subarray(0, body.length - 200),
      // A part whose header never ends.
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: imagesUrl(studioId),
        headers: { ...admin.headers, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('upload_malformed');
    }
    expect((await detail(studioId)).images).toHaveLength(before);
  });
});
