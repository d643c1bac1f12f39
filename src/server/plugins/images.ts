/**
 * Photos and floor plans (issue 18, decision 019), one per app: the processing pool, the storage
 * driver of IMAGE_STORAGE, and the files' one address, GET /media/images/<hash>/<width>.<ext>.
 * A file's address is its content's, so it is sent with a year's immutable caching and a strong ETag
 * (a revalidation gets 304); small files are kept in memory, bounded by size.
 */

import { errorSchema } from '@domain/schemas/studio-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { etagMatches } from '../lib/http/conditional-get';
import { HttpError } from '../lib/http/http-error';
import { ImagePool } from '../services/image-pool';
import { createImageStorage, type ImageStorage, type StoredFile } from '../services/image-storage';

declare module 'fastify' {
  interface FastifyInstance {
    images: {
      pool: ImagePool;
      storage: ImageStorage;
      /** A file by its key (`<hash>/<width>.<ext>`), from memory when kept there; null when none. */
      read(key: string): Promise<StoredFile | null>;
      /** Removes a hash's files from storage and from this process's memory. */
      remove(db: Executor, hash: string): Promise<void>;
    };
  }
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Files kept in memory: at most this many bytes in all, none over a quarter of a megabyte. */
const MEMORY_BYTES = 32 * 1024 * 1024;
const MEMORY_FILE_MAX = 256 * 1024;
const NOT_FOUND = 'No image file matches the given address.';

const mediaParamsSchema = z.object({
  hash: z.string().describe('The content address (32 hex digits)'),
  file: z.string().describe('<width>.<avif|webp|jpg>'),
});

export default fp(
  async (app) => {
    const { storage: driver, workers, queueLimit, nice } = app.config.images;
    const pool = new ImagePool({ size: workers, queueLimit, nice });
    const storage = createImageStorage(driver, app.config.dataDir);
    const memory = new LRUCache<string, StoredFile>({
      maxSize: MEMORY_BYTES,
      sizeCalculation: (file) => Math.max(1, file.bytes.length),
    });
    async function remove(db: Executor, hash: string): Promise<void> {
      await storage.remove(db, hash);
      for (const key of memory.keys()) if (key.startsWith(`${hash}/`)) memory.delete(key);
    }
    async function read(key: string): Promise<StoredFile | null> {
      const kept = memory.get(key);
      if (kept) return kept;
      const found = await storage.get(app.database.db, key);
      if (found && found.bytes.length <= MEMORY_FILE_MAX) memory.set(key, found);
      return found;
    }
    app.metrics.observePool('image', pool);
    app.decorate('images', { pool, storage, read, remove });
    app.addHook('onClose', async () => {
      await pool.close();
    });

    async function serve(
      request: FastifyRequest<{ Params: z.infer<typeof mediaParamsSchema> }>,
      reply: FastifyReply,
    ) {
      const { hash, file } = request.params;
      const key = `${hash}/${file}`;
      const etag = `"${hash}-${file}"`;
      const found = await read(key);
      if (!found) throw new HttpError(404, NOT_FOUND);
      reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
      reply.header('ETag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      reply.header('Content-Type', found.contentType);
      return reply.send(found.bytes);
    }

    app.get(
      '/media/images/:hash/:file',
      {
        schema: {
          tags: ['images'],
          summary: 'One processed image file: a width in one format (content-addressed, cached for a year)',
          description:
            'The addresses come from the variants of cover_image and images. ETag and If-None-Match (304) ' +
            'as for any file; the address changes whenever the content would.',
          params: mediaParamsSchema,
          response: { 404: errorSchema },
        },
        // Already compressed.
        compress: false,
      },
      serve,
    );
  },
  { name: 'images', dependencies: ['metrics'] },
);
