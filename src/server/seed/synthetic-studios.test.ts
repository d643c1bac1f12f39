import { PARAMETER_CATALOG } from '@domain/parameter-catalog';
import { parseReferenceNumbers } from '@domain/parameter-values';
import { serviceTypesOf } from '@domain/studio-attributes';
import { STUDIO_STATUSES } from '@domain/studio-status';
import { describe, expect, it } from 'vitest';
import { generateSyntheticStudios, mulberry32, SYNTHETIC_CITIES } from './synthetic-studios';

describe('generateSyntheticStudios', () => {
  it('returns the requested count', () => {
    expect(generateSyntheticStudios(0)).toEqual([]);
    expect(generateSyntheticStudios(1)).toHaveLength(1);
    expect(generateSyntheticStudios(137)).toHaveLength(137);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateSyntheticStudios(50, { seed: 7 });
    expect(generateSyntheticStudios(50, { seed: 7 })).toEqual(a);
    const b = generateSyntheticStudios(50, { seed: 8 });
    expect(b.map((s) => s.studio.name)).not.toEqual(a.map((s) => s.studio.name));
  });

  it('numbers studios from startIndex, matching the slice of a longer run', () => {
    const all = generateSyntheticStudios(30, { seed: 3 });
    const tail = generateSyntheticStudios(10, { seed: 3, startIndex: 21 });
    expect(tail).toEqual(all.slice(20));
    expect(tail[0]?.studio.name).toMatch(/ 0021$/);
  });

  it('gives unique names', () => {
    const studios = generateSyntheticStudios(2000, { seed: 11 });
    expect(new Set(studios.map((s) => s.studio.name)).size).toBe(2000);
  });

  it('is realistic: statuses, cities, 20-37 catalog parameters with cited sources, services', () => {
    const studios = generateSyntheticStudios(1000, { seed: 5 });
    const counts = new Map<string, number>();
    for (const s of studios) counts.set(s.studio.status ?? '', (counts.get(s.studio.status ?? '') ?? 0) + 1);
    for (const status of STUDIO_STATUSES) expect(counts.get(status) ?? 0).toBeGreaterThan(0);
    expect(counts.get('published') ?? 0).toBeGreaterThan(720);
    expect(counts.get('published') ?? 0).toBeLessThan(880);
    expect(counts.get('pending_review') ?? 0).toBeGreaterThan(60);
    expect(counts.get('pending_review') ?? 0).toBeLessThan(140);

    expect(SYNTHETIC_CITIES.length).toBeGreaterThanOrEqual(55);
    expect(new Set(studios.map((s) => s.studio.city)).size).toBeGreaterThanOrEqual(50);

    // Problems are collected and asserted once: 1000 studios x 30 parameters is a lot of expects.
    const catalogKeys = new Set(PARAMETER_CATALOG.map((e) => e.key));
    const services = new Set<string>();
    const problems: string[] = [];
    for (const s of studios) {
      const name = s.studio.name;
      if (!s.studio.description?.startsWith('Synthetic benchmark studio'))
        problems.push(`${name}: description`);
      if (s.parameters.length < 20 || s.parameters.length > 37)
        problems.push(`${name}: ${s.parameters.length} parameters`);
      if (s.sources.length < 1) problems.push(`${name}: no sources`);
      const indexes = new Set(s.sources.map((src) => src.index));
      for (const p of s.parameters) {
        if (!catalogKeys.has(p.key)) problems.push(`${name}: key ${p.key}`);
        for (const ref of parseReferenceNumbers(p.value))
          if (!indexes.has(ref)) problems.push(`${name}: [${ref}] in ${p.key}`);
      }
      const attrs = {
        ...s.studio.attributes,
        ...Object.fromEntries(s.parameters.map((p) => [p.key, p.value])),
      };
      for (const type of serviceTypesOf(attrs)) services.add(type);
      for (const url of [s.studio.websiteUrl, s.studio.showreelVideoUrl, s.studio.interactiveTourUrl]) {
        if (url && !url.startsWith('https://')) problems.push(`${name}: url ${url}`);
      }
    }
    expect(problems).toEqual([]);
    expect(services.size).toBeGreaterThanOrEqual(12);
    const showreels = studios.filter((s) => s.studio.showreelVideoUrl).length;
    expect(showreels).toBeGreaterThan(100);
    expect(showreels).toBeLessThan(500);
  });
});

describe('mulberry32', () => {
  it('returns a repeatable stream of floats in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
