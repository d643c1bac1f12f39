/**
 * Rendered pages for visitors (decision 011), kept per (URL, language, origin) for one data version:
 * a write bumps the version (db/data-version.ts, the list cache's invalidation, across processes
 * too), which retires every page rendered before it. Concurrent misses share one render; a failed
 * render, or a page rendered while part of its data could not be read, is not kept; memory is
 * bounded by size (least recently used pages go first).
 *
 * A retired page's state stays answerable by its digest for a minute: a reader's browser asks for a
 * large state right after the page arrived, and a write in between (an admin at work) would
 * otherwise make it fetch the whole page's data again (and log a failed request).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { CacheStats } from '../lib/cache-stats';
import { jsonForScript } from '@domain/json-for-script';
import { partedJson } from '@domain/parted-json';
import { EncodedBody } from '../lib/http/encoded-body';

export interface CachedPage {
  head: string;
  html: string;
  /** The page state as JSON safe inside <script> (and valid JSON on its own), serialised once. */
  stateJson: string;
  /** A digest of stateJson: the page's state URL names it, so that URL's answer never changes. */
  stateHash: string;
  /** A digest of everything rendered (head, html, state): the shared style nonce is made from it. */
  contentHash: string;
  /**
   * The state as the state URL's answer (parted JSON: the same value, read a part per task by the
   * browser), kept with its compressed forms (2.5 MB for the list of 1,000 studios).
   */
  stateBody: EncodedBody;
  /** The renderer found the page's subject missing (a comparison naming an unknown studio). */
  notFound: boolean;
  /** Every query the page read was answered: a page with a failed one is served but not kept. */
  complete: boolean;
}

/**
 * Studios per part of a page state's parted JSON: about 70 KB, a few milliseconds to read on a slow
 * phone. (The demo's 42 studios are read in parts too, so the browser tests read parted states.)
 */
const STATE_PART_ITEMS = 25;

/** A rendering as the cache keeps it: the state serialised once, not at every answer. */
export function cachedPage(rendered: {
  head: string;
  html: string;
  state: unknown;
  notFound?: boolean;
  complete?: boolean;
}): CachedPage {
  const stateJson = jsonForScript(rendered.state);
  const stateHash = createHash('sha256').update(stateJson).digest('base64url').slice(0, 22);
  // The same value as parted JSON, which the browser reads a part per task (domain/parted-json.ts).
  const stateBody = new EncodedBody(
    `"${stateHash}"`,
    Buffer.from(partedJson(rendered.state, STATE_PART_ITEMS)),
  );
  const notFound = rendered.notFound === true;
  const complete = rendered.complete !== false;
  const contentHash = createHash('sha256')
    .update(`${rendered.head.length}:${rendered.head}${rendered.html.length}:${rendered.html}${stateJson}`)
    .digest('base64url');
  return {
    head: rendered.head,
    html: rendered.html,
    stateJson,
    stateHash,
    contentHash,
    stateBody,
    notFound,
    complete,
  };
}

interface Entry {
  version: number;
  page: CachedPage;
}

/** How long a retired page's state is still answered: the time a slow phone takes to ask for it. */
export const RETIRED_STATE_MS = 60_000;

export class PageHtmlCache {
  private readonly pages: LRUCache<string, Entry>;
  readonly stats = new CacheStats();
  private readonly rendering = new Map<string, { version: number; page: Promise<CachedPage> }>();
  /** The states of pages retired by a newer version, by page key and digest. */
  private readonly retired: LRUCache<string, EncodedBody>;

  constructor(
    maxBytes = 64 * 1024 * 1024,
    retiredBytes = 32 * 1024 * 1024,
    /** The clock retired states age by (a test's own). */
    clock: { now(): number } = performance,
  ) {
    this.retired = new LRUCache<string, EncodedBody>({
      maxSize: retiredBytes,
      ttl: RETIRED_STATE_MS,
      // Their age is read when asked for, to the millisecond (no timer of the cache's own).
      ttlResolution: 0,
      perf: clock,
      sizeCalculation: (body) => Math.max(1, body.identity.length),
    });
    this.pages = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) =>
        Math.max(
          1,
          entry.page.head.length +
            entry.page.html.length +
            entry.page.stateJson.length +
            entry.page.stateBody.identity.length,
        ),
    });
  }

  /** The page of `key` rendered at `version`, rendering it with `render` when there is none. */
  async get(key: string, version: number, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const kept = this.pages.get(key);
    if (kept && kept.version === version) {
      this.stats.hit();
      return kept.page;
    }
    this.stats.miss();
    if (kept && kept.version < version)
      this.retired.set(`${key} ${kept.page.stateHash}`, kept.page.stateBody);
    const pending = this.rendering.get(key);
    if (pending && pending.version === version) return pending.page;
    const page = render();
    const entry = { version, page };
    this.rendering.set(key, entry);
    try {
      const done = await page;
      // A later version may have been stored meanwhile: versions only move forward. A page whose
      // data could not all be read (a brief failure of the API) would stay until the next write:
      // it is served to those who asked for it, and the next reader's request renders it again.
      const current = this.pages.get(key);
      if (done.complete && (!current || current.version <= version))
        this.pages.set(key, { version, page: done });
      return done;
    } finally {
      if (this.rendering.get(key) === entry) this.rendering.delete(key);
    }
  }

  /** The state named by `hash` of a page of `key` retired less than RETIRED_STATE_MS ago, if kept. */
  retiredState(key: string, hash: string): EncodedBody | undefined {
    return this.retired.get(`${key} ${hash}`);
  }

  get size(): number {
    return this.pages.size;
  }
}
