import { describe, expect, it } from 'vitest';
import {
  type DuplicateSubject,
  findDuplicatePairs,
  normalizeEmail,
  websiteDomain,
} from './duplicate-candidates';
import {
  jaroWinkler,
  nameSimilarity,
  nameTokens,
  normalizeStudioName,
  transliterate,
} from './duplicate-names';
import { duplicateReasonsText } from './duplicate-reasons';

function subject(id: number, over: Partial<DuplicateSubject> = {}): DuplicateSubject {
  return {
    id,
    name: `Studio ${id}`,
    city: '',
    country: '',
    latitude: null,
    longitude: null,
    website: null,
    email: null,
    ...over,
  };
}

describe('name normalisation', () => {
  it('drops case, accents, punctuation, entities and generic words', () => {
    expect(normalizeStudioName('  Lumière &amp; Fils STUDIOS, GmbH ')).toBe('fils lumiere');
    expect(normalizeStudioName('The Volume Stage Ltd.')).toBe('volume');
    expect(normalizeStudioName('ООО «Студия Мосфильм»')).toBe('mosfilm');
  });

  it('keeps the generic words when the name is nothing else', () => {
    expect(nameTokens('Studio Stage')).toEqual(['studio', 'stage']);
    expect(nameTokens('  ')).toEqual([]);
  });

  it('transliterates Cyrillic to Latin', () => {
    expect(transliterate('студия мосфильм')).toBe('studiya mosfilm');
    expect(transliterate('щука и ёж')).toBe('shchuka i ezh');
  });

  it('finds Студия Мосфильм alike Studiya Mosfilm and Mosfilm Studio', () => {
    const ru = nameTokens('Студия Мосфильм');
    expect(nameSimilarity(ru, nameTokens('Studiya Mosfilm'))).toBe(1);
    expect(nameSimilarity(ru, nameTokens('Mosfilm Studio'))).toBe(1);
    expect(nameSimilarity(nameTokens('Mosfilm'), nameTokens('Mosfilms'))).toBeGreaterThan(0.9);
  });

  it('tells different names apart', () => {
    expect(nameSimilarity(nameTokens('Stage One Berlin'), nameTokens('Stage Two Berlin'))).toBeLessThan(0.9);
    expect(nameSimilarity(nameTokens('Volta'), nameTokens('Nordlicht'))).toBeLessThan(0.6);
    expect(nameSimilarity([], nameTokens('Volta'))).toBe(0);
  });

  it('computes Jaro-Winkler as published (MARTHA/MARHTA 0.961)', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
  });
});

describe('website domains and emails', () => {
  it('keeps the registrable part, without www', () => {
    expect(websiteDomain('https://www.volta.com/about')).toBe('volta.com');
    expect(websiteDomain('http://stages.Volta.com')).toBe('volta.com');
    expect(websiteDomain('example.co.uk')).toBe('example.co.uk');
    expect(websiteDomain('https://www.studio.example.co.uk/x')).toBe('example.co.uk');
  });

  it('says nothing for shared hosts, addresses and non-addresses', () => {
    expect(websiteDomain('https://www.facebook.com/somestudio')).toBeNull();
    expect(websiteDomain('https://example.com/studios/demo')).toBeNull();
    expect(websiteDomain('http://127.0.0.1/')).toBeNull();
    expect(websiteDomain('')).toBeNull();
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain('not a url')).toBeNull();
  });

  it('compares emails without case', () => {
    expect(normalizeEmail(' Info@Studio.Example ')).toBe('info@studio.example');
    expect(normalizeEmail('nobody')).toBeNull();
  });
});

describe('findDuplicatePairs', () => {
  const moscow = { city: 'Moscow', country: 'Russia' };

  it('proposes alike names in the same city, with the reasons', () => {
    const pairs = findDuplicatePairs([
      subject(2, { name: 'Студия Мосфильм', ...moscow }),
      subject(1, { name: 'Mosfilm Studio', city: 'moscow', country: 'RUSSIA' }),
    ]);
    expect(pairs).toEqual([
      {
        a: 1,
        b: 2,
        reasons: [
          { kind: 'names_alike', score: 1 },
          { kind: 'same_city', city: 'Moscow' },
        ],
      },
    ]);
    expect(duplicateReasonsText(pairs[0]!.reasons, 'en')).toBe('names alike (1.00), same city: Moscow');
    expect(duplicateReasonsText(pairs[0]!.reasons, 'ru')).toBe('похожие названия (1,00); один город: Moscow');
  });

  it('proposes alike names within 2 km, not farther, and not in different cities', () => {
    const at = (id: number, name: string, lat: number, lng: number, city = '') =>
      subject(id, { name, latitude: lat, longitude: lng, city, country: city ? 'Germany' : '' });
    const near = findDuplicatePairs([
      at(1, 'Volta Stage', 52.52, 13.405),
      at(2, 'Volta Studios', 52.53, 13.405),
    ]);
    expect(near).toHaveLength(1);
    expect(near[0]!.reasons).toContainEqual({ kind: 'near', km: 1.1 });
    expect(findDuplicatePairs([at(1, 'Volta', 52.52, 13.405), at(2, 'Volta', 52.56, 13.405)])).toEqual([]);
    expect(
      findDuplicatePairs([at(1, 'Volta', 52.52, 13.405, 'Berlin'), at(2, 'Volta', 48.14, 11.58, 'Munich')]),
    ).toEqual([]);
  });

  it('finds a pair across a grid cell edge at a high latitude', () => {
    const pairs = findDuplicatePairs([
      subject(1, { name: 'Aurora', latitude: 69.649, longitude: 18.955 }),
      subject(2, { name: 'Aurora', latitude: 69.649, longitude: 18.995 }),
    ]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.reasons[1]).toEqual({ kind: 'near', km: 1.5 });
  });

  it('proposes the same website domain or the same email whatever the names and places', () => {
    const pairs = findDuplicatePairs([
      subject(1, { name: 'Alpha', website: 'https://www.alpha.example' }),
      subject(2, { name: 'Omega', website: 'http://stages.alpha.example/berlin' }),
      subject(3, { name: 'Gamma', email: 'Hello@Gamma.example' }),
      subject(4, { name: 'Delta', email: 'hello@gamma.example' }),
      subject(5, { name: 'Epsilon', website: 'https://facebook.com/epsilon' }),
      subject(6, { name: 'Zeta', website: 'https://facebook.com/zeta' }),
    ]);
    expect(pairs).toEqual([
      { a: 1, b: 2, reasons: [{ kind: 'same_domain', domain: 'alpha.example' }] },
      { a: 3, b: 4, reasons: [{ kind: 'same_email', email: 'hello@gamma.example' }] },
    ]);
  });

  it('does not propose alike names with no place in common', () => {
    expect(findDuplicatePairs([subject(1, { name: 'Volta' }), subject(2, { name: 'Volta' })])).toEqual([]);
  });

  it('limits the pairs to the involved ids when asked', () => {
    const all = [
      subject(1, { name: 'Volta', ...moscow }),
      subject(2, { name: 'Volta', ...moscow }),
      subject(-1, { name: 'Volta Studio', ...moscow }),
    ];
    expect(findDuplicatePairs(all).map((p) => [p.a, p.b])).toEqual([
      [-1, 1],
      [-1, 2],
      [1, 2],
    ]);
    expect(findDuplicatePairs(all, { involving: new Set([-1]) }).map((p) => [p.a, p.b])).toEqual([
      [-1, 1],
      [-1, 2],
    ]);
  });

  it('blocks: 2,000 studios with distinct names in one city find only the planted pair', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      subject(i + 1, { name: `Stage ${i.toString(36)}x${(i * 7919).toString(36)}`, ...moscow }),
    );
    many.push(subject(5000, { name: many[10]!.name.toUpperCase(), ...moscow }));
    expect(findDuplicatePairs(many).map((p) => [p.a, p.b])).toEqual([[11, 5000]]);
  });
});
