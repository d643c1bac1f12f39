/**
 * The studio list, served from memory: each page is serialised once per data version and shape,
 * and compressed (gzip, brotli) the first time a client asks for that encoding; then every request
 * is a lookup. A write anywhere bumps the data version (see db/data-version.ts), which retires every
 * entry built before it, so compressing lazily keeps rebuilds cheap while an admin is writing.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Studio } from '../../domain/schemas/studio-schemas';
import type { Encoding } from '../lib/conditional-get';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type ListShape = 'directory' | 'full';

/** A page's body, with each compressed form made once, on first demand. */
export class EncodedPage {
  private readonly compressed = new Map<'gzip' | 'br', Promise<Buffer>>();

  constructor(
    readonly version: number,
    readonly etag: string,
    readonly identity: Buffer,
  ) {}

  body(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.identity);
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'gzip'
          ? gzip(this.identity, { level: 6 })
          : brotli(this.identity, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            });
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

export interface PageRequest {
  version: number;
  shape: ListShape;
  includeHidden: boolean;
  page: number;
  pageSize: number;
  /** Absolute URL of the list endpoint, for next and previous (as Django REST Framework gives them). */
  endpointUrl: string;
}

export type StudioLoader = (shape: ListShape, includeHidden: boolean) => Promise<Studio[]>;

interface Versioned<T> {
  version: number;
  value: Promise<T>;
}

/** A Map that forgets its least recently used entries past a size. */
class LruMap<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
  clear(): void {
    this.map.clear();
  }
}

export class StudioListCache {
  private readonly studioSets = new Map<string, Versioned<Studio[]>>();
  private readonly pages: LruMap<string, Versioned<EncodedPage | null>>;

  constructor(
    private readonly load: StudioLoader,
    maxPages = 256,
  ) {
    this.pages = new LruMap(maxPages);
  }

  /** The encoded page, or null when the page number is past the last page. */
  async page(request: PageRequest): Promise<EncodedPage | null> {
    const key = [
      request.shape,
      request.includeHidden,
      request.page,
      request.pageSize,
      request.endpointUrl,
    ].join('|');
    const cached = this.pages.get(key);
    if (cached && cached.version === request.version) return cached.value;
    const value = this.buildPage(request);
    // A failed build must not stay cached.
    value.catch(() => {
      if (this.pages.get(key)?.value === value) this.pages.set(key, { version: -1, value });
    });
    this.pages.set(key, { version: request.version, value });
    return value;
  }

  clear(): void {
    this.pages.clear();
    this.studioSets.clear();
  }

  private studios(shape: ListShape, includeHidden: boolean, version: number): Promise<Studio[]> {
    const key = `${shape}|${includeHidden}`;
    const cached = this.studioSets.get(key);
    if (cached && cached.version === version) return cached.value;
    const value = this.load(shape, includeHidden);
    value.catch(() => {
      if (this.studioSets.get(key)?.value === value) this.studioSets.delete(key);
    });
    this.studioSets.set(key, { version, value });
    return value;
  }

  private async buildPage(request: PageRequest): Promise<EncodedPage | null> {
    const all = await this.studios(request.shape, request.includeHidden, request.version);
    const lastPage = Math.max(1, Math.ceil(all.length / request.pageSize));
    if (request.page > lastPage) return null;
    const start = (request.page - 1) * request.pageSize;
    const link = (page: number) => `${request.endpointUrl}?page=${page}&page_size=${request.pageSize}`;
    const body = JSON.stringify({
      count: all.length,
      next: request.page < lastPage ? link(request.page + 1) : null,
      previous: request.page > 1 ? link(request.page - 1) : null,
      results: all.slice(start, start + request.pageSize),
    });
    const identity = Buffer.from(body);
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    return new EncodedPage(request.version, etag, identity);
  }
}
