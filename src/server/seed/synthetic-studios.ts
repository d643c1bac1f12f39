/**
 * Synthetic studios for benchmarks and load tests: realistic, deterministic for a seed, fast.
 * Studio n is drawn from its own generator seeded by (seed, n), so a run with startIndex s
 * produces the same studios as the matching slice of a longer run.
 */

import type { Link } from '@domain/schemas/studio-schemas';
import type { StudioStatus } from '@domain/studio-status';
import { placeOfCity } from './city-places';
import {
  exampleLink,
  PANEL_IDS,
  pipeline,
  REALTIME_ENGINES,
  scanningTeam,
  slugify,
  TOOLS,
  type ToolId,
  TRACKING_SYSTEMS,
} from './demo-studios-kit';
import { buildParameters, buildSources } from './seed-parameters';
import type { SeedStudio } from './seed-types';

export interface SyntheticOptions {
  /** PRNG seed; the same seed gives the same studios. Default 1. */
  seed?: number;
  /** Number of the first studio (it appears in the name). Default 1. */
  startIndex?: number;
}

/** mulberry32: a small, fast 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  /** k distinct items, in list order. */
  sample<T>(list: readonly T[], k: number): T[] {
    const picked = new Set<number>();
    while (picked.size < Math.min(k, list.length)) picked.add(Math.floor(this.next() * list.length));
    return [...picked].sort((a, b) => a - b).map((i) => list[i] as T);
  }
  /** A number in [min, max] rounded to a step. */
  stepped(min: number, max: number, step: number): number {
    return Math.round((min + this.next() * (max - min)) / step) * step;
  }
}

export const SYNTHETIC_CITIES: readonly (readonly [city: string, country: string])[] = [
  ['Berlin', 'Germany'],
  ['Munich', 'Germany'],
  ['Cologne', 'Germany'],
  ['Hamburg', 'Germany'],
  ['London', 'United Kingdom'],
  ['Manchester', 'United Kingdom'],
  ['Glasgow', 'United Kingdom'],
  ['Los Angeles', 'United States'],
  ['New York', 'United States'],
  ['Atlanta', 'United States'],
  ['Austin', 'United States'],
  ['Albuquerque', 'United States'],
  ['Toronto', 'Canada'],
  ['Vancouver', 'Canada'],
  ['Montreal', 'Canada'],
  ['Madrid', 'Spain'],
  ['Barcelona', 'Spain'],
  ['Paris', 'France'],
  ['Lyon', 'France'],
  ['Amsterdam', 'Netherlands'],
  ['Warsaw', 'Poland'],
  ['Kraków', 'Poland'],
  ['Prague', 'Czechia'],
  ['Belgrade', 'Serbia'],
  ['Budapest', 'Hungary'],
  ['Vienna', 'Austria'],
  ['Rome', 'Italy'],
  ['Milan', 'Italy'],
  ['Lisbon', 'Portugal'],
  ['Dublin', 'Ireland'],
  ['Stockholm', 'Sweden'],
  ['Oslo', 'Norway'],
  ['Vilnius', 'Lithuania'],
  ['Istanbul', 'Turkey'],
  ['Tbilisi', 'Georgia'],
  ['Dubai', 'United Arab Emirates'],
  ['Abu Dhabi', 'United Arab Emirates'],
  ['Mumbai', 'India'],
  ['Hyderabad', 'India'],
  ['Chennai', 'India'],
  ['Tokyo', 'Japan'],
  ['Osaka', 'Japan'],
  ['Seoul', 'South Korea'],
  ['Busan', 'South Korea'],
  ['Singapore', 'Singapore'],
  ['Bangkok', 'Thailand'],
  ['Sydney', 'Australia'],
  ['Melbourne', 'Australia'],
  ['Brisbane', 'Australia'],
  ['Auckland', 'New Zealand'],
  ['Wellington', 'New Zealand'],
  ['São Paulo', 'Brazil'],
  ['Rio de Janeiro', 'Brazil'],
  ['Mexico City', 'Mexico'],
  ['Bogotá', 'Colombia'],
  ['Buenos Aires', 'Argentina'],
  ['Cape Town', 'South Africa'],
  ['Johannesburg', 'South Africa'],
  ['Lagos', 'Nigeria'],
  ['Casablanca', 'Morocco'],
];

export const SYNTHETIC_SERVICE_TYPES = [
  'LED Volume',
  'In-Camera VFX',
  'Virtual Scouting',
  'Previsualization',
  'Motion Capture',
  'Volumetric Capture',
  'Photogrammetry',
  '3D Gaussian Splatting',
  '4D Gaussian Splatting',
  'Car Process',
  'Green Screen',
  'Virtual Art Department',
  'Live Broadcast',
  'Post-Production',
  'LiDAR Scanning',
] as const;

const NAME_FIRST = [
  'Northlight',
  'Bluefin',
  'Granite',
  'Lumen',
  'Parallax',
  'Silverline',
  'Copperleaf',
  'Halcyon',
  'Redwood',
  'Skyline',
  'Tidewater',
  'Ironbridge',
  'Solstice',
  'Vantage',
  'Quarry',
  'Beacon',
] as const;
const NAME_SECOND = ['Volume', 'Virtual', 'XR', 'Frame', 'Pixel', 'Light', 'Capture', 'Screen'] as const;
const NAME_THIRD = ['Stage', 'Studios', 'Works', 'Lab', 'Hall', 'Stages'] as const;

const YOUTUBE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CAPABILITY_VALUES = ['Available', 'Limited', 'Not Available'] as const;
const TRUE_VALUES = ['Yes', 'yes', 'TRUE', 'true', 'YES'] as const;
const FALSE_VALUES = ['No', 'no', 'FALSE', 'false'] as const;
const VIRTUAL_TOOLS: readonly ToolId[] = [
  'unreal',
  'unity',
  'disguise',
  'aximmetry',
  'postshot',
  'luma',
  'polycam',
];
const POST_TOOLS: readonly ToolId[] = [
  'nuke',
  'resolve',
  'aftereffects',
  'premiere',
  'flame',
  'houdini',
  'blender',
];

const START_MS = Date.UTC(2022, 0, 1);
const SPAN_MS = Date.UTC(2026, 5, 30) - START_MS;
const DAY_MS = 86_400_000;

/** A 32-bit hash of (seed, index), so each studio gets its own stream. */
function studioSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

function withMarker(rng: Random, value: string, sourceCount: number): string {
  return rng.chance(0.35) ? `${value} [${rng.int(1, sourceCount)}]` : value;
}

function booleanValue(rng: Random): string | undefined {
  const r = rng.next();
  if (r < 0.4) return rng.pick(TRUE_VALUES);
  if (r < 0.8) return rng.pick(FALSE_VALUES);
  return undefined;
}

function statusOf(rng: Random): StudioStatus {
  const r = rng.next();
  if (r < 0.8) return 'published';
  if (r < 0.9) return 'pending_review';
  if (r < 0.96) return 'draft';
  return 'archived';
}

function showreelUrl(rng: Random): string {
  let id = '';
  for (let i = 0; i < 11; i++) id += YOUTUBE_ID_ALPHABET[Math.floor(rng.next() * YOUTUBE_ID_ALPHABET.length)];
  switch (rng.int(0, 4)) {
    case 0:
      return `https://www.youtube.com/watch?v=${id}`;
    case 1:
      return `https://youtu.be/${id}`;
    case 2:
      return `https://www.youtube.com/watch?v=${id}&t=${rng.int(5, 120)}s`;
    case 3:
      return `https://www.youtube.com/embed/${id}`;
    default:
      return `https://www.youtube.com/shorts/${id}`;
  }
}

function syntheticStudio(seed: number, index: number): SeedStudio {
  const rng = new Random(studioSeed(seed, index));
  const name = `${rng.pick(NAME_FIRST)} ${rng.pick(NAME_SECOND)} ${rng.pick(NAME_THIRD)} ${String(index).padStart(4, '0')}`;
  const [city, country] = rng.pick(SYNTHETIC_CITIES);
  const status = statusOf(rng);
  const createdAt = new Date(START_MS + Math.floor(rng.next() * (SPAN_MS / DAY_MS)) * DAY_MS + 9 * 3_600_000);
  const sourceCount = rng.int(1, 3);
  const sizeKnown = rng.chance(0.9);
  // Most walls are 4-20 m wide, a quarter are XL; height follows the width (aspect 0.18-0.45).
  const width = rng.chance(0.25) ? rng.stepped(20, 50, 0.5) : rng.stepped(4, 20, 0.5);
  const height = Math.max(2, Math.min(12, Math.round(width * (0.18 + rng.next() * 0.27) * 2) / 2));
  const services = rng.sample(SYNTHETIC_SERVICE_TYPES, rng.int(1, 6));
  if (!services.includes('LED Volume') && rng.chance(0.8)) services.unshift('LED Volume');
  const legacyServices = rng.chance(0.1) ? rng.sample(SYNTHETIC_SERVICE_TYPES, rng.int(1, 3)) : undefined;
  const capability = () => (rng.chance(0.85) ? rng.pick(CAPABILITY_VALUES) : undefined);
  const stageCount = rng.int(1, 4);
  const short = `${services[0] ?? 'LED Volume'} studio in ${city} with a ${sizeKnown ? `${width} m` : 'custom-size'} wall.`;

  const parameters = buildParameters({
    index,
    name,
    country,
    shortDescription: short,
    createdYear: createdAt.getUTCFullYear(),
    sourceCount,
    depth: rng.int(18, 27),
    explicit: {
      GENERAL_VP_SERVICE_TYPE_LEVEL1: withMarker(rng, services.join(', '), sourceCount),
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: sizeKnown ? withMarker(rng, String(width), sourceCount) : undefined,
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: sizeKnown
        ? withMarker(rng, String(height), sourceCount)
        : undefined,
      LED_PHYSICAL_PRIMARY_CEILING_BOOL: booleanValue(rng),
      LED_PHYSICAL_PRIMARY_FLOOR_BOOL: booleanValue(rng),
      LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL: booleanValue(rng),
      CAMERA_TRACKING_SYSTEM: withMarker(rng, rng.pick(TRACKING_SYSTEMS), sourceCount),
      SOFTWARE_REALTIME_ENGINE: rng.pick(REALTIME_ENGINES),
      '3DGS_LOCATION_SCANNING_STATUS': capability(),
      '4DGS_ACTOR_SCANNING_STATUS': capability(),
    },
    panel: rng.pick(PANEL_IDS),
    refreshHz: rng.chance(0.5) ? 7680 : 3840,
    wallWidthM: sizeKnown ? width : null,
    wallHeightM: sizeKnown ? height : null,
    stageCount,
    totalAreaM2: stageCount * rng.int(4, 30) * 50,
  });

  const slug = slugify(name);
  const attributes: Record<string, unknown> = {};
  if (legacyServices) attributes.services = legacyServices;
  if (rng.chance(0.3)) {
    Object.assign(
      attributes,
      pipeline(rng.sample(VIRTUAL_TOOLS, rng.int(1, 3)), rng.sample(POST_TOOLS, rng.int(1, 3))),
    );
    Object.assign(
      attributes,
      scanningTeam('In-Hours+Outsource', [`${city} Scan Partners`], ['Handheld LiDAR scanning']),
    );
  }
  const hasTour = rng.chance(0.1);
  const tourCredits: Link[] =
    hasTour && rng.chance(0.5) ? [exampleLink('credits', `${name} Scan Crew`), { ...TOOLS.supersplat }] : [];
  const websiteUrl = rng.chance(0.85) ? `https://example.com/synthetic/${slug}` : null;
  const showreelVideoUrl = rng.chance(0.25) ? showreelUrl(rng) : null;
  // Somewhere in its city: the city's coordinates moved by up to 0.05° (about 5 km), drawn last so
  // that every earlier value of a studio stays what it was.
  const place = placeOfCity(city);
  const latitude = Math.round((place.latitude + (rng.next() - 0.5) * 0.1) * 1e5) / 1e5;
  const longitude = Math.round((place.longitude + (rng.next() - 0.5) * 0.1) * 1e5) / 1e5;

  return {
    studio: {
      name,
      city,
      country,
      countryCode: place.countryCode,
      latitude,
      longitude,
      status,
      websiteUrl,
      description: `Synthetic benchmark studio: generated test data, not a real company. ${name} offers ${services.join(', ')} in ${city}, ${country}.`,
      shortDescription: short,
      showreelVideoUrl,
      interactiveTourUrl: hasTour ? `https://example.com/tours/${slug}` : null,
      tourCredits,
      attributes,
      createdAt,
    },
    parameters,
    sources: buildSources(name, sourceCount),
  };
}

/** `count` synthetic studios numbered from options.startIndex (default 1). */
export function generateSyntheticStudios(count: number, options: SyntheticOptions = {}): SeedStudio[] {
  const seed = options.seed ?? 1;
  const start = options.startIndex ?? 1;
  const studios: SeedStudio[] = [];
  for (let i = 0; i < count; i++) studios.push(syntheticStudio(seed, start + i));
  return studios;
}
