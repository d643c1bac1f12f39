/**
 * The directory's selection on the server (product.md §11; decision 015): the listed studios of the
 * store, selected with the domain's one selection function, selectStudios(). The studios API serves
 * `near`, `sort`, ranges and `q` from here; the bulk export calls select() to write exactly what the
 * list shows.
 *
 * Kept up to date one studio at a time, as the store is: a studio's presented form and facts are
 * worked out again only when its row changed, and the search index (by studio id) re-indexes only the
 * studios that changed since the last search. So an admin writing ten times a second costs each
 * selection a few map look-ups, not a rebuild of the list.
 */
import { EMPTY_RATE_TABLE, type RateTable } from '@domain/exchange-rates';
import type { Studio } from '@domain/schemas/studio-schemas';
import { studioFacts } from '@domain/studio-facts';
import type { IndexedStudio } from '@domain/studio-filter-matching';
import type { StudioListQuery } from '@domain/studio-list-address';
import { type SearchHit, StudioSearchIndex } from '@domain/studio-search';
import { type SelectedStudio, type SelectionSearch, selectStudios } from '@domain/studio-selection';
import type { StudioRow } from '../db/repositories/studio-reads';
import type { StudioStore } from './studio-store';

/** A studio of the directory with its row: the row for serialising, the studio for selecting. */
export interface ListedStudio extends Studio {
  row: StudioRow;
}

interface Entry {
  /** The store revision of the studio this entry was made from. */
  revision: number;
  indexed: IndexedStudio<ListedStudio>;
}

interface Catalog {
  revision: number;
  structure: number;
  index: IndexedStudio<ListedStudio>[];
  positions: Map<number, number>;
}

export class StudioSelection {
  private readonly entries = new Map<number, Entry>();
  private readonly catalogs = new Map<boolean, Catalog>();
  private readonly searchIndex = new StudioSearchIndex<number>();
  /** The store revision of each studio as the search index holds it. */
  private readonly searched = new Map<number, number>();

  constructor(
    private readonly store: StudioStore,
    private readonly present: (row: StudioRow) => Studio,
  ) {}

  /** The studios the directory lists for this viewer that match the query, sorted, with distances. */
  async select(
    query: Pick<StudioListQuery, 'filters' | 'sort' | 'dayRate'>,
    includeHidden: boolean,
    rates: RateTable = EMPTY_RATE_TABLE,
  ): Promise<SelectedStudio<ListedStudio>[]> {
    await this.store.ready();
    const catalog = this.catalog(includeHidden);
    const searching = query.filters.search.trim() !== '';
    return selectStudios(catalog.index, query, searching ? this.searchOver(catalog) : null, rates);
  }

  private entry(id: number): IndexedStudio<ListedStudio> {
    const revision = this.store.revisionOf(id);
    const cached = this.entries.get(id);
    if (cached && cached.revision === revision) return cached.indexed;
    const row = this.store.row(id)!;
    const studio: ListedStudio = { ...this.present(row), row };
    const indexed = { studio, facts: studioFacts(studio) };
    this.entries.set(id, { revision, indexed });
    return indexed;
  }

  private catalog(includeHidden: boolean): Catalog {
    const cached = this.catalogs.get(includeHidden);
    const { revision, structure } = this.store;
    if (cached && cached.revision === revision && cached.structure === structure) return cached;
    // The store lists studios in directory order (name, then id), which the selection keeps for ties.
    const ids = this.store.listedIds(includeHidden);
    const index = ids.map((id) => this.entry(id));
    const positions = new Map(ids.map((id, position) => [id, position]));
    const catalog: Catalog = { revision, structure, index, positions };
    this.catalogs.set(includeHidden, catalog);
    if (includeHidden) this.forgetRemoved(new Set(ids));
    return catalog;
  }

  /** Studios no longer in the store leave the caches (seen when the full list is read). */
  private forgetRemoved(present: Set<number>): void {
    for (const id of this.entries.keys()) if (!present.has(id)) this.entries.delete(id);
    for (const id of [...this.searched.keys()])
      if (!present.has(id)) {
        this.searched.delete(id);
        this.searchIndex.delete(id);
      }
  }

  /** The search over a catalog: the index brought up to date for its studios, answers by position. */
  private searchOver(catalog: Catalog): SelectionSearch {
    for (const [id] of catalog.positions) {
      const revision = this.store.revisionOf(id);
      if (this.searched.get(id) === revision) continue;
      this.searchIndex.set(id, this.entry(id).studio);
      this.searched.set(id, revision);
    }
    return {
      search: (text: string) => {
        const byPosition = new Map<number, SearchHit>();
        for (const [id, hit] of this.searchIndex.search(text)) {
          const position = catalog.positions.get(id);
          if (position !== undefined) byPosition.set(position, hit);
        }
        return byPosition;
      },
    };
  }
}
