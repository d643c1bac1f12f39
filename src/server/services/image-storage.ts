/**
 * Where processed image files live (issue 18, decision 019), behind one interface with two drivers
 * chosen by IMAGE_STORAGE:
 *  - files: under DATA_DIR/images/<hash>/<width>.<ext> (the embedded default). Each file is written
 *    beside its name and renamed, so a reader never sees half a file.
 *  - database: the image_files table (bytea), so every server process on the same PostgreSQL serves
 *    every image and the database's backup holds them. Written in the upload's own transaction.
 * Files are content-addressed and never change: a key is written once and read for ever, and removed
 * only when no studio's image names its hash any more.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { imageFiles, studios } from '../db/schema';

export type ImageStorageDriver = 'files' | 'database';

export interface StoredFile {
  contentType: string;
  bytes: Buffer;
}

export interface ImageStorage {
  readonly driver: ImageStorageDriver;
  /** Stores an image's files under `<hash>/<name>`; `tx` is the upload's write transaction. */
  put(
    tx: Executor,
    hash: string,
    files: readonly { name: string; contentType: string; bytes: Uint8Array }[],
  ): Promise<void>;
  get(db: Executor, key: string): Promise<StoredFile | null>;
  /** Removes every file of a hash; `tx` is the deleting write's transaction. */
  remove(tx: Executor, hash: string): Promise<void>;
}

const CONTENT_TYPE_OF_EXT: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** A key as media URLs name it: 32 hex digits, a slash, a width and a known extension. */
export const IMAGE_KEY = /^[0-9a-f]{32}\/\d{1,5}\.(avif|webp|jpg)$/;

export class FileImageStorage implements ImageStorage {
  readonly driver = 'files' as const;

  constructor(readonly root: string) {}

  async put(
    _tx: Executor,
    hash: string,
    files: readonly { name: string; contentType: string; bytes: Uint8Array }[],
  ): Promise<void> {
    const folder = path.join(this.root, hash);
    await mkdir(folder, { recursive: true });
    for (const file of files) {
      const target = path.join(folder, file.name);
      const partial = `${target}.partial-${process.pid}-${Math.random().toString(36).slice(2)}`;
      await writeFile(partial, file.bytes);
      await rename(partial, target);
    }
  }

  async get(_db: Executor, key: string): Promise<StoredFile | null> {
    if (!IMAGE_KEY.test(key)) return null;
    try {
      const bytes = await readFile(path.join(this.root, key));
      return {
        bytes,
        contentType: CONTENT_TYPE_OF_EXT[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(_tx: Executor, hash: string): Promise<void> {
    if (!/^[0-9a-f]{32}$/.test(hash)) return;
    await rm(path.join(this.root, hash), { recursive: true, force: true });
  }
}

export class DatabaseImageStorage implements ImageStorage {
  readonly driver = 'database' as const;

  async put(
    tx: Executor,
    hash: string,
    files: readonly { name: string; contentType: string; bytes: Uint8Array }[],
  ): Promise<void> {
    if (files.length === 0) return;
    await tx
      .insert(imageFiles)
      .values(
        files.map((file) => ({
          key: `${hash}/${file.name}`,
          contentType: file.contentType,
          bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
        })),
      )
      .onConflictDoNothing();
  }

  async get(db: Executor, key: string): Promise<StoredFile | null> {
    if (!IMAGE_KEY.test(key)) return null;
    const rows = await db
      .select({ contentType: imageFiles.contentType, bytes: imageFiles.bytes })
      .from(imageFiles)
      .where(eq(imageFiles.key, key));
    return rows[0] ?? null;
  }

  async remove(tx: Executor, hash: string): Promise<void> {
    if (!/^[0-9a-f]{32}$/.test(hash)) return;
    await tx.delete(imageFiles).where(like(imageFiles.key, `${hash}/%`));
  }
}

/** True when some studio's images name this hash (the seed and identical uploads share files). */
export async function hashInUse(db: Executor, hash: string): Promise<boolean> {
  const rows = await db
    .select({ id: studios.id })
    .from(studios)
    .where(sql`${studios.images} @> ${JSON.stringify([{ hash }])}::jsonb`)
    .limit(1);
  return rows.length > 0;
}

export function createImageStorage(driver: ImageStorageDriver, dataDir: string): ImageStorage {
  return driver === 'database'
    ? new DatabaseImageStorage()
    : new FileImageStorage(path.join(dataDir, 'images'));
}
