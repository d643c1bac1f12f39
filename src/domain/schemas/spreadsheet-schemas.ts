/** The spreadsheet downloads' query strings (product.md §13): the studio list's export and the comparison's CSV. */
import { z } from 'zod';
import { QUERY_KEYS, SEARCH_QUERY_KEY } from '../studio-list-address';

const langSchema = z
  .enum(['en', 'ru'], { error: 'lang must be en or ru.' })
  .optional()
  .describe("The file's language (headers, Yes/No, statuses); default: Accept-Language, else en");

const FILTER_DESCRIPTIONS: Record<string, string> = {
  [SEARCH_QUERY_KEY]: 'Search: part of the name, city or country',
  [QUERY_KEYS.countries]: 'Countries, comma-separated (a comma inside a name is written \\,)',
  [QUERY_KEYS.cities]: 'Cities, comma-separated',
  [QUERY_KEYS.services]: 'Service types, comma-separated',
  [QUERY_KEYS.gs3]: '3DGS location scanning: yes, not-yet, unknown',
  [QUERY_KEYS.gs4]: '4DGS actor scanning: yes, not-yet, unknown',
  [QUERY_KEYS.widths]: 'LED wall width bands: small, medium, large, xl',
  [QUERY_KEYS.heights]: 'LED wall height bands: low, standard, high, very-high',
  [QUERY_KEYS.ceiling]: 'LED ceiling: yes, no, unknown',
  [QUERY_KEYS.floor]: 'LED floor: yes, no, unknown',
  [QUERY_KEYS.movable]: 'Movable panels: yes, no, unknown',
};

export const studioExportQuerySchema = z.looseObject({
  format: z
    .enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx.' })
    .default('csv')
    .describe('csv (UTF-8 with BOM, RFC 4180) or xlsx'),
  lang: langSchema,
  ids: z
    .string()
    .optional()
    .describe(
      'A shortlist (product.md §16): comma-separated studio ids, at most 100; exactly these studios, in this order (those the list does not show are left out)',
    ),
  ...Object.fromEntries(
    Object.entries(FILTER_DESCRIPTIONS).map(([key, description]) => [
      key,
      z.string().optional().describe(description),
    ]),
  ),
});

export const compareCsvQuerySchema = z.object({
  ids: z.string().optional().describe('Comma-separated studio ids: 2 to 4 distinct positive integers'),
  lang: langSchema,
  currency: z
    .string()
    .optional()
    .describe(
      "The reader's currency (ISO 4217, EUR when missing): day rates in the studio's currency and, converted into this one, as estimates with the rates' date",
    ),
  pin: z.string().optional().describe('Comma-separated row ids to list first, e.g. led.pixel_pitch'),
  diff: z
    .enum(['1', '0'])
    .optional()
    .describe("1: only the rows whose values differ ('Show differences only')"),
});
