/**
 * The studio list, served from memory: each page is assembled from the studios' serialised
 * fragments (services/studio-store.ts), and compressed (gzip, brotli) the first time a client asks
 * for that encoding (lib/http/encoded-body.ts); then every request is a lookup. A page is rebuilt
 * only when one of its studios changed or the listed set or order did, so an admin editing one
 * studio retires one page, not all.
 */
import { createHash } from 'node:crypto';
import type { Studio } from '@domain/schemas/studio-schemas';
import { LRUCache } from 'lru-cache';
import type { StudioRow } from '../db/repositories/studio-reads';
import { CacheStats } from '../lib/cache-stats';
import { EncodedBody } from '../lib/http/encoded-body';
import type { StudioStore } from './studio-store';

export type ListShape = 'directory' | 'full';

export interface PageRequest {
  shape: ListShape;
  includeHidden: boolean;
  page: number;
  pageSize: number;
  /** Absolute URL of the list endpoint, for next and previous (as Django REST Framework gives them). */
  endpointUrl: string;
}

export type StudioSerialiser = (row: StudioRow) => Studio;

interface CachedPage {
  /** The store's structure (listed set and order) the page was built for. */
  structure: number;
  /** The store revision it was built at: stale once one of its studios changed after it. */
  builtAt: number;
  ids: readonly number[];
  page: EncodedBody;
}

export class StudioListCache {
  private readonly pages: LRUCache<string, CachedPage>;
  readonly stats = new CacheStats();

  constructor(
    private readonly store: StudioStore,
    private readonly serialisers: Record<ListShape, StudioSerialiser>,
    maxPages = 256,
  ) {
    this.pages = new LRUCache({ max: maxPages });
  }

  /** The encoded page, or null when the page number is past the last page. */
  async page(request: PageRequest): Promise<EncodedBody | null> {
    await this.store.ready();
    const all = this.store.listedIds(request.includeHidden);
    const lastPage = Math.max(1, Math.ceil(all.length / request.pageSize));
    if (request.page > lastPage) return null;
    const key = [
      request.shape,
      request.includeHidden,
      request.page,
      request.pageSize,
      request.endpointUrl,
    ].join('|');
    const cached = this.pages.get(key);
    if (
      cached &&
      cached.structure === this.store.structure &&
      cached.ids.every((id) => this.store.revisionOf(id) <= cached.builtAt)
    ) {
      this.stats.hit();
      return cached.page;
    }
    this.stats.miss();
    const start = (request.page - 1) * request.pageSize;
    const ids = all.slice(start, start + request.pageSize);
    const page = this.build(request, all.length, lastPage, ids);
    this.pages.set(key, { structure: this.store.structure, builtAt: this.store.revision, ids, page });
    return page;
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  private build(request: PageRequest, count: number, lastPage: number, ids: readonly number[]): EncodedBody {
    const link = (page: number) => `${request.endpointUrl}?page=${page}&page_size=${request.pageSize}`;
    const serialise = this.serialisers[request.shape];
    const results = ids.map((id) => this.store.fragment(id, request.shape, serialise)).join(',');
    // Byte for byte what JSON.stringify({count, next, previous, results}) gives.
    const body =
      `{"count":${count},"next":${JSON.stringify(request.page < lastPage ? link(request.page + 1) : null)},` +
      `"previous":${JSON.stringify(request.page > 1 ? link(request.page - 1) : null)},"results":[${results}]}`;
    const identity = Buffer.from(body);
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    return new EncodedBody(etag, identity);
  }
}
