/**
 * A studio's photos and floor plans (issue 18, product.md §15, decision 019): upload (multipart, one
 * file a request, answered once processed), caption/credit/kind, order, cover, delete. Admins, and a
 * studio's owners for their own studio (403 owner_scope otherwise); CSRF as every write. Every change
 * goes through the write path (the studio's version and the data version move, caches refresh) with
 * its change-log row. Nothing is stored when an upload is refused.
 */
import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@domain/error-codes';
import { NOT_FOUND_STUDIO, studioIdParamsSchema } from '@domain/schemas/path-params';
import {
  IMAGE_MAX_ASPECT,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_UPLOADS_PER_ACCOUNT,
  IMAGES_PER_STUDIO_MAX,
  type ImageUploadFields,
  imageIdParam,
  imageOrderSchema,
  imagePatchSchema,
  imageUploadBodySchema,
  imageUploadFieldsSchema,
  NOT_FOUND_IMAGE,
  studioImageListSchema,
  studioImageSchema,
} from '@domain/schemas/studio-images';
import { errorSchema } from '@domain/schemas/studio-schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lockStudio } from '../../../db/repositories/studio-edits';
import {
  addStudioImage,
  deleteStudioImage,
  ImageOrderError,
  patchStudioImage,
  reorderStudioImages,
  setStudioCover,
} from '../../../db/repositories/studio-images';
import type { StudioRow } from '../../../db/repositories/studio-reads';
import type { StoredImage } from '../../../db/schema';
import type { WriteContext } from '../../../db/write-context';
import { accountId, requireStudioEditor } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { InFlightLimit } from '../../../lib/http/in-flight-limit';
import { presentStudioImage, presentStudioImages } from '../../../presenters/image-presenter';
import { ImageBusyError } from '../../../services/image-pool';
import { checkImage, type ProcessedImage, refusalOf } from '../../../services/image-processing';
import { hashInUse } from '../../../services/image-storage';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

/** Seconds a client is told to wait when every image processor is busy. */
const BUSY_RETRY_AFTER_S = 5;
const MB = 1024 * 1024;

const imageParamsSchema = studioIdParamsSchema.extend({ imageId: imageIdParam });

const REFUSALS: Record<string, { status: number; detail: string }> = {
  image_type_unsupported: {
    status: 415,
    detail: 'The file is not a JPEG, PNG, WebP, AVIF or HEIC image (judged by its content, not its name).',
  },
  image_unreadable: {
    status: 422,
    detail: 'The image cannot be decoded: the file is damaged or incomplete.',
  },
  image_too_many_pixels: {
    status: 422,
    detail: `The image has more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
  },
  image_dimensions_unsupported: {
    status: 422,
    detail:
      `A side of the image is over ${IMAGE_MAX_SIDE.toLocaleString('en')} pixels, or its long side over ` +
      `${IMAGE_MAX_ASPECT} times its short side: no photo or floor plan has that shape.`,
  },
};

function refuse(code: ErrorCode, status?: number, detail?: string): never {
  const known = REFUSALS[code];
  throw new HttpError(status ?? known?.status ?? 400, detail ?? known?.detail ?? code, { code });
}

/** The upload's one file and its text fields, read from the multipart body (a file over 25 MB: 413). */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fields: ImageUploadFields }> {
  if (!request.isMultipart())
    refuse('unsupported_media_type', 415, 'Send multipart/form-data with the image in the field "file".');
  const raw: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      refuse('image_too_large', 413, `The image file is over ${IMAGE_MAX_BYTES / MB} MB.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      refuse('bad_request', 400, 'Send one image a request, in the field "file".');
    // Anything else the parser throws is the body's fault (cut off, a part header that never ends, no
    // boundary): the sender's mistake, answered as such, never a 500 (issue 35).
    request.log.info({ err: error }, 'malformed multipart upload');
    refuse(
      'upload_malformed',
      400,
      'The upload is not a well-formed multipart/form-data body (cut off, or a part is broken): send it again.',
    );
  }
  if (!bytes || bytes.length === 0)
    refuse('image_missing', 400, 'The upload holds no file in the field "file".');
  const parsed = imageUploadFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'body');
      fields[field] = [...(fields[field] ?? []), issue.message];
    }
    const [field, messages] = Object.entries(fields)[0] ?? ['body', ['Invalid input.']];
    throw new HttpError(400, `${field}: ${messages[0]}`, { code: 'validation_failed', fields });
  }
  return { bytes, fields: parsed.data };
}

async function processUpload(
  app: FastifyInstance,
  bytes: Buffer,
): Promise<ProcessedImage & { format: string }> {
  const check = await checkImage(bytes);
  if (!check.ok) refuse(check.code);
  try {
    return { ...(await app.images.pool.process(bytes)), format: check.format };
  } catch (error) {
    if (error instanceof ImageBusyError) {
      throw new HttpError(
        503,
        'Every image processor is busy: try again in a few seconds.',
        { code: 'image_busy' },
        { 'Retry-After': String(BUSY_RETRY_AFTER_S) },
      );
    }
    // A HEIC file libheif cannot read, or whose decoded size is over the limit, is the file's fault.
    const refusal = refusalOf(error);
    if (refusal) refuse(refusal);
    app.log.warn({ err: error }, 'image processing failed');
    refuse('image_unreadable');
  }
}

/** Locks the studio and runs an image change in one write transaction. */
function writeImages<T>(
  app: FastifyInstance,
  id: number,
  change: (write: WriteContext, row: StudioRow) => Promise<T>,
): Promise<{ result: T; row: StudioRow }> {
  return app.write(async (tx, write) => {
    const row = await lockStudio(tx, id);
    if (!row) throw new HttpError(404, NOT_FOUND_STUDIO);
    const result = await change(write, row);
    const after = (await lockStudio(tx, id)) ?? row;
    return { result, row: after };
  });
}

function limitReached(): never {
  refuse(
    'image_limit_reached',
    409,
    `The studio has ${IMAGES_PER_STUDIO_MAX} images already: delete one before adding another.`,
  );
}

const studioImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes take multipart bodies; the parts are read and limited in readUpload().
  await app.register(multipart, { throwFileSizeLimit: true });

  const base = '/studios/studios-enhanced/:id/images/';
  // One account's uploads in progress at once (the web app sends two at a time): the processors and
  // their queue stay shared among accounts.
  const uploadsInFlight = new InFlightLimit(IMAGE_UPLOADS_PER_ACCOUNT);

  app.post(
    base,
    {
      onRequest: requireStudioEditor,
      // The body is read as multipart parts in the handler; its schema is for the OpenAPI document.
      validatorCompiler: (req) =>
        req.httpPart === 'body'
          ? () => ({ value: undefined })
          : validatorCompiler(req as unknown as Parameters<typeof validatorCompiler>[0]),
      schema: {
        tags: ['images'],
        summary: "Upload one photo or floor plan (admins; an owner: their own studio's)",
        description:
          'multipart/form-data: the image in `file` (JPEG, PNG, WebP, AVIF or HEIC, recognised by its bytes; ' +
          `at most ${IMAGE_MAX_BYTES / MB} MB and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels, no side over ` +
          `${IMAGE_MAX_SIDE} px and the long side at most ${IMAGE_MAX_ASPECT} times the short one: ` +
          '422 image_dimensions_unsupported), optional kind ' +
          "('photo' or 'floor_plan'), caption and credit. Answered once processed (orientation applied, " +
          'metadata removed, every width in AVIF, WebP and JPEG). The first image becomes the cover. ' +
          `At most ${IMAGES_PER_STUDIO_MAX} a studio (409 image_limit_reached), and ${IMAGE_UPLOADS_PER_ACCOUNT} ` +
          'uploads of one account in progress at once (429 rate_limited with Retry-After). 503 image_busy with ' +
          'Retry-After when every processor is busy. Nothing is stored on any refusal.',
        consumes: ['multipart/form-data'],
        params: studioIdParamsSchema,
        body: imageUploadBodySchema,
        response: { 201: studioImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const editor = accountId(request);
      if (!uploadsInFlight.enter(editor)) {
        throw new HttpError(
          429,
          `This account has ${IMAGE_UPLOADS_PER_ACCOUNT} uploads in progress already: send the next when one is done.`,
          { code: 'rate_limited' },
          { 'Retry-After': String(BUSY_RETRY_AFTER_S) },
        );
      }
      try {
        return await uploadOne(request, reply, request.params.id, editor);
      } finally {
        uploadsInFlight.leave(editor);
      }
    },
  );

  /** One upload: read, checked, processed, stored and added to the studio (the route's handler). */
  async function uploadOne(request: FastifyRequest, reply: FastifyReply, id: number, editor: number) {
    const known = await app.readCache.studio(id, true);
    if (!known) throw new HttpError(404, NOT_FOUND_STUDIO);
    const { bytes, fields } = await readUpload(request);
    if (known.images.length >= IMAGES_PER_STUDIO_MAX) limitReached();
    const processed = await processUpload(app, bytes);
    const { storage } = app.images;
    let stored = false;
    try {
      const { result, row } = await writeImages(app, id, async (write, current) => {
        if (current.images.length >= IMAGES_PER_STUDIO_MAX) limitReached();
        await storage.put(write.tx, processed.hash, processed.files);
        stored = true;
        const image: Omit<StoredImage, 'cover'> = {
          id: randomUUID(),
          hash: processed.hash,
          kind: fields.kind ?? 'photo',
          caption: fields.caption ?? null,
          credit: fields.credit ?? null,
          width: processed.width,
          height: processed.height,
          widths: processed.widths,
          placeholder: processed.placeholder,
          bytes: bytes.length,
          format: processed.format,
          created_at: new Date().toISOString(),
        };
        return addStudioImage(write, current, image, editor);
      });
      const position = row.images.findIndex((image) => image.id === result.id);
      return reply.status(201).send(presentStudioImage(result, position, row.name));
    } catch (error) {
      // Files written outside the transaction (the files driver) go again unless another image uses them.
      if (stored && storage.driver === 'files' && !(await hashInUse(app.database.db, processed.hash)))
        await app.images.remove(app.database.db, processed.hash);
      throw error;
    }
  }

  app.patch(
    `${base}:imageId/`,
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['images'],
        summary: "Change an image's caption, credit or kind (admins; an owner: their own studio's)",
        description: 'Any of caption, credit and kind; "" or null clears caption and credit.',
        params: imageParamsSchema,
        body: imagePatchSchema,
        response: { 200: studioImageSchema, ...errors },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const editor = accountId(request);
      const { result, row } = await writeImages(app, id, (write, current) =>
        patchStudioImage(write, current, imageId, request.body, editor),
      );
      if (!result) throw new HttpError(404, NOT_FOUND_IMAGE);
      const position = row.images.findIndex((image) => image.id === imageId);
      return presentStudioImage(result, position, row.name);
    },
  );

  app.put(
    `${base}order/`,
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['images'],
        summary: "Put a studio's images in a new order (admins; an owner: their own studio's)",
        description:
          'ids names every image of the studio exactly once (400 image_order_mismatch otherwise). ' +
          'Answers every image in the new order.',
        params: studioIdParamsSchema,
        body: imageOrderSchema,
        response: { 200: studioImageListSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const editor = accountId(request);
      try {
        const { row } = await writeImages(app, id, (write, current) =>
          reorderStudioImages(write, current, request.body.ids, editor),
        );
        return presentStudioImages(row.images, row.name);
      } catch (error) {
        if (error instanceof ImageOrderError)
          refuse('image_order_mismatch', 400, 'ids must name every image of the studio exactly once.');
        throw error;
      }
    },
  );

  app.post(
    `${base}:imageId/cover/`,
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['images'],
        summary: "Make an image the studio's cover (admins; an owner: their own studio's)",
        description: 'Answers every image, the new cover marked is_cover.',
        params: imageParamsSchema,
        response: { 200: studioImageListSchema, ...errors },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const editor = accountId(request);
      const { result, row } = await writeImages(app, id, (write, current) =>
        setStudioCover(write, current, imageId, editor),
      );
      if (!result) throw new HttpError(404, NOT_FOUND_IMAGE);
      return presentStudioImages(row.images, row.name);
    },
  );

  app.delete(
    `${base}:imageId/`,
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['images'],
        summary: "Delete an image (admins; an owner: their own studio's)",
        description:
          'The files go too unless another image has the same content. When it was the cover, the first ' +
          'image left becomes the cover.',
        params: imageParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const editor = accountId(request);
      const { storage } = app.images;
      const { result } = await writeImages(app, id, async (write, current) => {
        const { tx } = write;
        const removed = await deleteStudioImage(write, current, imageId, editor);
        // The database driver removes in the same transaction, which sees this studio's new list.
        if (removed && storage.driver === 'database' && !(await hashInUse(tx, removed.hash)))
          await app.images.remove(tx, removed.hash);
        return removed;
      });
      if (!result) throw new HttpError(404, NOT_FOUND_IMAGE);
      if (storage.driver === 'files' && !(await hashInUse(app.database.db, result.hash)))
        await app.images.remove(app.database.db, result.hash);
      return reply.status(204).send(null);
    },
  );
};

export default studioImageRoutes;
