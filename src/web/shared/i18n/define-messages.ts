/**
 * A message catalog: English and Russian, same keys, same parameters. A message is a string or a
 * function of typed parameters (for counts, names and plurals), so the compiler checks both
 * languages and every call site. Read a catalog with useMessages (or messagesIn with a language),
 * never by indexing it: in the browser a language's texts load on demand (lazy-messages.ts).
 */
import { noteCatalog } from './lazy-messages';
import type { Locale } from './locale';

// biome-ignore lint/suspicious/noExplicitAny: message parameters are typed per message by inference.
type Message = string | ((params: any) => string);
export type MessageShape = Record<string, Message>;
export type Catalog<T extends MessageShape> = Record<Locale, T>;

/** Widens string literals so ru must match en's keys and parameter types, not its exact words. */
type Widen<T extends MessageShape> = { [K in keyof T]: T[K] extends string ? string : T[K] };

export function defineMessages<T extends MessageShape>(catalog: { en: T; ru: Widen<T> }): Catalog<Widen<T>> {
  noteCatalog(catalog);
  return catalog as Catalog<Widen<T>>;
}

/** Russian plural forms: one (1, 21), few (2-4, 22-24), many (0, 5-20, 25...). */
export function pluralRu(n: number, forms: { one: string; few: string; many: string }): string {
  const rule = new Intl.PluralRules('ru-RU').select(n);
  if (rule === 'one') return forms.one;
  if (rule === 'few') return forms.few;
  return forms.many;
}

export function pluralEn(n: number, one: string, other: string): string {
  return n === 1 ? one : other;
}
