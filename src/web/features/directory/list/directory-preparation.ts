/**
 * The list's index and first view, worked out before the server's page hydrates (issue 15, decision
 * 011 "First paint"). The list reads every studio's facts (its index), the option tables, the
 * selection and the option counts of the address; in one render that was the page's longest task
 * after the first paint (about 170 ms on the 4×-slowed phone profile, 1,000 studios). Here the same
 * work runs in slices of a few milliseconds, each a task of its own, while the server's HTML is on
 * screen; the list then hydrates with nothing left to compute, and its first render equals the
 * server's as before. The studios route awaits prepareForHydration when its code loads (routes.tsx,
 * studios-route.tsx), and the app loads the page's code before hydrating, so it hydrates after it.
 *
 * Elsewhere (a page rendered in the browser, new data, other filters) the list computes what it
 * needs in its render, as before; directoryIndex keeps one index per list of studios, so coming back
 * to the list does not index it again.
 */
import { countryName } from '@domain/countries';
import type { DayRateQuery } from '@domain/day-rate-query';
import { EMPTY_RATE_TABLE, type RateTable, rateTableOf } from '@domain/exchange-rates';
import { formatShortDate } from '@domain/format-date';
import type { ExchangeRates } from '@domain/schemas/day-rate-schemas';
import { studioFacts } from '@domain/studio-facts';
import { type IndexedStudio, indexStudios } from '@domain/studio-filter-matching';
import { type FilterOptions, filterOptions, prepareOptionTables } from '@domain/studio-filter-options';
import type { StudioFilters } from '@domain/studio-filters';
import { parseStudioListQuery } from '@domain/studio-list-address';
import { type SelectedStudio, selectStudios } from '@domain/studio-selection';
import type { SortSpec } from '@domain/studio-sort';
import { formatNumber, type ValueLocale } from '@domain/value-format';
import { WEB_BASE_PATH } from '@domain/web-routes';
import type { DirectoryStudio, StudioDirectory } from '@/shared/api/studio-directory';
import { studioKeys } from '@/shared/api/studio-keys';
import { exchangeRateKeys } from '@/shared/currency/exchange-rates-query';
import { nextTask } from '@/shared/lib/next-task';
import { loadPageState } from '@/shared/ssr/page-state';

/** The longest slice of indexing (the last studio may run over): a quarter of a long task at 4×. */
const SLICE_MS = 6;

type Index = IndexedStudio<DirectoryStudio>[];

const WARM_DATE = '2026-01-01T00:00:00.000Z';

/** The languages of the country names in a studio's facts (studioFacts' haystack). */
const FACT_LOCALES: readonly ValueLocale[] = ['en', 'ru'];

const indexes = new WeakMap<readonly DirectoryStudio[], Index>();

/** The index of a list of studios: the prepared one, else built now (and kept while the list lives). */
export function directoryIndex(studios: readonly DirectoryStudio[]): Index {
  let index = indexes.get(studios);
  if (!index) {
    index = indexStudios(studios);
    indexes.set(studios, index);
  }
  return index;
}

/** The selection and option counts of one address, worked out ahead of the render that shows them. */
export interface PreparedView {
  matches: SelectedStudio<DirectoryStudio>[];
  options: FilterOptions;
}

const views = new WeakMap<Index, PreparedView & { key: string; rates: RateTable }>();

function viewKey(filters: StudioFilters, sort: SortSpec | null, dayRate: DayRateQuery | null): string {
  return JSON.stringify([filters, sort, dayRate]);
}

/**
 * The prepared view of an index for these filters and sort (without the ranked search's answer), or
 * null: the render computes it.
 */
export function preparedView(
  index: Index,
  filters: StudioFilters,
  sort: SortSpec | null,
  dayRate: DayRateQuery | null = null,
  rates: RateTable = EMPTY_RATE_TABLE,
): PreparedView | null {
  const view = views.get(index);
  // Day rates are converted with the table the page was rendered with (product.md §18).
  const sameRates = view?.rates.ratesOf === rates.ratesOf && view?.rates.perEur.size === rates.perEur.size;
  return view?.key === viewKey(filters, sort, dayRate) && sameRates ? view : null;
}

/**
 * Indexes `studios` a slice at a time, then builds the option tables, the selection and the option
 * counts of the address `search` (location.search), each in a task of its own.
 */
export async function prepareDirectory(
  studios: readonly DirectoryStudio[],
  search: string,
  yieldToBrowser: () => Promise<void> = nextTask,
  locale: ValueLocale = 'en',
  rates: RateTable = EMPTY_RATE_TABLE,
): Promise<void> {
  // The caller's task (the route's loading, when hydrating) ends first.
  await yieldToBrowser();
  // The cards' first number and date load the browser's formats for the page's language (each
  // several milliseconds, once): tasks of their own rather than inside the first card's hydration.
  formatNumber(1.5, locale);
  await yieldToBrowser();
  formatShortDate(WARM_DATE, locale);
  await yieldToBrowser();
  let index = indexes.get(studios);
  if (!index) {
    // A studio's facts hold its country's names in both languages: the first name of a language
    // loads the browser's data for it, a task of its own.
    for (const locale of FACT_LOCALES) {
      countryName('DE', locale);
      await yieldToBrowser();
    }
    const built: Index = [];
    let next = 0;
    while (next < studios.length) {
      const began = performance.now();
      do {
        const studio = studios[next++]!;
        built.push({ studio, facts: studioFacts(studio) });
      } while (next < studios.length && performance.now() - began < SLICE_MS);
      await yieldToBrowser();
    }
    // A render may have needed the index meanwhile: the one it built stays the list's.
    index = indexes.get(studios) ?? built;
    indexes.set(studios, index);
  }
  while (prepareOptionTables(index)) await yieldToBrowser();
  const query = parseStudioListQuery(search);
  const matches = selectStudios(index, query, null, rates);
  await yieldToBrowser();
  const options = filterOptions(index, query.filters);
  views.set(index, {
    key: viewKey(query.filters, query.sort ?? null, query.dayRate ?? null),
    matches,
    options,
    rates,
  });
  // What waits for the list (the router, then hydration) starts in a task of its own.
  await yieldToBrowser();
}

type ServerQueries = { queryKey: readonly unknown[]; state: { data?: unknown } }[];

function serverData(queries: ServerQueries, queryKey: readonly unknown[]): unknown {
  const key = JSON.stringify(queryKey);
  return queries.find((query) => JSON.stringify(query.queryKey) === key)?.state.data;
}

/** The page's list of studios, when the server rendered the list with it. */
function serverDirectory(queries: ServerQueries) {
  const data = serverData(queries, studioKeys.directory()) as StudioDirectory | undefined;
  return Array.isArray(data?.studios) ? data.studios : null;
}

/** The exchange-rate table the server rendered the list with (its day rates). */
function serverRates(queries: ServerQueries): RateTable {
  const data = serverData(queries, exchangeRateKeys.table()) as ExchangeRates | undefined;
  return Array.isArray(data?.rates) ? rateTableOf(data) : EMPTY_RATE_TABLE;
}

/**
 * On the list page the server rendered: prepares its index and first view (the state is the one the
 * app hydrates, so the list's data is the same array). Anything unexpected leaves the work to the
 * render, as before.
 */
export async function prepareForHydration(): Promise<void> {
  if (typeof window === 'undefined') return;
  try {
    if (window.location.pathname.replace(/\/+$/, '') !== `${WEB_BASE_PATH}/studios`) return;
    const state = await loadPageState();
    const studios = state?.queries ? serverDirectory(state.queries.queries) : null;
    if (state && studios) {
      const rates = serverRates(state.queries?.queries ?? []);
      await prepareDirectory(studios, window.location.search, nextTask, state.locale, rates);
    }
  } catch {
    // The list's render indexes the studios itself.
  }
}
