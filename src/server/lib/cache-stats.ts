/**
 * Hits and misses of one in-memory cache, counted where the cache decides, for the metrics
 * (plugins/metrics.ts). A plain pair of numbers: a cache counts whether or not anyone reads them.
 */
export class CacheStats {
  hits = 0;
  misses = 0;

  hit(): void {
    this.hits += 1;
  }

  miss(): void {
    this.misses += 1;
  }
}

/** What the metrics read of a cache: its counts and how many entries it holds now. */
export interface ObservableCache {
  readonly stats: CacheStats;
  readonly size: number;
}
