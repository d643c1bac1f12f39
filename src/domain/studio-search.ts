/**
 * The directory's ranked search (product.md §12), on MiniSearch: name, city, country (in English and
 * Russian), services, LED manufacturer and model, camera tracking, engines, pipeline tools and the
 * description; case and accents do not matter, a word of four letters or more may carry one typo,
 * the last word may be unfinished, and every word must match somewhere. A match in the name ranks
 * before any other; then the score (MiniSearch's BM25 with the fields' boosts).
 *
 * This module is not in the directory's first load: the browser imports it
 * (`import('@domain/studio-search')`) when the page is ready and idle, and builds the index in idle
 * slices (studioSearchBuilder; decision 015). Pure: built from an index of studio-filter-matching.ts, it
 * answers by position in that index.
 */
import MiniSearch from 'minisearch';
import type { FilterableStudio } from './studio-facts';
import type { IndexedStudio } from './studio-filter-matching';
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

/**
 * An index of the studios built a slice at a time by the caller's scheduler (the browser builds it
 * in its idle time, so no keystroke waits behind it). `step` indexes studios while `hasTime()` says
 * there is time left, at least one per call, and answers whether every studio is in; `search` is
 * complete once it did. The same answers as buildStudioSearch, however the slices fall.
 */
export interface StudioSearchBuilder {
  step(hasTime: () => boolean): boolean;
  readonly search: StudioSearch;
}

export function studioSearchBuilder<T extends FilterableStudio>(
  index: readonly IndexedStudio<T>[],
): StudioSearchBuilder {
  const engine = new StudioSearchIndex<number>();
  let next = 0;
  return {
    search: engine,
    step(hasTime) {
      do {
        if (next >= index.length) break;
        engine.set(next, index[next]!.studio);
        next += 1;
      } while (hasTime());
      return next >= index.length;
    },
  };
}
