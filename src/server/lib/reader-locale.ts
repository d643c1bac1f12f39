/** A stored locale (a claim's, an account's) as one of the languages mail is written in; English otherwise. */
import type { ReaderLocale } from './http/accept-language';

export function asLocale(value: string): ReaderLocale {
  return value === 'ru' ? 'ru' : 'en';
}
