/**
 * The compact row a demo studio is written as (demo-studios-data*.ts); demo-studios.ts expands a
 * row into a studio with its catalog parameters, sources and attributes. Values are written as
 * they would be imported: "24.5 m [1][3]" cites sources 1 and 3 of that studio.
 */

import type { Link } from '@domain/schemas/studio-schemas';
import type { StudioStatus } from '@domain/studio-status';
import { exampleLink, type PanelId, TOOLS } from './demo-studios-kit';

export interface DemoWall {
  /** LED_PHYSICAL_PRIMARY_WALL_WIDTH_M / _HEIGHT_M as imported; absent means unknown. */
  w?: string;
  h?: string;
  /** Legacy attributes.led_wall_size ("30m x 6m"), for studios that predate the keys. */
  size?: string;
  panel: PanelId;
  hz?: number;
  nits?: number;
}

export interface DemoStudioRow {
  /** Name as stored (HTML entities kept), city, country, status, created date. */
  id: readonly [name: string, city: string, country: string, status: StudioStatus, created: string];
  short: string;
  /** The body of the description; the builder prefixes "Fictional demo studio:". */
  about: string;
  /** How many sources the studio lists (0..3). */
  src: number;
  /** How many derived catalog parameters it carries on top of the explicit ones (see seed-parameters). */
  depth: number | 'all';
  /** false: the studio has no website. */
  web?: false;
  /** GENERAL_VP_SERVICE_TYPE_LEVEL1 as imported. */
  services?: string;
  /** Legacy attributes.services. */
  legacyServices?: readonly string[];
  wall?: DemoWall;
  /** Ceiling, floor and movable-panel BOOL values as imported; null leaves the key out. */
  led?: readonly [string | null, string | null, string | null];
  /** Legacy attributes led_ceiling, led_floor, led_movable_panels. */
  legacyLed?: readonly [boolean | null, boolean | null, boolean | null];
  /** 3DGS_LOCATION_SCANNING_STATUS and 4DGS_ACTOR_SCANNING_STATUS; null leaves the key out. */
  gs?: readonly [string | null, string | null];
  tracking?: string;
  engine?: string;
  /** Stage count and total area in m². */
  stages?: readonly [number, number];
  /** Stage count and total area go into the studio columns rather than the parameters. */
  columns?: true;
  showreel?: string;
  /** An interactive tour with these credits (empty: the default credits show). */
  tour?: readonly Link[];
  /** Non-parameter attributes: pipeline tools, teams, legacy keys. */
  attrs?: Readonly<Record<string, unknown>>;
}

/** Tour credits: the scanning crew and the splat viewer. */
export const splatCredits = (crew: string): Link[] => [exampleLink('credits', crew), { ...TOOLS.supersplat }];
