/**
 * A country text to its ISO code on the server: the domain's English and Russian names and aliases
 * first, then i18n-iso-countries, which knows many more official and common names ("Korea, Republic
 * of", "Ivory Coast"). The web does without the library (countries.ts): the server resolves the old
 * free-text countries once, in the place-data migration.
 */
import { createRequire } from 'node:module';
import { countryCodeOf } from '@domain/countries';
import isoCountries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
let registered = false;

function library(): typeof isoCountries {
  if (!registered) {
    isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));
    isoCountries.registerLocale(require('i18n-iso-countries/langs/ru.json'));
    registered = true;
  }
  return isoCountries;
}

/** The ISO code a country text stands for; null when neither the domain nor the library knows it. */
export function resolveCountryCode(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const known = countryCodeOf(trimmed);
  if (known) return known;
  const iso = library();
  return iso.getAlpha2Code(trimmed, 'en') ?? iso.getAlpha2Code(trimmed, 'ru') ?? null;
}
