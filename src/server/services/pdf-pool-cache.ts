/**
 * Compare PDFs by content, in memory: the same studios (at the same versions), ids, language, pins
 * and footer URL on the same day give the same document, so it is rendered once. Each studio's
 * version is bumped by every write to it or its parameters, so an edit makes a new key and the old
 * document simply ages out. The day is part of the key because the PDF prints it. Bounded by count
 * and by bytes; concurrent requests for one key share one render; a failed render is not kept.
 */
import { LRUCache } from 'lru-cache';
import { CacheStats } from '../lib/cache-stats';
import type { ComparePdfInput } from './compare-pdf';
import type { PdfPool } from './pdf-pool';

const MAX_ENTRIES = 200;
const MAX_BYTES = 32 * 1024 * 1024;

export interface ComparePdfKey {
  /** The studio ids in column order, each with its version. */
  studios: readonly { id: number; version: number }[];
  locale: string;
  pins: readonly string[];
  differencesOnly: boolean;
  pageUrl: string;
  generatedAt: Date;
  /** The reader's currency and the rates day rates were converted with (product.md §18). */
  money?: string;
}

export function comparePdfCacheKey(key: ComparePdfKey): string {
  return JSON.stringify([
    key.studios.map((s) => `${s.id}@${s.version}`),
    key.locale,
    key.pins,
    key.differencesOnly,
    key.pageUrl,
    key.generatedAt.toISOString().slice(0, 10),
    key.money ?? '',
  ]);
}

export class ComparePdfCache {
  private readonly cache: LRUCache<string, Buffer, ComparePdfInput>;
  readonly stats = new CacheStats();

  constructor(private readonly pool: PdfPool) {
    this.cache = new LRUCache<string, Buffer, ComparePdfInput>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      sizeCalculation: (pdf) => pdf.length,
      fetchMethod: (_key, _stale, { context }) => this.pool.render(context),
    });
  }

  /** The PDF for `key`, rendered from `input` when it is not cached. Throws PdfBusyError when full. */
  async get(key: ComparePdfKey, input: ComparePdfInput): Promise<Buffer> {
    const cacheKey = comparePdfCacheKey(key);
    // A render in progress for the same key is shared (lru-cache's fetch): counted as a hit.
    if (this.cache.has(cacheKey)) this.stats.hit();
    else this.stats.miss();
    const pdf = await this.cache.fetch(cacheKey, { context: input });
    if (!pdf) throw new Error('compare PDF render gave nothing');
    return pdf;
  }

  clear(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }
}
