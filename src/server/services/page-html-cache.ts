/**
 * Rendered pages for visitors (decision 011), kept per (URL, language, origin) while nothing they show
 * has changed. Each page is kept with a mark of the data it was rendered from (the data version and
 * the studio store's revision, taken before rendering) and its scope (page-scope.ts: the studios it
 * read, or everything). A page of some studios is retired when the studio store takes a change to one
 * of them (a write in this process, or another's through NOTIFY: the same signal the list pages
 * retire by) or reloads everything (a change of unknown scope, a lost notification), and after
 * SCOPED_PAGE_MAX_AGE_MS (what it shows also ages without a write: a value's stale mark). Any other
 * page is retired by every write, as before. Concurrent misses share one render; a failed render, or
 * a page rendered while part of its data could not be read, is not kept; memory is bounded by size
 * (least recently used pages go first).
 *
 * A retired page's state stays answerable by its digest for a minute: a reader's browser asks for a
 * large state right after the page arrived, and a write in between (an admin at work) would
 * otherwise make it fetch the whole page's data again (and log a failed request).
 */
import { createHash } from 'node:crypto';
import { jsonForScript } from '@domain/json-for-script';
import { partedJson } from '@domain/parted-json';
import { LRUCache } from 'lru-cache';
import { CacheStats } from '../lib/cache-stats';
import { EncodedBody } from '../lib/http/encoded-body';
import { type PageRead, type PageScope, pageScope } from './page-scope';

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
  /** What the page shows, as far as its retirement goes (from the API reads its rendering made). */
  scope: PageScope;
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
  /** The API reads the rendering made (absent: unknown, so the page shows everything). */
  reads?: readonly PageRead[];
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
    scope: rendered.reads ? pageScope(rendered.reads) : null,
  };
}

/** The data a page was rendered from: a mark taken before rendering it. */
export interface PageMark {
  /** The data version (every write bumps it, in any process). */
  version: number;
  /** The studio store's revision (bumped by every change the store takes, its full reloads too). */
  revision: number;
}

/** Where the cache reads what changed: the data version and the studio store (page-freshness.ts). */
export interface PageFreshness {
  /** The mark of the data a page rendered now would show. */
  mark(): Promise<PageMark>;
  /** Whether none of `studios` changed (or was reloaded) after the store's revision `revision`. */
  studiosUnchangedSince(studios: readonly number[], revision: number): boolean;
}

interface Entry {
  mark: PageMark;
  /** When it was kept, by the cache's clock. */
  keptAt: number;
  page: CachedPage;
}

/** How long a retired page's state is still answered: the time a slow phone takes to ask for it. */
export const RETIRED_STATE_MS = 60_000;

/**
 * The longest a page of some studios is kept: what it shows changes with time as well as with writes
 * (a value verified longer ago than the stale limit gets its stale mark with no write at all).
 */
export const SCOPED_PAGE_MAX_AGE_MS = 60 * 60_000;

export interface PageHtmlCacheOptions {
  maxBytes?: number;
  retiredBytes?: number;
  /** The clock retired states and kept pages age by (a test's own). */
  clock?: { now(): number };
}

const sameMark = (a: PageMark, b: PageMark) => a.version === b.version && a.revision === b.revision;

export class PageHtmlCache {
  private readonly pages: LRUCache<string, Entry>;
  readonly stats = new CacheStats();
  private readonly rendering = new Map<string, { mark: PageMark; page: Promise<CachedPage> }>();
  /** The states of pages retired by a newer version, by page key and digest. */
  private readonly retired: LRUCache<string, EncodedBody>;
  private readonly clock: { now(): number };

  constructor(
    private readonly freshness: PageFreshness,
    {
      maxBytes = 64 * 1024 * 1024,
      retiredBytes = 32 * 1024 * 1024,
      clock = performance,
    }: PageHtmlCacheOptions = {},
  ) {
    this.clock = clock;
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

  /** Whether the kept page still shows what a page rendered at `now` would. */
  private isCurrent(entry: Entry, now: PageMark): boolean {
    const { scope } = entry.page;
    if (scope === null) return sameMark(entry.mark, now);
    return (
      this.clock.now() - entry.keptAt < SCOPED_PAGE_MAX_AGE_MS &&
      this.freshness.studiosUnchangedSince(scope.studios, entry.mark.revision)
    );
  }

  /** The page of `key`, rendering it with `render` when none kept is current. */
  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const now = await this.freshness.mark();
    const kept = this.pages.get(key);
    if (kept && this.isCurrent(kept, now)) {
      this.stats.hit();
      return kept.page;
    }
    this.stats.miss();
    if (kept) {
      this.pages.delete(key);
      this.retired.set(`${key} ${kept.page.stateHash}`, kept.page.stateBody);
    }
    const pending = this.rendering.get(key);
    if (pending && sameMark(pending.mark, now)) return pending.page;
    const page = render();
    const entry = { mark: now, page };
    this.rendering.set(key, entry);
    try {
      const done = await page;
      // A page rendered from newer data may have been kept meanwhile: marks only move forward. A
      // page whose data could not all be read (a brief failure of the API) would stay until the next
      // write: it is served to those who asked for it, and the next reader's request renders it again.
      const current = this.pages.get(key);
      const newer =
        current !== undefined && (current.mark.version > now.version || current.mark.revision > now.revision);
      if (done.complete && !newer) this.pages.set(key, { mark: now, keptAt: this.clock.now(), page: done });
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
