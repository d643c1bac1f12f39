/**
 * Parsing the list's query values as Django REST Framework does, with its messages. Path ids are
 * schemas (src/domain/schemas/path-params.ts).
 */
import { HttpError } from './http-error';

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
