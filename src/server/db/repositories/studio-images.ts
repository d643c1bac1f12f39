/**
 * Writes to a studio's photos and floor plans (issue 18, decision 019), each inside the caller's
 * write transaction with the studio row locked: the new list is set by commitStudioChange() itself
 * (the studio's version, its ETag, moves; every cache learns of it), with its change-log row (action
 * 'image', before and after) in the same statement.
 */
import { IMAGES_PER_STUDIO_MAX, type ImageKind, type ImagePatch } from '@domain/schemas/studio-images';
import type { StoredImage } from '../schema';
import type { WriteContext } from '../write-context';
import type { StudioRow } from './studio-reads';
import { commitStudioChange } from './studio-writes';

/** What the change log keeps of an image: enough to know it again, not its files. */
function logged(image: StoredImage) {
  return {
    id: image.id,
    hash: image.hash,
    kind: image.kind,
    caption: image.caption,
    credit: image.credit,
    cover: image.cover,
  };
}

export class ImageLimitError extends Error {}
export class ImageOrderError extends Error {}

async function commitImages(
  write: WriteContext,
  row: StudioRow,
  images: StoredImage[],
  adminId: number | null,
  field: string,
  before: unknown,
  after: unknown,
  action: 'image' | 'seed' = 'image',
): Promise<void> {
  await commitStudioChange(write, [row.id], {
    set: { images },
    log: [{ adminId, studioId: row.id, action, field, before, after }],
  });
}

/** Appends an image (the first one becomes the cover). Refuses the 41st with ImageLimitError. */
export async function addStudioImage(
  write: WriteContext,
  row: StudioRow,
  image: Omit<StoredImage, 'cover'>,
  adminId: number | null,
  action: 'image' | 'seed' = 'image',
): Promise<StoredImage> {
  if (row.images.length >= IMAGES_PER_STUDIO_MAX) throw new ImageLimitError();
  const added: StoredImage = { ...image, cover: row.images.length === 0 };
  await commitImages(
    write,
    row,
    [...row.images, added],
    adminId,
    `image:${added.id}`,
    null,
    logged(added),
    action,
  );
  return added;
}

export async function patchStudioImage(
  write: WriteContext,
  row: StudioRow,
  imageId: string,
  patch: ImagePatch,
  adminId: number,
): Promise<StoredImage | null> {
  const current = row.images.find((image) => image.id === imageId);
  if (!current) return null;
  const next: StoredImage = {
    ...current,
    ...(patch.caption !== undefined ? { caption: patch.caption } : {}),
    ...(patch.credit !== undefined ? { credit: patch.credit } : {}),
    ...(patch.kind !== undefined ? { kind: patch.kind as ImageKind } : {}),
  };
  if (next.caption === current.caption && next.credit === current.credit && next.kind === current.kind)
    return current;
  const images = row.images.map((image) => (image.id === imageId ? next : image));
  await commitImages(write, row, images, adminId, `image:${imageId}`, logged(current), logged(next));
  return next;
}

/** Puts the images in the order of `ids`, which must name each exactly once (else ImageOrderError). */
export async function reorderStudioImages(
  write: WriteContext,
  row: StudioRow,
  ids: readonly string[],
  adminId: number,
): Promise<StoredImage[]> {
  const byId = new Map(row.images.map((image) => [image.id, image]));
  if (ids.length !== row.images.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
    throw new ImageOrderError();
  const images = ids.map((id) => byId.get(id) as StoredImage);
  const before = row.images.map((image) => image.id);
  if (before.every((id, i) => id === ids[i])) return row.images;
  await commitImages(write, row, images, adminId, 'images:order', before, [...ids]);
  return images;
}

export async function setStudioCover(
  write: WriteContext,
  row: StudioRow,
  imageId: string,
  adminId: number,
): Promise<StoredImage[] | null> {
  if (!row.images.some((image) => image.id === imageId)) return null;
  const before = row.images.find((image) => image.cover)?.id ?? null;
  if (before === imageId) return row.images;
  const images = row.images.map((image) => ({ ...image, cover: image.id === imageId }));
  await commitImages(write, row, images, adminId, 'images:cover', before, imageId);
  return images;
}

/** Removes an image; when it was the cover, the first one left becomes the cover. */
export async function deleteStudioImage(
  write: WriteContext,
  row: StudioRow,
  imageId: string,
  adminId: number,
): Promise<StoredImage | null> {
  const removed = row.images.find((image) => image.id === imageId);
  if (!removed) return null;
  const left = row.images.filter((image) => image.id !== imageId);
  const images =
    removed.cover && left.length > 0 ? left.map((image, i) => ({ ...image, cover: i === 0 })) : left;
  await commitImages(write, row, images, adminId, `image:${imageId}`, logged(removed), null);
  return removed;
}
