/**
 * The directory's ranked search (product.md §12), on MiniSearch: name, city, country (in English and
 * Russian), services, LED manufacturer and model, camera tracking, engines, pipeline tools and the
 * description; case and accents do not matter, a word of four letters or more may carry one typo,
 * the last word may be unfinished, and every word must match somewhere. A match in the name ranks
 * before any other; then the score (MiniSearch's BM25 with the fields' boosts).
 *
 * This module and its index load on demand: the browser imports it on the first search
 * (`import('@domain/studio-search')`), so the directory's first load does not carry it. Pure: built
 * from an index of studio-filters.ts, it answers by position in that index.
 */
import MiniSearch from 'minisearch';
import type { FilterableStudio, IndexedStudio } from './studio-filters';
import {
  foldTerm,
  SEARCH_BOOSTS,
  SEARCH_FIELDS,
  type SearchField,
  type SearchFieldValues,
  type SearchMatch,
  searchFieldValues,
  searchTokens,
  valueHasTerm,
} from './studio-search-fields';

export interface SearchHit {
  /** 0 when the name matched, else 1: name matches rank first. */
  readonly tier: number;
  readonly score: number;
  /** The matched fields with the value that matched, most telling field first (worked out when read). */
  readonly matches: SearchMatch[];
}

/** A hit whose matched values are looked up only when asked (a page shows 100 of thousands of hits). */
class LazyHit implements SearchHit {
  private found: SearchMatch[] | null = null;

  constructor(
    readonly tier: number,
    readonly score: number,
    private readonly fields: SearchFieldValues,
    private readonly match: Record<string, string[]>,
  ) {}

  get matches(): SearchMatch[] {
    this.found ??= matchesOf(this.fields, this.match);
    return this.found;
  }
}

/** A search over one index. `search` answers by position in that index (a Map, so it is a SearchMembership). */
export interface StudioSearch {
  search(text: string): Map<number, SearchHit>;
}

interface SearchDocument {
  id: number;
  fields: SearchFieldValues;
}

/** Words shorter than this must be typed exactly (a typo in 'xr' would match everything). */
const FUZZY_MIN_LENGTH = 4;

function buildEngine(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: [...SEARCH_FIELDS],
    idField: 'id',
    extractField: (document, field) =>
      field === 'id' ? document.id : (document.fields[field as SearchField] ?? []).join(' \n '),
    tokenize: searchTokens,
    processTerm: foldTerm,
    searchOptions: {
      boost: { ...SEARCH_BOOSTS },
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 1 : false),
      combineWith: 'AND',
    },
  });
}

/** The matched value of each matched field, in the fields' order. */
function matchesOf(fields: SearchFieldValues, match: Record<string, string[]>): SearchMatch[] {
  const byField = new Map<SearchField, string>();
  for (const [term, matchedFields] of Object.entries(match)) {
    for (const field of matchedFields as SearchField[]) {
      if (byField.has(field)) continue;
      const value = fields[field]?.find((candidate) => valueHasTerm(candidate, term));
      if (value !== undefined) byField.set(field, value);
    }
  }
  return SEARCH_FIELDS.filter((field) => byField.has(field)).map((field) => ({
    field,
    value: byField.get(field)!,
  }));
}

/** Whether any term matched in the name (no array made per result: thousands of results per keystroke). */
function nameMatched(match: Record<string, string[]>): boolean {
  for (const term in match) if (match[term]!.includes('name')) return true;
  return false;
}

/**
 * A search index kept up to date one studio at a time, by a key of the caller's (the server keys
 * studios by id, so a write re-indexes one studio instead of the list). Answers by key.
 */
export class StudioSearchIndex<K extends string | number> {
  private readonly engine = buildEngine();
  private readonly documents = new Map<number, SearchDocument>();
  private readonly ids = new Map<K, number>();
  private readonly keys = new Map<number, K>();
  private nextId = 0;

  /** Adds the studio, replacing what was indexed under this key. */
  set(key: K, studio: FilterableStudio): void {
    this.delete(key);
    const document: SearchDocument = { id: this.nextId++, fields: searchFieldValues(studio) };
    this.engine.add(document);
    this.documents.set(document.id, document);
    this.ids.set(key, document.id);
    this.keys.set(document.id, key);
  }

  /**
   * Adds many studios a chunk at a time, yielding to the event loop between chunks, so indexing
   * thousands of studios in the browser never blocks input for long (no long task).
   */
  async setAllInSteps(entries: Iterable<readonly [K, FilterableStudio]>, chunkSize = 100): Promise<void> {
    let count = 0;
    for (const [key, studio] of entries) {
      this.set(key, studio);
      if (++count % chunkSize === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  delete(key: K): void {
    const id = this.ids.get(key);
    if (id === undefined) return;
    this.engine.discard(id);
    this.documents.delete(id);
    this.ids.delete(key);
    this.keys.delete(id);
  }

  search(text: string): Map<K, SearchHit> {
    const hits = new Map<K, SearchHit>();
    if (searchTokens(text).length === 0) return hits;
    for (const result of this.engine.search(text)) {
      const id = result.id as number;
      const key = this.keys.get(id);
      const document = this.documents.get(id);
      if (key === undefined || !document) continue;
      hits.set(
        key,
        new LazyHit(nameMatched(result.match) ? 0 : 1, result.score, document.fields, result.match),
      );
    }
    return hits;
  }
}

/** Indexes the studios of an index, keyed by position (a thousand in tens of milliseconds). */
export function buildStudioSearch<T extends FilterableStudio>(
  index: readonly IndexedStudio<T>[],
): StudioSearch {
  const engine = new StudioSearchIndex<number>();
  for (const [position, entry] of index.entries()) engine.set(position, entry.studio);
  return engine;
}

/** buildStudioSearch a chunk at a time (for the browser, when it is idle). */
export async function buildStudioSearchInSteps<T extends FilterableStudio>(
  index: readonly IndexedStudio<T>[],
  chunkSize = 100,
): Promise<StudioSearch> {
  const engine = new StudioSearchIndex<number>();
  await engine.setAllInSteps(
    index.map((entry, position) => [position, entry.studio] as const),
    chunkSize,
  );
  return engine;
}
