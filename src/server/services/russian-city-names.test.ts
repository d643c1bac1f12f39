import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { Gazetteer, type RussianPlaceName } from './gazetteer';
import {
  RUSSIAN_CITY_MIN_POPULATION,
  type RussianCityNames,
  russianCityName,
  russianCityNamesFrom,
} from './russian-city-names';

const asset = new URL('./russian-city-names.json', import.meta.url);

describe('the Russian names of the studios’ cities (issue 34)', () => {
  it('name a stored city in Russian by its country, case and accents aside', () => {
    expect(russianCityName('Berlin', 'DE')).toBe('Берлин');
    expect(russianCityName(' berlin ', 'DE')).toBe('Берлин');
    expect(russianCityName('Munich', 'DE')).toBe('Мюнхен');
    expect(russianCityName('Prague', 'CZ')).toBe('Прага');
    expect(russianCityName('Kraków', 'PL')).toBe(russianCityName('Krakow', 'PL'));
    expect(russianCityName('Moscow', 'RU')).toBe('Москва');
  });

  it('give null where the gazetteer has no Russian name: an unknown city, another country, no country', () => {
    expect(russianCityName('Nowhere Special', 'DE')).toBeNull();
    expect(russianCityName('Berlin', 'FR')).toBeNull();
    expect(russianCityName('Berlin', null)).toBeNull();
    expect(russianCityName('', 'DE')).toBeNull();
  });

  it('keep the most populous place of a name in a country, and only places big enough', () => {
    const place = (name: string, population: number, russian: string): RussianPlaceName => ({
      name,
      asciiName: name,
      countryCode: 'US',
      latitude: 0,
      longitude: 0,
      population,
      russian,
    });
    expect(
      russianCityNamesFrom([
        place('Portland', 650_000, 'Портленд'),
        place('Portland', 68_000, 'Портленд (Мэн)'),
        place('Tinytown', RUSSIAN_CITY_MIN_POPULATION - 1, 'Тинитаун'),
      ]),
    ).toEqual({ US: { portland: 'Портленд' } });
  });

  // Reading the 23 MB gazetteer takes several seconds on a busy machine.
  it('are the gazetteer’s as `npm run map:places` writes them (the asset is current)', {
    timeout: 60_000,
  }, async () => {
    const made = russianCityNamesFrom(await new Gazetteer().russianNames(RUSSIAN_CITY_MIN_POPULATION));
    const stored = JSON.parse(await readFile(asset, 'utf8')) as RussianCityNames;
    expect(stored).toEqual(made);
  });
});
