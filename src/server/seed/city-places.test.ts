import { countryCodeOf } from '@domain/countries';
import { beforeAll, describe, expect, it } from 'vitest';
import { Gazetteer } from '../services/gazetteer';
import { seedCityPlaces } from './city-places';
import { DEMO_STUDIOS } from './demo-studios';
import { generateSyntheticStudios, SYNTHETIC_CITIES } from './synthetic-studios';

const gazetteer = new Gazetteer();
beforeAll(() => gazetteer.ready(), 60_000);

describe('the seed cities', () => {
  it('stand where the gazetteer puts them, in the country their studios name', async () => {
    const table = new Map(seedCityPlaces());
    const cities = new Map<string, string>();
    for (const seed of DEMO_STUDIOS) cities.set(seed.studio.city, seed.studio.country);
    for (const [city, country] of SYNTHETIC_CITIES) cities.set(city, country);
    for (const [city, country] of cities) {
      const place = table.get(city);
      expect(place, city).toBeDefined();
      expect(place!.countryCode, city).toBe(countryCodeOf(country));
      const located = await gazetteer.locate(city, place!.countryCode);
      expect(located, city).not.toBeNull();
      expect(place!.latitude, city).toBeCloseTo(located!.latitude, 4);
      expect(place!.longitude, city).toBeCloseTo(located!.longitude, 4);
    }
  });

  it('give every demo studio its city’s place and every synthetic studio a place within 0.05° of it', () => {
    const table = new Map(seedCityPlaces());
    for (const { studio } of DEMO_STUDIOS) {
      const place = table.get(studio.city)!;
      expect(studio).toMatchObject({ countryCode: place.countryCode, latitude: place.latitude });
    }
    for (const { studio } of generateSyntheticStudios(300)) {
      const place = table.get(studio.city)!;
      expect(studio.countryCode).toBe(place.countryCode);
      expect(Math.abs(studio.latitude! - place.latitude)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(studio.longitude! - place.longitude)).toBeLessThanOrEqual(0.05);
    }
  });
});
