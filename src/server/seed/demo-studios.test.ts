import { IMAGE_CHAIN_CATALOG } from '@domain/image-chain-catalog';
import { HEIGHT_BANDS, TEAM_TYPES, WIDTH_BANDS } from '@domain/limits';
import { PARAMETER_CATALOG } from '@domain/parameter-catalog';
import { parseReferenceNumbers } from '@domain/parameter-values';
import type { DetailedAttributes } from '@domain/schemas/studio-schemas';
import {
  CAPABILITY_KEYS,
  capabilityStatusOf,
  LED_BOOLEAN_ATTRIBUTES,
  type LedBooleanAttribute,
  ledBooleanOf,
  ledWallHeightOf,
  ledWallWidthOf,
  offersCapability,
  serviceTypesOf,
} from '@domain/studio-attributes';
import { isPublicStatus, STUDIO_STATUSES } from '@domain/studio-status';
import { describe, expect, it } from 'vitest';
import {
  buildDemoStudio,
  DEMO_BLANK_STUDIO_NAME,
  DEMO_FULL_STUDIO_NAME,
  DEMO_STUDIO_ROWS,
  DEMO_STUDIOS,
} from './demo-studios';
import type { SeedStudio } from './seed-types';

function attrsOf(seed: SeedStudio): DetailedAttributes {
  return {
    ...seed.studio.attributes,
    ...Object.fromEntries(seed.parameters.map((p) => [p.key, p.value])),
  };
}

const imageChainKeys = new Set(IMAGE_CHAIN_CATALOG.map((e) => e.key));
const publicStudios = DEMO_STUDIOS.filter((s) => isPublicStatus(s.studio.status));
const publicAttrs = publicStudios.map(attrsOf);

function inBand(value: number | null, band: { min: number; max: number }): boolean {
  return value !== null && value >= band.min && value < band.max;
}

function byName(name: string): SeedStudio {
  const seed = DEMO_STUDIOS.find((s) => s.studio.name === name);
  if (!seed) throw new Error(`no demo studio named ${name}`);
  return seed;
}

/** Every string inside a value, however deeply nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

function urlsOf(seed: SeedStudio): string[] {
  const { studio } = seed;
  const fromAttributes = stringsIn(studio.attributes).filter((s) => /^[a-z][a-z0-9+.-]*:/i.test(s));
  const linkUrls = Object.values(studio.attributes ?? {})
    .filter(Array.isArray)
    .flatMap((list: unknown[]) =>
      list.flatMap((item) => (item && typeof item === 'object' ? [(item as { url?: unknown }).url] : [])),
    )
    .filter((url): url is string => typeof url === 'string');
  return [
    studio.websiteUrl,
    studio.showreelVideoUrl,
    studio.interactiveTourUrl,
    ...(studio.tourCredits ?? []).map((c) => c.url),
    ...seed.sources.map((s) => s.url),
    ...fromAttributes,
    ...linkUrls,
  ].filter((url): url is string => typeof url === 'string');
}

describe('DEMO_STUDIOS', () => {
  it('holds 48 studios with unique names', () => {
    expect(DEMO_STUDIOS).toHaveLength(48);
    expect(new Set(DEMO_STUDIOS.map((s) => s.studio.name)).size).toBe(48);
  });

  it('covers at least 14 countries and 30 cities among public studios, with repeated cities', () => {
    expect(new Set(publicStudios.map((s) => s.studio.country)).size).toBeGreaterThanOrEqual(14);
    expect(
      new Set(publicStudios.map((s) => `${s.studio.city}|${s.studio.country}`)).size,
    ).toBeGreaterThanOrEqual(30);
    const perCity = new Map<string, number>();
    for (const s of publicStudios) perCity.set(s.studio.city, (perCity.get(s.studio.city) ?? 0) + 1);
    expect([...perCity.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('uses every status, mostly published', () => {
    const counts = new Map<string, number>();
    for (const s of DEMO_STUDIOS)
      counts.set(s.studio.status ?? 'draft', (counts.get(s.studio.status ?? 'draft') ?? 0) + 1);
    for (const status of STUDIO_STATUSES) expect(counts.get(status) ?? 0).toBeGreaterThan(0);
    expect(counts.get('published') ?? 0).toBeGreaterThan(DEMO_STUDIOS.length / 2);
    expect(publicStudios.length).toBe((counts.get('published') ?? 0) + (counts.get('pending_review') ?? 0));
  });

  it('has fixed created dates spread over 2022-2026', () => {
    const years = new Set(DEMO_STUDIOS.map((s) => s.studio.createdAt?.getUTCFullYear()));
    expect([...years].sort()).toEqual([2022, 2023, 2024, 2025, 2026]);
  });

  it('says in every description that the studio is fictional', () => {
    for (const s of DEMO_STUDIOS) {
      expect(s.studio.description).toMatch(/^Fictional demo studio: /);
      expect(s.studio.shortDescription?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('offers at least 12 service types, de-duplicated, some studios with more than 3', () => {
    const all = new Set(publicAttrs.flatMap(serviceTypesOf));
    expect(all.size).toBeGreaterThanOrEqual(12);
    expect(publicAttrs.filter((a) => serviceTypesOf(a).length > 3).length).toBeGreaterThanOrEqual(3);
    const legacy = publicAttrs.filter((a) => Array.isArray(a.services));
    expect(legacy.length).toBeGreaterThanOrEqual(2);
    for (const a of publicAttrs) expect(new Set(serviceTypesOf(a)).size).toBe(serviceTypesOf(a).length);
  });

  it('puts a public studio in every width band and every height band, edge values included', () => {
    for (const band of WIDTH_BANDS)
      expect(publicAttrs.some((a) => inBand(ledWallWidthOf(a), band))).toBe(true);
    for (const band of HEIGHT_BANDS)
      expect(publicAttrs.some((a) => inBand(ledWallHeightOf(a), band))).toBe(true);
    const widths = publicAttrs.map(ledWallWidthOf);
    const heights = publicAttrs.map(ledWallHeightOf);
    for (const edge of [8, 15, 25]) expect(widths).toContain(edge);
    for (const edge of [3, 5, 8]) expect(heights).toContain(edge);
    expect(widths.filter((w) => w === null).length).toBeGreaterThanOrEqual(2);
  });

  it('has two or three legacy studios that carry only led_wall_size', () => {
    const legacy = publicAttrs.filter((a) => a.led_wall_size !== undefined);
    expect(legacy.length).toBeGreaterThanOrEqual(2);
    expect(legacy.length).toBeLessThanOrEqual(3);
    for (const a of legacy) {
      expect(a.LED_PHYSICAL_PRIMARY_WALL_WIDTH_M).toBeUndefined();
      expect(ledWallWidthOf(a)).not.toBeNull();
      expect(ledWallHeightOf(a)).not.toBeNull();
    }
  });

  it('has yes, no and unknown for ceiling, floor and movable panels, some from legacy booleans', () => {
    for (const which of Object.keys(LED_BOOLEAN_ATTRIBUTES) as LedBooleanAttribute[]) {
      const values = new Set(publicAttrs.map((a) => ledBooleanOf(a, which)));
      expect(values).toEqual(new Set([true, false, null]));
      const legacyOnly = publicAttrs.filter(
        (a) =>
          a[LED_BOOLEAN_ATTRIBUTES[which].legacy] !== undefined &&
          a[LED_BOOLEAN_ATTRIBUTES[which].key] === undefined,
      );
      expect(legacyOnly.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('has "yes" and "not yet" for 3DGS and 4DGS, and every capability status', () => {
    for (const key of CAPABILITY_KEYS) {
      const offers = new Set(publicAttrs.map((a) => offersCapability(a, key)));
      expect(offers).toEqual(new Set([true, false]));
      const statuses = new Set(publicAttrs.map((a) => capabilityStatusOf(a, key)));
      expect(statuses).toEqual(new Set(['Available', 'Limited', 'Not Available', 'Unknown']));
      expect(publicAttrs.some((a) => a[key] === undefined)).toBe(true);
    }
  });

  it('stores at least 3 names with HTML entities', () => {
    const names = DEMO_STUDIOS.map((s) => s.studio.name).filter(
      (n) => n.includes('&amp;') || n.includes('&#39;'),
    );
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.some((n) => n.includes('&#39;'))).toBe(true);
  });

  it('cites only sources the studio lists, numbered from 1', () => {
    for (const s of DEMO_STUDIOS) {
      const indexes = s.sources.map((src) => src.index);
      expect(indexes).toEqual(indexes.map((_, i) => i + 1));
      expect(indexes.length).toBeLessThanOrEqual(3);
      for (const p of s.parameters) {
        for (const ref of parseReferenceNumbers(p.value))
          expect(indexes, `${s.studio.name} ${p.key}`).toContain(ref);
      }
    }
  });

  it('uses only catalog keys, most public studios with 15-37 of them, a few with a handful', () => {
    const catalogKeys = new Set(PARAMETER_CATALOG.map((e) => e.key));
    for (const s of DEMO_STUDIOS) {
      for (const p of s.parameters) expect(catalogKeys).toContain(p.key);
      expect(new Set(s.parameters.map((p) => p.key)).size).toBe(s.parameters.length);
    }
    // The image chain's keys (issue 38) counted apart: the next test covers them.
    const counts = publicStudios.map((s) => s.parameters.filter((p) => !imageChainKeys.has(p.key)).length);
    expect(counts.filter((n) => n >= 15 && n <= 37).length).toBeGreaterThan(publicStudios.length * 0.7);
    expect(counts.filter((n) => n > 0 && n <= 6).length).toBeGreaterThanOrEqual(2);
  });

  it('gives most public studios image chain values, with gaps, and cites sources for some', () => {
    const stated = publicStudios.map((s) => s.parameters.filter((p) => imageChainKeys.has(p.key)));
    expect(stated.filter((list) => list.length > 0).length).toBeGreaterThan(publicStudios.length / 2);
    // Honest gaps: apart from the "everything" studio, no studio states all of them.
    expect(stated.filter((list) => list.length === imageChainKeys.size)).toHaveLength(1);
    expect(stated.flat().some((p) => parseReferenceNumbers(p.value).length > 0)).toBe(true);
  });

  it('links only to http(s) URLs, never javascript: or data:', () => {
    const urls = DEMO_STUDIOS.flatMap(urlsOf);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url).toMatch(/^https?:\/\//);
      expect(() => new URL(url)).not.toThrow();
    }
    for (const s of DEMO_STUDIOS) {
      const email = s.parameters.find((p) => p.key === 'CONTACT_EMAIL');
      if (email) expect(email.value).toMatch(/@example\.com/);
      if (s.studio.websiteUrl) expect(s.studio.websiteUrl).toMatch(/^https:\/\/example\.com\//);
    }
  });

  it('has showreels (YouTube in several forms and one other), tours with and without credits', () => {
    const showreels = DEMO_STUDIOS.map((s) => s.studio.showreelVideoUrl).filter((u): u is string => !!u);
    expect(showreels.length).toBeGreaterThanOrEqual(10);
    for (const form of ['watch?v=', 'youtu.be/', '/shorts/', '/embed/', '&t=']) {
      expect(showreels.some((u) => u.includes(form))).toBe(true);
    }
    expect(showreels.some((u) => !/youtu\.?be/.test(u))).toBe(true);
    const toured = publicStudios.filter((s) => s.studio.interactiveTourUrl);
    expect(toured.length).toBeGreaterThanOrEqual(6);
    expect(toured.some((s) => (s.studio.tourCredits ?? []).length > 0)).toBe(true);
    expect(toured.some((s) => (s.studio.tourCredits ?? []).length === 0)).toBe(true);
  });

  it('carries pipeline and team attributes on about 15 studios, team types from TEAM_TYPES', () => {
    const withPipeline = DEMO_STUDIOS.filter((s) => s.studio.attributes?.production_pipeline_virtual_tools);
    expect(withPipeline.length).toBeGreaterThanOrEqual(12);
    for (const s of DEMO_STUDIOS) {
      for (const key of ['scanning_team_type', 'environment_team_type']) {
        const type = s.studio.attributes?.[key];
        if (type !== undefined) expect(TEAM_TYPES).toContain(type);
      }
    }
  });

  it('has both stage figures as parameters on many studios and as columns on some', () => {
    expect(
      DEMO_STUDIOS.filter((s) => s.parameters.some((p) => p.key === 'GENERAL_STAGE_COUNT')).length,
    ).toBeGreaterThan(15);
    expect(
      DEMO_STUDIOS.filter((s) => s.studio.stageCount != null && s.studio.totalArea != null).length,
    ).toBeGreaterThan(1);
  });

  it('has the "everything" studio with every catalog key, 3 sources, media, pipeline and teams', () => {
    const full = byName(DEMO_FULL_STUDIO_NAME);
    expect(full.studio.status).toBe('published');
    expect(full.studio.city).toBe('Berlin');
    expect(full.parameters.map((p) => p.key).sort()).toEqual(PARAMETER_CATALOG.map((e) => e.key).sort());
    expect(full.sources).toHaveLength(3);
    expect(full.studio.websiteUrl).toBeTruthy();
    expect(full.studio.showreelVideoUrl).toBeTruthy();
    expect(full.studio.interactiveTourUrl).toBeTruthy();
    expect(full.studio.tourCredits?.length).toBeGreaterThan(0);
    const attrs = full.studio.attributes ?? {};
    for (const key of [
      'production_pipeline_virtual_tools',
      'production_pipeline_post_tools',
      'external_scanning_partners',
      'in_house_scanning_capabilities',
      'external_environment_partners',
      'in_house_environment_capabilities',
    ]) {
      expect(Array.isArray(attrs[key]) && (attrs[key] as unknown[]).length > 0, key).toBe(true);
    }
    expect(TEAM_TYPES).toContain(attrs.scanning_team_type);
    expect(TEAM_TYPES).toContain(attrs.environment_team_type);
  });

  it('has the blank studio with nothing but its identity', () => {
    const blank = byName(DEMO_BLANK_STUDIO_NAME);
    expect(blank.studio.status).toBe('published');
    expect(blank.parameters).toEqual([]);
    expect(blank.sources).toEqual([]);
    expect(blank.studio.websiteUrl).toBeNull();
    expect(blank.studio.showreelVideoUrl).toBeNull();
    expect(blank.studio.interactiveTourUrl).toBeNull();
    expect(blank.studio.tourCredits).toEqual([]);
    expect(blank.studio.attributes).toEqual({});
  });

  it('has pairs of studios that differ in the numeric compare rows', () => {
    const value = (name: string, key: string) => byName(name).parameters.find((p) => p.key === key)?.value;
    const pairs = [
      ['Aurora Volume Works', 'Volt &amp; Vision Stages'],
      ['Kestrel Light Stage', 'Dune Horizon Volumes'],
    ] as const;
    for (const [a, b] of pairs) {
      for (const key of [
        'LED_PANEL_PIXEL_PITCH_MM',
        'LED_PANEL_BRIGHTNESS_NITS',
        'LED_PROCESSING_REFRESH_RATE_HZ',
      ]) {
        expect(value(a, key), `${a} ${key}`).toBeDefined();
        expect(value(b, key), `${b} ${key}`).toBeDefined();
        expect(value(a, key)).not.toBe(value(b, key));
      }
    }
  });

  it('is deterministic: building the rows again gives the same studios', () => {
    expect(DEMO_STUDIO_ROWS.map(buildDemoStudio)).toEqual(DEMO_STUDIOS);
    expect(JSON.stringify(DEMO_STUDIOS)).not.toMatch(/NaN|undefined|Infinity/);
  });
});
