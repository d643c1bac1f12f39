/**
 * The followed search of the list's address (product.md §17): the address's own list parameters
 * without the sort, the view and the comparison (followed-search.ts normalises the same way on the
 * server), and the Atom feed's address for it.
 */
import { followedSearchOf } from '@domain/followed-search';

export const FEED_PATH = '/api/feeds/studios.atom';

/** The normalised list query of an address's search string ("" for the whole directory). */
export function followedQuery(search: string): string {
  return followedSearchOf(search).followed.key;
}

/** The feed of the address's search, in the reader's language. */
export function feedHref(search: string, locale: string): string {
  const key = followedQuery(search);
  return `${FEED_PATH}?${key ? `${key}&` : ''}lang=${locale}`;
}
