/**
 * The compare page's whole state lives in its URL (product.md §2), so 'Share', a bookmark and a
 * reload all give back the same view, and Back and Forward walk through it:
 * - `studios`: comma-separated ids; `compare=true`: selection mode;
 * - `pin`: pinned rows, e.g. pin=led.pixel_pitch,general.total_area;
 * - `tab`: the open category (left out for the first one);
 * - `diff=1`: 'Show differences only';
 * - `currency`: the reader's currency, that day rates are converted into (product.md §18).
 * Changes that keep the reader on the same page (adding a studio in the picker, pinning, switching
 * the tab or the filter, removing a studio) keep the scroll position; opening the comparison or the
 * picker starts at the top.
 */
import { COMPARE_CATEGORIES, type CompareCategoryId } from '@domain/compare-categories';
import { parsePins, serializePins } from '@domain/compare-row-filter';
import { currencyCodeOf } from '@domain/currencies';
import { COMPARE_MIN_STUDIOS } from '@domain/limits';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAppNavigate } from '@/shared/hooks/use-app-navigate';
import { paths } from '@/shared/paths';

export interface CompareViewState {
  /** Pinned row ids, in pin order. */
  readonly pins: readonly string[];
  /** The open category. */
  readonly tab: CompareCategoryId;
  readonly differencesOnly: boolean;
  /** The reader's currency as the address names it; null: none named (remembered, else EUR). */
  readonly currency?: string | null;
}

const FIRST_TAB: CompareCategoryId = COMPARE_CATEGORIES[0].id;

/** "3,1,x,3" -> [3, 1]: positive integers, first occurrence kept, order kept. */
export function parseStudioIds(value: string | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A known category id, else the first category. */
export function parseTab(value: string | null): CompareCategoryId {
  return COMPARE_CATEGORIES.find((c) => c.id === value)?.id ?? FIRST_TAB;
}

function withView(path: string, view: Partial<CompareViewState>): string {
  const pin = serializePins(view.pins ?? []);
  const parts = [
    pin ? `pin=${pin}` : '',
    view.tab && view.tab !== FIRST_TAB ? `tab=${view.tab}` : '',
    view.differencesOnly ? 'diff=1' : '',
    view.currency ? `currency=${view.currency}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

/** /compare?studios=1,2&pin=...&tab=...&diff=1 */
export function comparePageUrl(ids: readonly number[], view: Partial<CompareViewState> = {}): string {
  return withView(paths.compare(ids), view);
}

/** /compare?compare=true&studios=1,2&pin=...&tab=...&diff=1 */
export function compareSelectUrl(ids: readonly number[], view: Partial<CompareViewState> = {}): string {
  return withView(paths.compareSelect(ids), view);
}

/** The history state that asks the picker to focus its selection (a comparison just fell to one studio). */
export const FOCUS_SELECTION = { focusSelection: true } as const;

export function isFocusSelection(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusSelection' in state;
}

export function useCompareUrl() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const studiosParam = params.get('studios');
  const selecting = params.get('compare') === 'true';
  const ids = useMemo(() => parseStudioIds(studiosParam), [studiosParam]);
  const pinParam = params.get('pin');
  const tabParam = params.get('tab');
  const diffParam = params.get('diff');
  const currencyParam = params.get('currency');
  const view = useMemo<CompareViewState>(
    () => ({
      pins: parsePins(pinParam),
      tab: parseTab(tabParam),
      differencesOnly: diffParam === '1',
      currency: currencyParam ? currencyCodeOf(currencyParam) : null,
    }),
    [pinParam, tabParam, diffParam, currencyParam],
  );

  /**
   * Opens the comparison (from the top), or rewrites it in place (keepScroll: a studio removed).
   * Down to one studio the picker takes the comparison's place: it is told to focus the kept studio
   * (FOCUS_SELECTION), so a keyboard reader is not left at the top of the page.
   */
  const showComparison = useCallback(
    (next: readonly number[], { keepScroll = false } = {}) =>
      navigate(comparePageUrl(next, view), {
        replace: keepScroll,
        preventScrollReset: keepScroll,
        state: next.length > 0 && next.length < COMPARE_MIN_STUDIOS ? FOCUS_SELECTION : undefined,
      }),
    [navigate, view],
  );
  /** Opens the picker (from the top), or changes its selection in place (keepScroll). */
  const showSelection = useCallback(
    (next: readonly number[], { keepScroll = false } = {}) =>
      navigate(compareSelectUrl(next, view), { replace: keepScroll, preventScrollReset: keepScroll }),
    [navigate, view],
  );
  /** Pins, the tab and the filter: the same page, where the reader is. */
  const setView = useCallback(
    (change: Partial<CompareViewState>) =>
      navigate(comparePageUrl(ids, { ...view, ...change }), { replace: true, preventScrollReset: true }),
    [navigate, ids, view],
  );

  return { ids, view, selecting, showComparison, showSelection, setView };
}
