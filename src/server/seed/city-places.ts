/**
 * Where the demo and synthetic studios' cities are: ISO 3166-1 country code and WGS84 coordinates, as
 * the gazetteer (GeoNames) gives them for the city in that country. city-places.test.ts checks every
 * entry against the gazetteer, so seeding needs no gazetteer (and the first start stays fast).
 */

export interface CityPlace {
  countryCode: string;
  latitude: number;
  longitude: number;
}

const CITY_PLACES: Readonly<Record<string, readonly [code: string, latitude: number, longitude: number]>> = {
  'Abu Dhabi': ['AE', 24.45118, 54.39696],
  Albuquerque: ['US', 35.08449, -106.65114],
  Amsterdam: ['NL', 52.37403, 4.88969],
  Atlanta: ['US', 33.749, -84.38798],
  Auckland: ['NZ', -36.84853, 174.76349],
  Austin: ['US', 30.26715, -97.74306],
  Bangkok: ['TH', 13.75398, 100.50144],
  Barcelona: ['ES', 41.38879, 2.15899],
  Belgrade: ['RS', 44.80401, 20.46513],
  Berlin: ['DE', 52.52437, 13.41053],
  Bogotá: ['CO', 4.60971, -74.08175],
  Brisbane: ['AU', -27.46794, 153.02809],
  Budapest: ['HU', 47.49835, 19.04045],
  'Buenos Aires': ['AR', -34.61315, -58.37723],
  Busan: ['KR', 35.10168, 129.03004],
  'Cape Town': ['ZA', -33.92584, 18.42322],
  Casablanca: ['MA', 33.58831, -7.61138],
  Chennai: ['IN', 13.08784, 80.27847],
  Cologne: ['DE', 50.93333, 6.95],
  Dubai: ['AE', 25.07725, 55.30927],
  Dublin: ['IE', 53.33306, -6.24889],
  Glasgow: ['GB', 55.86515, -4.25763],
  Guadalajara: ['MX', 20.66682, -103.39182],
  Hamburg: ['DE', 53.55073, 9.99302],
  Hyderabad: ['IN', 17.38405, 78.45636],
  Istanbul: ['TR', 41.01384, 28.94966],
  Johannesburg: ['ZA', -26.20227, 28.04363],
  Kraków: ['PL', 50.06143, 19.93658],
  Lagos: ['NG', 6.45407, 3.39467],
  Leipzig: ['DE', 51.33962, 12.37129],
  Lisbon: ['PT', 38.71667, -9.13333],
  London: ['GB', 51.50853, -0.12574],
  'Los Angeles': ['US', 34.05223, -118.24368],
  Lyon: ['FR', 45.74846, 4.84671],
  Madrid: ['ES', 40.4165, -3.70256],
  Manchester: ['GB', 53.48095, -2.23743],
  Melbourne: ['AU', -37.814, 144.96332],
  'Mexico City': ['MX', 19.42847, -99.12766],
  Milan: ['IT', 45.46427, 9.18951],
  Montreal: ['CA', 45.50884, -73.58781],
  Mumbai: ['IN', 19.07283, 72.88261],
  Munich: ['DE', 48.13743, 11.57549],
  'New York': ['US', 40.71427, -74.00597],
  'Novi Sad': ['RS', 45.25167, 19.83694],
  Osaka: ['JP', 34.69374, 135.50218],
  Oslo: ['NO', 59.91273, 10.74609],
  Paris: ['FR', 48.85341, 2.3488],
  Prague: ['CZ', 50.08804, 14.42076],
  'Rio de Janeiro': ['BR', -22.90642, -43.18223],
  Rome: ['IT', 41.89193, 12.51133],
  Rotterdam: ['NL', 51.9225, 4.47917],
  Seoul: ['KR', 37.566, 126.9784],
  Singapore: ['SG', 1.28967, 103.85007],
  Stockholm: ['SE', 59.32938, 18.06871],
  Sydney: ['AU', -33.86785, 151.20732],
  'São Paulo': ['BR', -23.5475, -46.63611],
  Tbilisi: ['GE', 41.69411, 44.83368],
  Tokyo: ['JP', 35.6895, 139.69171],
  Toronto: ['CA', 43.70011, -79.4163],
  Vancouver: ['CA', 49.24966, -123.11934],
  Vienna: ['AT', 48.20849, 16.37208],
  Vilnius: ['LT', 54.68916, 25.2798],
  Warsaw: ['PL', 52.22977, 21.01178],
  Wellington: ['NZ', -41.28664, 174.77557],
};

/** The place of a seed city; throws for a city missing from the table (a seed must carry real places). */
export function placeOfCity(city: string): CityPlace {
  const entry = CITY_PLACES[city];
  if (!entry) throw new Error(`no place known for the seed city ${city}`);
  const [countryCode, latitude, longitude] = entry;
  return { countryCode, latitude, longitude };
}

/** Every seed city with its place, for the test against the gazetteer. */
export function seedCityPlaces(): [string, CityPlace][] {
  return Object.keys(CITY_PLACES).map((city) => [city, placeOfCity(city)]);
}
