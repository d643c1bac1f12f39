/**
 * The list page's state lives in the address (search text, filters, compare selection), so a
 * filtered view can be shared and Back/Forward restore it. Filter changes push a history entry;
 * the search box writes with replace, a moment after typing stops, so keystrokes neither flood
 * the history nor the browser's history rate limits.
 *
 * A change shows at once from local state; the address follows when the browser is idle, after
 * the new list has been painted (history.pushState and the router's own render stay off the path
 * from a click to its result).
 */

import { type DayRateQuery, NO_DAY_RATE_QUERY } from '@domain/day-rate-query';
import type { StudioFilters } from '@domain/studio-filters';
import {
  type ListView,
  parseStudioListQuery,
  type StudioListQuery,
  serializeStudioListQuery,
} from '@domain/studio-list-address';
import type { SortSpec } from '@domain/studio-sort';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '@/shared/hooks/use-app-navigate';
import { whenIdle } from '@/shared/lib/when-idle';

export const SEARCH_WRITE_DELAY_MS = 300;

export interface StudioListUrlState {
  /** The filters (search text as in the address); the same object while they do not change. */
  filters: StudioFilters;
  compare: number[];
  /** The sort named in the address; null: the default (see effectiveSort). */
  sort: SortSpec | null;
  /** The grid or the map (`view=map` in the address). */
  view: ListView;
  /** The reader's currency and day-rate budget as the address names them (day-rate-query.ts); null: none. */
  dayRate: DayRateQuery | null;
  /** The search box's text, ahead of the address while typing. */
  searchText: string;
  setSearchText(text: string): void;
  /** New filters, as one step in the history (the typed search text included). */
  setFilters(filters: StudioFilters): void;
  /** A new compare selection (no new history entry). */
  setCompare(ids: number[]): void;
  /** A new sort, as one step in the history (null: back to the default). */
  setSort(sort: SortSpec | null): void;
  /** Switches between the grid and the map, as one step in the history. */
  setView(view: ListView): void;
  /**
   * A day-rate budget in `currency` (null: none; the currency stays), as one step in the history with
   * whatever else changes in the same moment (the sheet's filters, 'Clear all').
   */
  setBudget(budget: { max: number; includeUnknown: boolean } | null, currency: string | null): void;
  /** The reader's currency (`currency=`), as one step in the history; the budget stays. */
  setCurrency(currency: string): void;
}

interface QueuedNavigation {
  search: string;
  replace: boolean;
}

export function useStudioListUrlState(): StudioListUrlState {
  const location = useLocation();
  const navigate = useAppNavigate();

  // The address's state, kept as the same object while its meaning does not change.
  const stable = useRef<{ key: string; query: StudioListQuery } | null>(null);
  const fromAddress = useMemo(() => {
    const query = parseStudioListQuery(location.search);
    const key = serializeStudioListQuery(query);
    if (stable.current?.key === key) return stable.current.query;
    stable.current = { key, query };
    return query;
  }, [location.search]);

  const [searchText, setSearchTextState] = useState(fromAddress.filters.search);
  // What we wrote and the router has not shown yet.
  const [optimistic, setOptimistic] = useState<StudioListQuery | null>(null);
  const shown = optimistic ?? fromAddress;

  // The latest values, for callbacks that must stay stable (cards are memoised on them).
  const latest = useRef({ locationSearch: location.search, shown, searchText });
  latest.current = { locationSearch: location.search, shown, searchText };
  /** Addresses written and not yet shown by the router, oldest first. */
  const pending = useRef<string[]>([]);
  const queue = useRef<QueuedNavigation[]>([]);
  const cancelFlush = useRef<(() => void) | null>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelSearchWrite = useCallback(() => {
    if (searchTimer.current !== null) clearTimeout(searchTimer.current);
    searchTimer.current = null;
  }, []);

  /** Navigates once for everything queued since the last frame: a push if any of it was one. */
  const flush = useCallback(() => {
    cancelFlush.current = null;
    const queued = queue.current;
    queue.current = [];
    const last = queued.at(-1);
    if (!last) return;
    navigate({ search: last.search }, { replace: queued.every((q) => q.replace), preventScrollReset: true });
  }, [navigate]);

  const write = useCallback(
    (next: StudioListQuery, replace: boolean) => {
      const base = pending.current.at(-1) ?? latest.current.locationSearch;
      const search = serializeStudioListQuery(next, base);
      if (search === base) return;
      pending.current.push(search);
      // When the router shows this address, its state is this very object (no recomputing).
      stable.current = { key: serializeStudioListQuery(next), query: next };
      latest.current.shown = next;
      setOptimistic(next);
      queue.current.push({ search, replace });
      cancelFlush.current ??= whenIdle(flush, 300, 50);
    },
    [flush],
  );

  useEffect(
    () => () => {
      cancelSearchWrite();
      cancelFlush.current?.();
    },
    [cancelSearchWrite],
  );

  // The first run has nothing to bring: the state was just read from this address, and resetting
  // the search text here would undo words typed into the server's page before hydration.
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const index = pending.current.indexOf(location.search);
    if (index >= 0) {
      // Our write arrived; once the last one has, the address speaks for itself again.
      pending.current.splice(0, index + 1);
      if (pending.current.length === 0) setOptimistic(null);
      return;
    }
    // A navigation we did not make (Back/Forward, a link to the list) brings its own state.
    pending.current = [];
    queue.current = [];
    cancelSearchWrite();
    setOptimistic(null);
    setSearchTextState(fromAddress.filters.search);
  }, [location.search, fromAddress, cancelSearchWrite]);

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      latest.current.searchText = text;
      cancelSearchWrite();
      searchTimer.current = setTimeout(() => {
        searchTimer.current = null;
        const { shown: current } = latest.current;
        write({ ...current, filters: { ...current.filters, search: text } }, true);
      }, SEARCH_WRITE_DELAY_MS);
    },
    [cancelSearchWrite, write],
  );

  const setFilters = useCallback(
    (filters: StudioFilters) => {
      cancelSearchWrite();
      if (filters.search !== latest.current.searchText) {
        setSearchTextState(filters.search);
        latest.current.searchText = filters.search;
      }
      // The sort and the view stay when the filters change.
      write({ ...latest.current.shown, filters }, false);
    },
    [cancelSearchWrite, write],
  );

  const setCompare = useCallback(
    (ids: number[]) => {
      const { shown: current, searchText: text } = latest.current;
      cancelSearchWrite();
      write({ ...current, filters: { ...current.filters, search: text }, compare: ids }, true);
    },
    [cancelSearchWrite, write],
  );

  const setSort = useCallback(
    (sort: SortSpec | null) => {
      const { shown: current, searchText: text } = latest.current;
      cancelSearchWrite();
      write({ ...current, filters: { ...current.filters, search: text }, sort }, false);
    },
    [cancelSearchWrite, write],
  );

  const setView = useCallback(
    (view: ListView) => {
      const { shown: current, searchText: text } = latest.current;
      cancelSearchWrite();
      write({ ...current, filters: { ...current.filters, search: text }, view }, false);
    },
    [cancelSearchWrite, write],
  );

  const setBudget = useCallback(
    (budget: { max: number; includeUnknown: boolean } | null, currency: string | null) => {
      const { shown: current, searchText: text } = latest.current;
      cancelSearchWrite();
      const keptCurrency = budget ? currency : (current.dayRate?.currency ?? null);
      const dayRate: DayRateQuery | undefined =
        budget || keptCurrency
          ? {
              currency: keptCurrency,
              max: budget?.max ?? null,
              includeUnknown: budget?.includeUnknown ?? false,
            }
          : undefined;
      const { dayRate: _dropped, ...rest } = current;
      write(
        { ...rest, filters: { ...current.filters, search: text }, ...(dayRate ? { dayRate } : {}) },
        false,
      );
    },
    [cancelSearchWrite, write],
  );

  const setCurrency = useCallback(
    (currency: string) => {
      const { shown: current, searchText: text } = latest.current;
      cancelSearchWrite();
      const dayRate = { ...(current.dayRate ?? NO_DAY_RATE_QUERY), currency };
      write({ ...current, filters: { ...current.filters, search: text }, dayRate }, false);
    },
    [cancelSearchWrite, write],
  );

  return {
    filters: shown.filters,
    dayRate: shown.dayRate ?? null,
    compare: shown.compare,
    sort: shown.sort ?? null,
    view: shown.view ?? 'grid',
    searchText,
    setSearchText,
    setFilters,
    setCompare,
    setSort,
    setView,
    setBudget,
    setCurrency,
  };
}
