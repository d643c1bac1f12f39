/**
 * The list's sort orders (product.md §11). `key` sorts ascending, `-key` descending; a studio without
 * the value (no coordinates, no stated width...) sorts after every studio that has it, in both
 * directions; ties keep the directory order (name, then id).
 *
 * relevance: best match first (name matches before any other field, then the search score);
 * name: A to Z; distance: nearest first; the numbers: smallest first (pixel_pitch ascending is the
 * finest first; the web offers -wall_width as "largest first"); updated: oldest first, -updated the
 * most recently updated first.
 */

export const SORT_KEYS = [
  'relevance',
  'name',
  'distance',
  'wall_width',
  'wall_area',
  'pixel_pitch',
  'ceiling_height',
  'updated',
  'day_rate',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SortSpec {
  key: SortKey;
  descending: boolean;
}

export function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

/** "-wall_width" -> {key: 'wall_width', descending: true}; null when it names no sort. */
export function parseSort(text: string): SortSpec | null {
  const trimmed = text.trim();
  const descending = trimmed.startsWith('-');
  const key = descending ? trimmed.slice(1) : trimmed;
  return isSortKey(key) ? { key, descending } : null;
}

export function formatSort(sort: SortSpec): string {
  return `${sort.descending ? '-' : ''}${sort.key}`;
}

/** What a sort reads of one selected studio. */
export interface SortValues {
  /** Position in the directory order (name, then id): the tie-breaker and the name sort. */
  position: number;
  distanceKm: number | null;
  /** Relevance tier (0: the name matched) and score; null when not searching. */
  relevance: { tier: number; score: number } | null;
  wall_width: number | null;
  wall_area: number | null;
  pixel_pitch: number | null;
  ceiling_height: number | null;
  /** updated_at in ms; null when unknown. */
  updated: number | null;
  /** The shooting-day rate in the reader's currency (day-rate-query.ts); null: none or not convertible. */
  day_rate?: number | null;
}

function numeric(values: SortValues, key: Exclude<SortKey, 'name' | 'relevance'>): number | null {
  return key === 'distance' ? values.distanceKm : (values[key] ?? null);
}

/** The comparator of a sort: known values in the chosen direction, unknown after them, then the directory order. */
export function sortComparator(sort: SortSpec): (a: SortValues, b: SortValues) => number {
  const sign = sort.descending ? -1 : 1;
  const byPosition = (a: SortValues, b: SortValues) => a.position - b.position;
  if (sort.key === 'name') return (a, b) => sign * byPosition(a, b);
  if (sort.key === 'relevance') {
    return (a, b) => {
      if (a.relevance === null || b.relevance === null) {
        if (a.relevance !== b.relevance) return a.relevance === null ? 1 : -1;
        return byPosition(a, b);
      }
      const order = a.relevance.tier - b.relevance.tier || b.relevance.score - a.relevance.score;
      return sign * order || byPosition(a, b);
    };
  }
  const key = sort.key;
  return (a, b) => {
    const x = numeric(a, key);
    const y = numeric(b, key);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return byPosition(a, b);
    }
    return sign * (x - y) || byPosition(a, b);
  };
}
