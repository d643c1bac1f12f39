/**
 * The studio directory (product.md §2 "Studio list"): heading and intro, search and filters, the count
 * line, the card grid (rendered progressively) and the compare selection. Its state lives in the
 * address (use-studio-list-url-state). Admins get 'Add Studio', the total count and the card editors in place.
 */
import { BASE_CURRENCY } from '@domain/currencies';
import { type DayRateQuery, NO_DAY_RATE_QUERY } from '@domain/day-rate-query';
import { COMPARE_MAX_STUDIOS } from '@domain/limits';
import { withGroup, withoutValue } from '@domain/studio-filter-changes';
import { normalizeSearch, publicStudioCount } from '@domain/studio-filter-matching';
import { type FilterOptions, filterOptions } from '@domain/studio-filter-options';
import { emptyFilters, type FilterGroup, type StudioFilters } from '@domain/studio-filters';
import { serializeStudioListQuery } from '@domain/studio-list-address';
import {
  budgetTest,
  type SelectedStudio,
  type SelectionSearch,
  selectStudios,
} from '@domain/studio-selection';
import type { SortSpec } from '@domain/studio-sort';
import { useQuery } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StudioDirectory as DirectoryData, DirectoryStudio } from '@/shared/api/studio-directory';
import { studioDirectoryQuery } from '@/shared/api/studio-directory';
import { ForAdmins } from '@/shared/auth/components/for-admins';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { Button } from '@/shared/components/ui/button';
import { ExternalLink } from '@/shared/components/ui/external-link';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { CurrencySelect } from '@/shared/currency/currency-select';
import { rememberReaderCurrency, useReaderRates } from '@/shared/currency/reader-currency';
import { useLatest } from '@/shared/hooks/use-latest';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { useStableByKey } from '@/shared/hooks/use-stable-by-key';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { publishCompareSelection } from '@/shared/lib/compare-selection';
import { siteConfig } from '@/shared/lib/site-config';
import { paths } from '@/shared/paths';
import { AddStudioButton } from '../admin-editors';
import { type CardActions, CardActionsContext } from '../cards/card-actions';
import { cardFigureKeys } from '../cards/card-figures';
import { type CardRates, CardRatesContext } from '../cards/card-rates';
import { ListHrefContext, StudioCard } from '../cards/studio-card';
import { directoryMessages } from '../directory-messages';
import type { Budget } from '../filters/budget-filter';
import { NARROW_QUERY, SearchTextContext, StudioFiltersPanel } from '../filters/studio-filters-panel';
import { FollowSearch } from '../follow/follow-search';
import { LazyStudioMap } from '../map/lazy-studio-map';
import { MapViewBar } from '../map/map-view-bar';
import { useStudioSearch } from '../search/use-studio-search';
import { COMPARE_TRAY_ID, CompareBar } from '../selection/compare-bar';
import { directoryIndex, preparedView } from './directory-preparation';
import { ExportStudios } from './export-studios';
import { SortSelect } from './sort-select';
import { PROGRESSIVE_STEP, useProgressiveCount } from './use-progressive-count';
import { type StudioListUrlState, useStudioListUrlState } from './use-studio-list-url-state';

/** `headerActions`: what the route composes into the header (other features, e.g. the admin's 'Import studios'). */
/** ?page=N: the list shows N steps of cards at once (how a reader without JavaScript pages on). */
const LIST_PAGE_PARAM = 'page';
const MAX_LIST_PAGE = 100;
/** The grid's widest row (three columns from 1024 px): their cover images load first. */
const FIRST_ROW_CARDS = 3;

/** The address's fields but the page, each name and value once: the next page's form repeats them. */
function nextPageFields(search: string): [string, string][] {
  const seen = new Set<string>();
  return [...new URLSearchParams(search)].filter(([name, value]) => {
    const key = `${name}=${value}`;
    if (name === LIST_PAGE_PARAM || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const filtersKey = (filters: StudioFilters) => serializeStudioListQuery({ filters, compare: [] });
const sortKey = (sort: SortSpec | null) => (sort ? `${sort.key} ${sort.descending}` : '');
const dayRateKey = (query: DayRateQuery) => JSON.stringify(query);

function listPageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get(LIST_PAGE_PARAM));
  return Number.isSafeInteger(page) && page > 1 ? Math.min(page, MAX_LIST_PAGE) : 1;
}

export function StudioDirectory({
  headerActions,
  cardActions = null,
}: {
  headerActions?: ReactNode;
  /** What the route adds to each card (the shortlist's 'Save'). */
  cardActions?: CardActions | null;
} = {}) {
  const t = useMessages(directoryMessages);
  const { isAdmin } = useAuth();
  const query = useQuery(studioDirectoryQuery());
  const urlState = useStudioListUrlState();
  const { dataProvider } = siteConfig();
  const publicCount = useMemo(() => (query.data ? publicStudioCount(query.data.studios) : 0), [query.data]);

  return (
    // Tighter on a phone, so the first card's name is on the first screen.
    <div className="flex flex-col gap-4 sm:gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{t.heading}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <ExportStudios />
            <FollowSearch />
            {headerActions}
            <ForAdmins>
              <AddStudioButton />
            </ForAdmins>
          </div>
        </div>
        <p className="min-h-7 text-base text-muted sm:text-lg">
          {query.data
            ? isAdmin
              ? // The API's count: every studio it sent, drafts and archived included.
                t.adminIntro({ count: publicCount, total: query.data.count })
              : t.intro({ count: publicCount })
            : null}
        </p>
        <p className="text-sm text-muted">
          {t.dataCredit}{' '}
          <ExternalLink href={dataProvider.url} newTabLabel={t.opensInNewTab}>
            {dataProvider.name}
          </ExternalLink>
        </p>
      </header>

      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t.loading} showLabel />
        </div>
      ) : query.isError ? (
        <StatePanel
          title={t.errorTitle}
          tone="error"
          role="alert"
          action={
            <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
              {t.tryAgain}
            </Button>
          }
        >
          {t.errorText}
        </StatePanel>
      ) : (
        <CardActionsContext.Provider value={cardActions}>
          <DirectoryBody data={query.data} urlState={urlState} />
        </CardActionsContext.Provider>
      )}
    </div>
  );
}

function DirectoryBody({ data, urlState }: { data: DirectoryData; urlState: StudioListUrlState }) {
  const t = useMessages(directoryMessages);
  const navigate = useNavigate();
  const resultsHeadingId = useId();
  const { filters, searchText, setSearchText, setFilters, setCompare, setSort, setBudget, setCurrency } =
    urlState;
  // The reader's currency (the address's, else this browser's, else EUR) and the rate table: day
  // rates are converted, sorted and budgeted in it (product.md §18).
  // A budget in the address without a currency is in EUR, as the API reads it (not in this browser's).
  const addressCurrency =
    urlState.dayRate?.currency ?? (urlState.dayRate?.max != null ? BASE_CURRENCY : undefined);
  const reader = useReaderRates(addressCurrency);
  const dayRate = useStableByKey(
    { ...(urlState.dayRate ?? NO_DAY_RATE_QUERY), currency: reader.currency },
    dayRateKey,
  );
  const rates = reader.table;
  const chooseCurrency = useCallback(
    (code: string) => {
      rememberReaderCurrency(code);
      setCurrency(code);
    },
    [setCurrency],
  );

  // Prepared before hydration (directory-preparation.ts), else built now; one per list of studios.
  const index = useMemo(() => directoryIndex(data.studios), [data]);
  // Ids in the address that are not in the list (a hand-made address) are not a selection.
  const knownIds = useMemo(() => new Set(data.studios.map((s) => s.id)), [data]);
  const compare = useMemo(
    () => urlState.compare.filter((id) => knownIds.has(id)),
    [urlState.compare, knownIds],
  );
  // Typing stays responsive: the list follows the search box a moment later on a slow device.
  // A ticked filter updates the list in the same render (one render, no second pass).
  const deferredSearch = useDeferredValue(searchText);
  // Parsed again whenever the address changes (it catches up with the search box a moment after the
  // list did): kept by content, so the same filters and sort are not worked out twice.
  const listFilters = useStableByKey(
    filters.search === deferredSearch ? filters : { ...filters, search: deferredSearch },
    filtersKey,
  );
  const sort = useStableByKey(urlState.sort, sortKey);
  // The day-rate budget (product.md §18), in the reader's currency, converted with the rate table.
  const currency = dayRate.currency ?? BASE_CURRENCY;
  const budget: Budget | null = useMemo(
    () => (dayRate.max !== null ? { max: dayRate.max, includeUnknown: dayRate.includeUnknown } : null),
    [dayRate],
  );
  const keep = useMemo(() => budgetTest(index, dayRate, rates), [index, dayRate, rates]);
  // The ranked search, the same as the server's (so an export holds the list's order); the
  // substring search answers while its module loads.
  const searching = normalizeSearch(listFilters.search) !== '';
  const {
    search,
    loading: searchLoading,
    prepare: prepareSearch,
  } = useStudioSearch(index, searching || searchText.trim() !== '');
  const hits = useMemo(
    () => (searching && search ? search.search(listFilters.search) : null),
    [searching, search, listFilters.search],
  );
  // The first view of a hydrating page was prepared with the index (the ranked search answers later).
  const addressDayRate = urlState.dayRate;
  // Prepared in the address's currency (the server's): once this browser's differs, worked out anew.
  const preparedCurrency = addressDayRate?.currency ?? BASE_CURRENCY;
  const prepared = useMemo(
    () =>
      hits || dayRate.currency !== preparedCurrency
        ? null
        : preparedView(index, listFilters, sort, addressDayRate, rates),
    [index, listFilters, sort, hits, addressDayRate, rates, dayRate.currency, preparedCurrency],
  );
  const matches: SelectedStudio<DirectoryStudio>[] = useMemo(() => {
    if (prepared) return prepared.matches;
    const answered: SelectionSearch | null = hits ? { search: () => hits } : null;
    return selectStudios(index, { filters: listFilters, sort, dayRate }, answered, rates);
  }, [prepared, index, listFilters, sort, dayRate, hits, rates]);
  const cardRates = useMemo<CardRates>(
    () => ({ currency: reader.currency, table: rates, sortedByRate: sort?.key === 'day_rate' }),
    [reader.currency, rates, sort],
  );
  // The dropdowns' counts are on the page beside the list from the sm breakpoint; on a phone the
  // dropdowns wait hidden (the Filters sheet counts its own draft when it opens), so a keystroke
  // there does not count every option of thousands of hits (issue 16): the hidden dropdowns keep
  // the counts they last had until the screen is wide again. The server and hydration count.
  const narrow = useMediaQuery(NARROW_QUERY);
  const lastOptions = useRef<FilterOptions | null>(null);
  const options = useMemo(
    () =>
      narrow && lastOptions.current
        ? lastOptions.current
        : (prepared?.options ?? filterOptions(index, listFilters, hits, keep)),
    [narrow, prepared, index, listFilters, hits, keep],
  );
  lastOptions.current = options;
  const resetKey = useMemo(() => filtersKey(listFilters), [listFilters]);
  // The numbers asked about (a range, a numeric sort): each card shows its own (issue 34).
  const figures = useMemo(() => cardFigureKeys(listFilters, sort), [listFilters, sort]);
  const location = useLocation();
  // Remembered per history entry, so returning to this entry restores as many cards (and the scroll).
  const { shown, drawnAtOnce, showMore, sentinelRef, listRef } = useProgressiveCount(
    matches.length,
    resetKey,
    undefined,
    location.key,
    listPageOf(location.search),
  );

  // Stable handlers read the state when they run (use-latest), so memoised cards and selects keep still.
  const current = useLatest({ filters, searchText, compare, index });

  // Every change of filters keeps the words in the search box, read when it happens: the controls
  // that make them (the panel, the map, the view bar) then need not render again for each keystroke
  // (issue 16).
  const applyFilters = useCallback(
    (next: StudioFilters) => setFilters({ ...next, search: current().searchText }),
    [setFilters, current],
  );
  const onGroupChange = useCallback(
    (group: FilterGroup, values: string[]) => {
      const { filters: now, index: idx } = current();
      applyFilters(withGroup(now, group, values, idx));
    },
    [applyFilters, current],
  );
  const onRemoveValue = useCallback(
    (group: FilterGroup, value: string) => {
      const { filters: now, index: idx } = current();
      applyFilters(withoutValue(now, group, value, idx));
    },
    [applyFilters, current],
  );
  const onClearSearch = useCallback(
    () => setFilters({ ...current().filters, search: '' }),
    [setFilters, current],
  );
  const searchInputRef = useRef<HTMLInputElement>(null);
  // Words typed into the server's page before the app took it over are in the box but not in the
  // list's state (hydration keeps the box as the reader left it): searched now, not lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the page over.
  useEffect(() => {
    const typed = searchInputRef.current?.value;
    if (typed !== undefined && typed !== current().searchText) setSearchText(typed);
  }, []);
  // The ranked search is fetched and built from the reader's first visit to the search box.
  useEffect(() => {
    const input = searchInputRef.current;
    if (!input) return;
    if (document.activeElement === input) prepareSearch();
    input.addEventListener('focus', prepareSearch, { once: true });
    return () => input.removeEventListener('focus', prepareSearch);
  }, [prepareSearch]);
  // 'Clear all' and 'Clear Filters' go away with the filters: the search box takes the focus.
  const onClearAll = useCallback(() => {
    setFilters(emptyFilters());
    setBudget(null, null);
    searchInputRef.current?.focus();
  }, [setFilters, setBudget]);
  const onBudgetChange = useCallback(
    (next: Budget | null) => setBudget(next, currency),
    [setBudget, currency],
  );
  // The sheet's draft, filters and budget, as one step.
  const onApplySheet = useCallback(
    (next: StudioFilters, nextBudget: Budget | null) => {
      applyFilters(next);
      setBudget(nextBudget, currency);
    },
    [applyFilters, setBudget, currency],
  );

  const [refused, setRefused] = useState(false);
  const onToggleCompare = useCallback(
    (id: number) => {
      const chosen = current().compare;
      if (chosen.includes(id)) {
        setRefused(false);
        setCompare(chosen.filter((x) => x !== id));
      } else if (chosen.length >= COMPARE_MAX_STUDIOS) {
        setRefused(true);
      } else {
        setRefused(false);
        setCompare([...chosen, id]);
      }
    },
    [setCompare, current],
  );
  useEffect(() => {
    if (compare.length < COMPARE_MAX_STUDIOS) setRefused(false);
  }, [compare.length]);
  // The header's Compare link opens this selection, ahead of the address (shared/lib/compare-selection).
  useEffect(() => publishCompareSelection(compare), [compare]);

  const selected = useMemo(() => new Set(compare), [compare]);
  // The list's whole address for the studio page's Back (its sort and view too, not only the filters).
  const listHref = useMemo(
    () =>
      location.pathname +
      serializeStudioListQuery({ filters: listFilters, compare, sort, view: urlState.view }, location.search),
    [location.pathname, location.search, listFilters, compare, sort, urlState.view],
  );
  const visible = matches.slice(0, shown);
  // 'Show more studios' pressed: the first new card's link takes the focus (the button goes once
  // every card is shown, and the focus fell to the page's top with it); its name is read out, where
  // the reader goes on from. The effect does nothing unless the count grew after a press.
  const morePressed = useRef(false);
  const shownBefore = useRef(shown);
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = shown;
    if (shown <= before || !morePressed.current) return;
    morePressed.current = false;
    listRef.current?.children[before]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [shown, listRef]);

  return (
    <>
      {/* The compare tray's button sits after every filter and card (57 Tab presses away): a keyboard
          reader reaches it from here in one (issue 34). Shown when focused, as 'Skip to content'. */}
      <a
        href={`#${COMPARE_TRAY_ID}`}
        className="sr-only z-50 w-fit rounded-md bg-accent px-3 py-2 text-accent-ink focus:not-sr-only"
      >
        {t.skipToCompare}
      </a>
      <SearchTextContext.Provider value={searchText}>
        <StudioFiltersPanel
          filters={filters}
          listSearch={listFilters.search}
          options={options}
          onSearchChange={setSearchText}
          onGroupChange={onGroupChange}
          onRemoveValue={onRemoveValue}
          onClearSearch={onClearSearch}
          onClearAll={onClearAll}
          searchInputRef={searchInputRef}
          index={index}
          search={search}
          onApplyFilters={applyFilters}
          budget={budget}
          currency={currency}
          rates={rates}
          onBudgetChange={onBudgetChange}
          onApplySheet={onApplySheet}
        />
      </SearchTextContext.Provider>

      <section aria-labelledby={resultsHeadingId} aria-busy={searchLoading} className="flex flex-col gap-4">
        <h2 id={resultsHeadingId} className="sr-only">
          {t.resultsHeading}
        </h2>
        {/* The count, the order and the view: one row when there is room, else the count above the rest. */}
        <div className="flex flex-wrap items-center gap-3">
          <p
            role="status"
            className="basis-full text-sm font-medium text-muted sm:mr-auto sm:basis-auto"
            data-testid="studio-count"
          >
            {t.showing({ shown: matches.length, total: data.studios.length })}
          </p>
          <div className="flex w-full min-w-0 flex-wrap items-center gap-3 sm:w-auto sm:flex-nowrap">
            <CurrencySelect currency={reader.currency} choices={reader.choices} onChange={chooseCurrency} />
            <SortSelect
              sort={sort}
              searching={searching}
              near={listFilters.near !== null}
              onSortChange={setSort}
            />
            <MapViewBar
              view={urlState.view}
              setView={urlState.setView}
              filters={filters}
              setFilters={applyFilters}
            />
          </div>
        </div>

        {urlState.view === 'map' ? (
          // The map shows the same selection; the grid below it is what the map replaces.
          <ListHrefContext.Provider value={listHref}>
            <LazyStudioMap
              matches={matches}
              filters={filters}
              setFilters={applyFilters}
              selected={selected}
              onToggleCompare={onToggleCompare}
            />
          </ListHrefContext.Provider>
        ) : matches.length === 0 ? (
          <StatePanel
            title={t.emptyTitle}
            headingLevel={3}
            action={
              // Scripts only (no-script.css), as 'Clear all': without them the filters' form does it.
              <Button onClick={onClearAll} className="needs-script">
                {t.clearFilters}
              </Button>
            }
          >
            {t.emptyText}
          </StatePanel>
        ) : (
          <ListHrefContext.Provider value={listHref}>
            <CardRatesContext.Provider value={cardRates}>
              {/* Keyed by the search text: new words replace nearly every card, and replacing the one
                element is cheaper than removing each; a filter or a slider step keeps the cards
                that stay (a range's step on the desktop was slower with the whole grid replaced). */}
              <ul
                key={normalizeSearch(listFilters.search)}
                ref={listRef}
                className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
              >
                {visible.map(({ studio, facts, distanceKm, matches: found }, index) => (
                  // The cards drawn with their list are laid out as they are (the server's step: an
                  // estimated size would let a long card overlap what follows until it is drawn; after
                  // new filters, the screenful); those that follow are drawn when they come near the
                  // screen, so a keystroke neither lays out nor removes cards that were never seen.
                  <li key={studio.id} className={index < drawnAtOnce ? undefined : 'cv-auto'}>
                    <StudioCard
                      studio={studio}
                      facts={facts}
                      selected={selected.has(studio.id)}
                      onToggleCompare={onToggleCompare}
                      distanceKm={distanceKm}
                      match={found[0]?.field === 'name' ? null : (found[0] ?? null)}
                      imagePriority={index < FIRST_ROW_CARDS}
                      figures={figures}
                    />
                  </li>
                ))}
              </ul>
            </CardRatesContext.Provider>
          </ListHrefContext.Provider>
        )}

        {urlState.view !== 'map' && shown < matches.length ? (
          // Without JavaScript, a GET form for the next page of the same address (the server renders
          // that many more cards); with it, the next step at once.
          <form
            method="get"
            className="flex justify-center"
            onSubmit={(event) => {
              event.preventDefault();
              morePressed.current = true;
              showMore();
            }}
          >
            {nextPageFields(location.search).map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name={LIST_PAGE_PARAM} value={Math.ceil(shown / PROGRESSIVE_STEP) + 1} />
            <Button ref={sentinelRef} type="submit" variant="secondary">
              {t.showMore}
            </Button>
          </form>
        ) : null}

        <CompareBar
          count={compare.length}
          refused={refused}
          onCompare={() => navigate(paths.compare(compare))}
        />
      </section>
    </>
  );
}
