/**
 * A small read-through cache whose entries are valid for one version of what they were read from
 * (here a studio's row version): a newer version retires the entry. Concurrent misses share one
 * load; a failed load is not kept.
 */
import { CacheStats } from '../lib/cache-stats';

export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: number; value: Promise<T> }>();
  readonly stats = new CacheStats();

  constructor(private readonly maxEntries = 2000) {}

  get(key: string, version: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Refresh its place in the least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.stats.hit();
      return hit.value;
    }
    this.stats.miss();
    const value = load();
    const entry = { version, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
