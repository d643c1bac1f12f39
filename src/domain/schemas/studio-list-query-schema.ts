/**
 * The studio list's query parameters as the OpenAPI document shows them (product.md §11). They are
 * read by studio-list-address.ts's parser, the one copy of their rules, which the web's address bar uses
 * too; this schema only documents them (every value is a string).
 */
import { z } from 'zod';
import { MAX_RADIUS_KM } from '../geo';
import { CHOICE_VALUES } from '../image-chain-choices';
import { RANGE_DEFINITIONS, RANGE_KEYS } from '../studio-ranges';
import { SORT_KEYS } from '../studio-sort';
import { pageQuerySchema } from './studio-schemas';

const text = (description: string) => z.string().optional().describe(description);

const rangeParameters = Object.fromEntries(
  RANGE_KEYS.map((key) => [
    key,
    text(
      `Range of ${key.replace('_', ' ')} in ${RANGE_DEFINITIONS[key].unit}: min..max, either side may be left out ` +
        '(8..20, 8.., ..20); only studios that state the value, unless named in with_unknown',
    ),
  ]),
);

export const studioListQuerySchema = pageQuerySchema.extend({
  q: text(
    'Search: name, city, country (English and Russian), services, LED manufacturer and model, camera ' +
      'tracking, engines, pipeline tools, description; ranked, one typo tolerated',
  ),
  country: text('Countries, comma-separated: ISO codes (DE) or names'),
  city: text('Cities, comma-separated (a comma inside a name is written \\,)'),
  service: text('Service types, comma-separated'),
  gs3: text('3DGS: yes, not-yet, unknown'),
  gs4: text('4DGS: yes, not-yet, unknown'),
  width: text('LED wall width bands: small, medium, large, xl'),
  height: text('LED wall height bands: low, standard, high, very-high'),
  ceiling: text('LED ceiling: yes, no, unknown'),
  floor: text('LED floor: yes, no, unknown'),
  movable: text('Movable panels: yes, no, unknown'),
  near: text('<latitude>,<longitude> (WGS84): each result carries distance_km from here'),
  radius_km: text(`With near: only studios within this many km (at most ${MAX_RADIUS_KM})`),
  bounds: text('<south>,<west>,<north>,<east>: only studios inside (west > east crosses the antimeridian)'),
  ...rangeParameters,
  processor: text(
    `LED processor, any of (comma-separated): ${CHOICE_VALUES.processor.join(', ')} (other: a stated processor ` +
      'of another maker); studios not stating one only with with_unknown=processor',
  ),
  primaries: text(
    `Colour primaries, any of (comma-separated): ${CHOICE_VALUES.primaries.join(', ')}; studios not stating ` +
      'them only with with_unknown=primaries',
  ),
  hdr: text(
    'HDR / PQ input: yes or no; studios not stating it (never read as no) only with with_unknown=hdr',
  ),
  genlock: text(
    'Genlock: yes or no; studios not stating it (never read as no) only with with_unknown=genlock',
  ),
  with_unknown: text(
    'Comma-separated: the ranges, processor, primaries, hdr, genlock or day_rate that keep studios not stating the value',
  ),
  verified: text(
    '12m: only studios verified in the last 12 months (a value set or confirmed within 365 days; verified_at)',
  ),
  currency: text(
    "The reader's currency (ISO 4217, EUR when missing): rate_max and sort=day_rate read shooting-day rates converted into it",
  ),
  rate_max: text(
    'Budget: only studios whose shooting-day rate, converted, is at most this; studios without a rate only with with_unknown=day_rate',
  ),
  free_from: text(
    'YYYY-MM-DD: only studios free from this day (with free_to, to that day; both included): a calendar ' +
      'updated within 30 days with nothing booked or on hold overlapping. A stale or absent calendar is never free',
  ),
  free_to: text('YYYY-MM-DD, with free_from: the last day asked for (at most 366 days after free_from)'),
  sort: text(
    `${SORT_KEYS.join(', ')}; -key for descending. Unknown values sort last either way. Default: ` +
      'relevance with q, else distance with near, else name',
  ),
});
