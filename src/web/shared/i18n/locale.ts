/** The app's languages: English (default, complete) and Russian (complete). */
export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'vp.lang';
/** The cookie that carries the reader's choice to the server, which renders pages in it. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** ?lang=ru in the address wins, then the remembered choice, then English. */
export function initialLocale(search: string, stored: string | null): Locale {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  if (isLocale(stored)) return stored;
  return DEFAULT_LOCALE;
}

/** BCP 47 tags for Intl formatting. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU' };
