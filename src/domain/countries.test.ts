import isoCountries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryCodeOf,
  countryName,
  foldName,
  isCountryCode,
  normalizeCountryCode,
} from './countries';

describe('country codes', () => {
  it('are exactly the codes of i18n-iso-countries, the server reference', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(Object.keys(isoCountries.getAlpha2Codes()).sort());
  });
  it('are recognised in upper case only; normalising trims and upper-cases', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(normalizeCountryCode(' de ')).toBe('DE');
    expect(normalizeCountryCode('EU')).toBeNull();
  });
});

describe('country names', () => {
  it("come from the code in the reader's language", () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'ru')).toBe('Германия');
    expect(countryName('GB', 'ru')).toBe('Великобритания');
    expect(countryName('XX', 'en')).toBe('XX');
  });
  it('read back as their code in English, Russian, any case or accents, and common aliases', () => {
    expect(countryCodeOf('Germany')).toBe('DE');
    expect(countryCodeOf('  GERMANY ')).toBe('DE');
    expect(countryCodeOf('Германия')).toBe('DE');
    expect(countryCodeOf('de')).toBe('DE');
    expect(countryCodeOf('Turkey')).toBe('TR');
    expect(countryCodeOf('Czech Republic')).toBe('CZ');
    expect(countryCodeOf('USA')).toBe('US');
    expect(countryCodeOf('UK')).toBe('GB');
    expect(countryCodeOf("cote d'ivoire")).toBe('CI');
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('')).toBeNull();
  });
  it('fold case, accents and punctuation', () => {
    expect(foldName('  Côte d’Ivoire ')).toBe('cote d ivoire');
    expect(foldName('São-Paulo')).toBe('sao paulo');
  });
});
