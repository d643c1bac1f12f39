/**
 * A followed search (product.md §17): any list address (its filters, search, place and radius, ranges)
 * as one normalised query. The sort, the view, the page and the comparison are not part of what is
 * followed; the search text is trimmed, its spaces collapsed and lowercased (the search ignores case),
 * so the same search written two ways is one key: the feed's cache and the digest evaluate it once.
 */
import {
  parseStudioListQuery,
  parseStudioListQueryStrict,
  type QueryIssue,
  type StudioListQuery,
  serializeStudioListQuery,
} from './studio-list-address';

/** A followed search: the key it is stored and grouped by, and the query it stands for. */
export interface FollowedSearch {
  /** The normalised list query without "?" ("" follows the whole directory). */
  key: string;
  query: Pick<StudioListQuery, 'filters'>;
}

function normalised(query: StudioListQuery): FollowedSearch {
  const filters = {
    ...query.filters,
    search: query.filters.search.trim().replace(/\s+/g, ' ').toLowerCase(),
  };
  const key = serializeStudioListQuery({ filters, compare: [], sort: null, view: 'grid' }).replace(/^\?/, '');
  return { key, query: { filters } };
}

/** The API's strict reading: the followed search, or the parameters it refuses. */
export function followedSearchOf(search: string): { followed: FollowedSearch; issues: QueryIssue[] } {
  const { query, issues } = parseStudioListQueryStrict(search);
  return { followed: normalised(query), issues };
}

/** A stored key read back (keys are written by followedSearchOf, so they read cleanly). */
export function followedSearchFromKey(key: string): FollowedSearch {
  return normalised(parseStudioListQuery(key));
}
