/** The gazetteer's API (product.md §11): place suggestions for the 'near' box, and a studio's place. */
import { z } from 'zod';

export const PLACE_QUERY_MAX_LENGTH = 100;
export const PLACE_RESULTS_MAX = 10;

export const placeSchema = z
  .object({
    name: z.string().describe("The place's name (in Russian when a Cyrillic name matched a lang=ru query)"),
    region: z
      .string()
      .nullable()
      .describe("A US place's state, by its postal code ('KY'), telling apart the Londons; else null"),
    country_code: z.string().describe('ISO 3166-1 alpha-2'),
    country_name: z.string().describe("The country's name in the requested language"),
    latitude: z.number().describe('WGS84 degrees'),
    longitude: z.number().describe('WGS84 degrees'),
    population: z.number().int().describe('As GeoNames states it (0 when unknown)'),
  })
  .meta({ id: 'Place' });

const languageSchema = z
  .enum(['en', 'ru'], { error: "Must be 'en' or 'ru'." })
  .optional()
  .describe('Language of the names: en (default) or ru');

export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type at least one letter of a place.' })
    .trim()
    .min(1, { error: 'Type at least one letter of a place.' })
    .max(PLACE_QUERY_MAX_LENGTH, { error: `At most ${PLACE_QUERY_MAX_LENGTH} characters.` })
    .describe('The start of a place name, in any script GeoNames knows it in (Latin or Cyrillic)'),
  lang: languageSchema,
  country: z
    .string()
    .optional()
    .describe('Only places in this country: an ISO 3166-1 alpha-2 code, or an English or Russian name'),
});

export const placeSearchResponseSchema = z
  .object({ results: z.array(placeSchema).max(PLACE_RESULTS_MAX) })
  .meta({ id: 'PlaceSearch', description: 'Best matches first: the exact name, then by population.' });

export const placeLocateQuerySchema = z.object({
  city: z
    .string({ error: 'Name the city.' })
    .trim()
    .min(1, { error: 'Name the city.' })
    .max(PLACE_QUERY_MAX_LENGTH, { error: `At most ${PLACE_QUERY_MAX_LENGTH} characters.` }),
  country: z
    .string({ error: 'Name the country.' })
    .trim()
    .min(1, { error: 'Name the country.' })
    .describe('An ISO 3166-1 alpha-2 code, or an English or Russian name'),
  lang: languageSchema,
});

export const placeLocateResponseSchema = z
  .object({
    result: placeSchema
      .nullable()
      .describe('The most populous place of that name in that country; null when there is none'),
  })
  .meta({ id: 'PlaceLocation' });

export const placeAtQuerySchema = z.object({
  near: z
    .string({ error: 'Give near=<latitude>,<longitude>.' })
    .trim()
    .min(1, { error: 'Give near=<latitude>,<longitude>.' })
    .max(PLACE_QUERY_MAX_LENGTH, { error: `At most ${PLACE_QUERY_MAX_LENGTH} characters.` })
    .describe("The point the 'near' search names, as the list's address writes it: 52.52437,13.41053"),
  lang: languageSchema,
});

export const placeAtResponseSchema = z
  .object({
    result: placeSchema
      .nullable()
      .describe('The most populous place at that point (to 5 decimals); null when there is none'),
  })
  .meta({ id: 'PlaceAt' });

export type Place = z.infer<typeof placeSchema>;
export type PlaceAt = z.infer<typeof placeAtResponseSchema>;
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;
export type PlaceLocation = z.infer<typeof placeLocateResponseSchema>;
