/**
 * What a server-rendered page hands to the browser (decision 011): the language it rendered in and
 * the TanStack Query state the render used, as inert JSON in <script type="application/json"
 * id="app-state"> (no inline script: the CSP allows the app's own files only).
 */
import type { DehydratedState } from '@tanstack/react-query';
import { isLocale, type Locale } from '@/shared/i18n/locale';

export const PAGE_STATE_ELEMENT_ID = 'app-state';

export interface PageState {
  locale: Locale;
  queries: DehydratedState;
}

/** The state the server embedded, or null (a page the server did not render: `npm run dev`). */
export function readPageState(): PageState | null {
  try {
    const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
    if (!text) return null;
    const state = JSON.parse(text) as Partial<PageState>;
    if (!isLocale(state.locale) || !state.queries) return null;
    return { locale: state.locale, queries: state.queries };
  } catch {
    return null;
  }
}
