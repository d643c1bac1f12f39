/**
 * The language a page is rendered in (decision 011): ?lang= in the address, then the `lang` cookie
 * (the reader's choice, set by the web app's language switch), then the first supported language of
 * Accept-Language, then English. The same two languages as the web app (src/web/shared/i18n/locale.ts).
 */
export const PAGE_LANGUAGES = ['en', 'ru'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
export const LANGUAGE_COOKIE = 'lang';

export function isPageLanguage(value: unknown): value is PageLanguage {
  return (PAGE_LANGUAGES as readonly unknown[]).includes(value);
}

function supported(value: string | null | undefined): PageLanguage | null {
  const tag = value?.trim().toLowerCase().split('-', 1)[0];
  return isPageLanguage(tag) ? tag : null;
}

/** The supported language Accept-Language prefers most (by q, then by order), else null. */
export function fromAcceptLanguage(header: string | undefined): PageLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const language = supported(entry.tag);
    if (language) return language;
  }
  return null;
}

export function pageLanguage(input: {
  query: string | null | undefined;
  cookie: string | null | undefined;
  acceptLanguage: string | undefined;
}): PageLanguage {
  // ?lang must name a language exactly, as the web app reads it.
  const fromQuery = isPageLanguage(input.query) ? input.query : null;
  const fromCookie = isPageLanguage(input.cookie) ? input.cookie : null;
  return fromQuery ?? fromCookie ?? fromAcceptLanguage(input.acceptLanguage) ?? 'en';
}
