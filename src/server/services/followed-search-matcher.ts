/**
 * Which of a few studios a followed search matches now (product.md §17): the changed studios of a
 * digest run or of a feed, indexed once (their facts and, when some search has text, a search index
 * of just them), then each distinct search evaluated over that small index with the list's own
 * matching (studio-filter-matching.ts). Whether a studio matches the ranked search depends on its own
 * words only, so a search over the changed studios answers as the list would for them.
 */

import { followedSearchFromKey } from '@domain/followed-search';
import type { Studio } from '@domain/schemas/studio-schemas';
import { filterPositions, type IndexedStudio, indexStudios } from '@domain/studio-filter-matching';
import { buildStudioSearch, type StudioSearch } from '@domain/studio-search';
import { isPublicStatus } from '@domain/studio-status';
import type { StudioRow } from '../db/repositories/studio-reads';

export interface StudioSource {
  row(id: number): StudioRow | undefined;
}

export class ChangedStudiosMatcher {
  readonly index: IndexedStudio<Studio>[];
  private search: StudioSearch | null = null;
  private readonly byId = new Map<number, Studio>();

  /** The listed (public) studios among `ids`, as the list presents them. */
  constructor(source: StudioSource, ids: Iterable<number>, present: (row: StudioRow) => Studio) {
    const studios: Studio[] = [];
    for (const id of ids) {
      const row = source.row(id);
      if (row && isPublicStatus(row.status)) studios.push(present(row));
    }
    this.index = indexStudios(studios);
    for (const studio of studios) this.byId.set(studio.id, studio);
  }

  /** The ids of the indexed studios the search of `key` matches. */
  matching(key: string): Set<number> {
    const { filters } = followedSearchFromKey(key).query;
    let hits: ReadonlyMap<number, unknown> | null = null;
    if (filters.search !== '') {
      this.search ??= buildStudioSearch(this.index);
      hits = this.search.search(filters.search);
    }
    const positions = filterPositions(this.index, filters, hits);
    return new Set(positions.map((p) => this.index[p]!.studio.id));
  }

  studio(id: number): Studio | undefined {
    return this.byId.get(id);
  }
}
