import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Catalog, MessageShape } from './define-messages';
import { loadMessages, messagesIn } from './lazy-messages';
import {
  INTL_LOCALE,
  initialLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_STORAGE_KEY,
  type Locale,
} from './locale';

interface I18nContextValue {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const I18nContext = createContext<I18nContextValue | null>(null);

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language of a page the server did not render: the address's, else the remembered choice. */
export function browserLocale(): Locale {
  return initialLocale(window.location.search, readStoredLocale());
}

/** The same page in `locale`, loaded afresh (the server renders it in that language). */
function reloadIn(locale: Locale): void {
  const address = new URL(window.location.href);
  address.searchParams.set('lang', locale);
  window.location.assign(address.toString());
}

/**
 * `locale`: the language the server rendered the page in (decision 011); the browser starts in it
 * so that hydration matches. Without it (a page the server did not render) the address and the
 * remembered choice decide.
 */
export function I18nProvider({ children, locale: rendered }: { children: ReactNode; locale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => rendered ?? browserLocale());

  const setLocale = useCallback((next: Locale) => {
    // The texts in the new language first (the browser loads them on demand): the page switches
    // when they are here; if they cannot be fetched, the page is loaded again in that language.
    void loadMessages(next).then(
      () => setLocaleState(next),
      () => reloadIn(next),
    );
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    // The server renders the next page in the reader's choice (a cookie, decision 011).
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
  }, []);

  // ?lang= in the address is a choice too: remember it.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('lang')) setLocale(locale);
  }, [locale, setLocale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLocale(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useLocale needs an I18nProvider');
  return context;
}

/** The messages of a catalog in the current language. */
export function useMessages<T extends MessageShape>(catalog: Catalog<T>): T {
  return messagesIn(catalog, useLocale().locale);
}

/** The Intl locale tag of the current language, for numbers and dates. */
export function useIntlLocale(): string {
  return INTL_LOCALE[useLocale().locale];
}
