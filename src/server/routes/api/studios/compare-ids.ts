/** The compare exports' `ids` query (compare-pdf.ts, compare-csv.ts), checked as the POST checks its body. */
import { compareRequestSchema } from '@domain/schemas/compare-schemas';
import { HttpError } from '../../../lib/http/http-error';

/** "1,2,3" -> [1, 2, 3] under the POST's rules; HttpError 400 with a clear message otherwise. */
export function parseCompareIds(value: string | undefined): number[] {
  if (value === undefined || value.trim() === '') {
    throw new HttpError(400, 'ids: Give 2 to 4 comma-separated studio ids, e.g. ids=1,2.');
  }
  const parts = value.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d{1,10}$/.test(part))) {
    throw new HttpError(400, 'ids: Each id must be a positive integer.');
  }
  const parsed = compareRequestSchema.safeParse({ ids: parts.map(Number) });
  if (!parsed.success) {
    throw new HttpError(400, `ids: ${parsed.error.issues[0]?.message ?? 'Invalid ids.'}`);
  }
  return parsed.data.ids;
}
