/**
 * The demo studios: the rows of demo-studios-data.ts expanded into studios with catalog
 * parameters, sources and attributes. Deterministic: the same input gives the same studios.
 */
import { decodeHtmlEntities } from '@domain/html-entities';
import { parseNumber } from '@domain/parameter-values';
import { placeOfCity } from './city-places';
import { demoDayRates } from './demo-day-rates';
import { demoImageChainValues } from './demo-image-chain';
import type { DemoStudioRow } from './demo-studio-row';
import { DEMO_STUDIO_ROWS_1 } from './demo-studios-data';
import { DEMO_STUDIO_ROWS_2 } from './demo-studios-data-2';
import { slugify } from './demo-studios-kit';
import { buildParameters, buildSources } from './seed-parameters';
import type { SeedStudio } from './seed-types';

/** Legacy "30m x 6m" -> [30, 6]. */
function legacySize(text: string | undefined): [number | null, number | null] {
  const match = text ? /(\d+(?:\.\d+)?)\s*m?\s*x\s*(\d+(?:\.\d+)?)/i.exec(text) : null;
  return match ? [Number(match[1]), Number(match[2])] : [null, null];
}

function attributesOf(row: DemoStudioRow): Record<string, unknown> {
  const attributes: Record<string, unknown> = { ...row.attrs };
  if (row.legacyServices) attributes.services = [...row.legacyServices];
  if (row.wall?.size) attributes.led_wall_size = row.wall.size;
  if (row.legacyLed) {
    const [ceiling, floor, movable] = row.legacyLed;
    if (ceiling !== null) attributes.led_ceiling = ceiling;
    if (floor !== null) attributes.led_floor = floor;
    if (movable !== null) attributes.led_movable_panels = movable;
  }
  return attributes;
}

function descriptionOf(row: DemoStudioRow, width: number | null, height: number | null): string {
  const [name, city, country] = row.id;
  const wall =
    width !== null && height !== null ? ` The primary LED wall measures ${width} m by ${height} m.` : '';
  return `Fictional demo studio: ${decodeHtmlEntities(name)} (${city}, ${country}) is not a real company. ${row.about}${wall}`;
}

export function buildDemoStudio(row: DemoStudioRow, index: number): SeedStudio {
  const [name, city, country, status, created] = row.id;
  const [legacyWidth, legacyHeight] = legacySize(row.wall?.size);
  const width = parseNumber(row.wall?.w) ?? legacyWidth;
  const height = parseNumber(row.wall?.h) ?? legacyHeight;
  const [stageCount, totalArea] = row.stages ?? [1 + (index % 3), 600 + index * 45];
  const led = row.led ?? [null, null, null];
  const gs = row.gs ?? [null, null];
  const parameters = buildParameters({
    index,
    name,
    country,
    shortDescription: row.short,
    createdYear: Number(created.slice(0, 4)),
    sourceCount: row.src,
    depth: row.depth,
    explicit: {
      GENERAL_VP_SERVICE_TYPE_LEVEL1: row.services,
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: row.wall?.w,
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: row.wall?.h,
      LED_PHYSICAL_PRIMARY_CEILING_BOOL: led[0] ?? undefined,
      LED_PHYSICAL_PRIMARY_FLOOR_BOOL: led[1] ?? undefined,
      LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL: led[2] ?? undefined,
      CAMERA_TRACKING_SYSTEM: row.tracking,
      SOFTWARE_REALTIME_ENGINE: row.engine,
      '3DGS_LOCATION_SCANNING_STATUS': gs[0] ?? undefined,
      '4DGS_ACTOR_SCANNING_STATUS': gs[1] ?? undefined,
      ...demoImageChainValues({
        index,
        everything: row.depth === 'all',
        hasChain: row.wall?.panel !== undefined && row.depth !== 'all' && row.depth >= 10,
        sourceCount: row.src,
      }),
    },
    panel: row.wall?.panel,
    refreshHz: row.wall?.hz,
    nits: row.wall?.nits,
    wallWidthM: width,
    wallHeightM: height,
    stageCount,
    totalAreaM2: totalArea,
    stageFiguresInColumns: row.columns === true && row.depth !== 'all',
  });
  const slug = slugify(name);
  // Demo studios stand at their city's coordinates (GeoNames), with its country code.
  const place = placeOfCity(city);
  return {
    studio: {
      name,
      city,
      country,
      countryCode: place.countryCode,
      latitude: place.latitude,
      longitude: place.longitude,
      status,
      websiteUrl: row.web === false ? null : `https://example.com/studios/${slug}`,
      description: descriptionOf(row, width, height),
      shortDescription: row.short,
      stageCount: row.columns ? stageCount : null,
      totalArea: row.columns ? totalArea : null,
      showreelVideoUrl: row.showreel ?? null,
      interactiveTourUrl: row.tour ? `https://example.com/tours/${slug}` : null,
      tourCredits: row.tour ? row.tour.map((credit) => ({ ...credit })) : [],
      attributes: attributesOf(row),
      createdAt: new Date(`${created}T09:00:00.000Z`),
      dayRates: demoDayRates(parameters, index, country),
    },
    parameters,
    sources: buildSources(name, row.src),
  };
}

/** The compact rows of the 48 demo studios, in seeding order. */
export const DEMO_STUDIO_ROWS: readonly DemoStudioRow[] = [...DEMO_STUDIO_ROWS_1, ...DEMO_STUDIO_ROWS_2];

/** The 48 fictional demo studios. */
export const DEMO_STUDIOS: readonly SeedStudio[] = DEMO_STUDIO_ROWS.map(buildDemoStudio);

/** Names of the two studios the tests and the e2e suite rely on. */
export const DEMO_FULL_STUDIO_NAME = 'Aurora Volume Works';
export const DEMO_BLANK_STUDIO_NAME = 'Blank Slate Test Stage';
