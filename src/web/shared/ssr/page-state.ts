/**
 * What a server-rendered page hands to the browser (decision 011): the language it rendered in and
 * the TanStack Query state the render used, as inert JSON in <script type="application/json"
 * id="app-state"> (no inline script: the CSP allows the app's own files only). A state too large to
 * travel in the page (the list's whole directory) is named there by URL instead, and fetched beside
 * the app's scripts after the first paint (boot.ts); that answer is parted JSON (domain/parted-json.ts),
 * read a part per task.
 */

import { parsePartedJson } from '@domain/parted-json';
import { PAGE_STATE_PATH } from '@domain/web-routes';
import type { DehydratedState } from '@tanstack/react-query';
import { isLocale, type Locale } from '@/shared/i18n/locale';
import { nextTask } from '@/shared/lib/next-task';
import { revivedErrors } from './missing-answers';

export const PAGE_STATE_ELEMENT_ID = 'app-state';

export interface PageState {
  locale: Locale;
  /**
   * The render's query state, or null when the server rendered the page but its state could not be
   * had (it changed since the page was sent): the app then renders the page afresh in its language.
   */
  queries: DehydratedState | null;
}

let loading: Promise<PageState | null> | null = null;

/**
 * The state the server gave the page, or null (a page the server did not render: `npm run dev`, a
 * signed-in reader). The first call reads it, and starts fetching a deferred one; later calls share
 * that.
 */
export function loadPageState(): Promise<PageState | null> {
  loading ??= readPageState();
  return loading;
}

/**
 * The page's queries as read at `now`. The server renders a page once per data version and keeps it
 * (decision 011), so its queries' times are those of the rendering, possibly long ago; but it sends
 * the page (no-cache) and answers its state's URL (by digest, 404 once stale) only while that data is
 * current. Taken as it was, the state of a page rendered more than a query's staleTime ago (a minute
 * for the list) made the browser fetch it all again right after hydrating: the list's ten pages of
 * studios, 2.5 MB, on the main thread (issue 15).
 */
export function currentAsOf(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}

/** The server's state as the browser's cache takes it: current, its missing answers ApiErrors again. */
function received(queries: DehydratedState): DehydratedState {
  return currentAsOf(revivedErrors(queries), Date.now());
}

async function readPageState(): Promise<PageState | null> {
  let state: { locale?: unknown; queries?: DehydratedState; deferred?: unknown };
  try {
    const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
    if (!text) return null;
    state = JSON.parse(text) as typeof state;
  } catch {
    return null;
  }
  if (!isLocale(state.locale)) return null;
  if (state.queries) return { locale: state.locale, queries: received(state.queries) };
  if (typeof state.deferred !== 'string' || !state.deferred.startsWith(`${PAGE_STATE_PATH}?`)) return null;
  try {
    const answer = await fetch(state.deferred, { credentials: 'same-origin' });
    // Parted JSON (the list's is about 2.5 MB): read a part per task, not in one long JSON.parse.
    const fetched = answer.ok
      ? ((await parsePartedJson(await answer.text(), nextTask)) as {
          locale?: unknown;
          queries?: DehydratedState;
        })
      : null;
    const queries = fetched?.locale === state.locale ? (fetched.queries ?? null) : null;
    return { locale: state.locale, queries: queries && received(queries) };
  } catch {
    return { locale: state.locale, queries: null };
  }
}
