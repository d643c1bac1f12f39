/** Parsing path and query values as Django REST Framework does, with its messages. */
import { HttpError } from './http-error';

export const NOT_FOUND_STUDIO = 'No Studio matches the given query.';

/** A studio id from the path: a positive integer within int4, else 404 (as DRF answers a bad pk). */
export function parseStudioId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw new HttpError(404, NOT_FOUND_STUDIO);
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw new HttpError(404, NOT_FOUND_STUDIO);
  return id;
}

/** The page number: absent means 1; anything but a positive integer is "Invalid page." (404). */
export function parsePage(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new HttpError(404, 'Invalid page.');
  return Number(raw);
}

/** page_size: a positive integer clamped to max; anything else falls back to the default (DRF). */
export function parsePageSize(raw: string | undefined, defaultSize: number, max: number): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) return defaultSize;
  return Math.min(Number(raw), max);
}
