/**
 * Studios as the comparison receives them (ComparedStudio), for the comparison table's tests: a blank
 * studio with the given values, two full ones, and a table's row by id.
 */
import type { CompareTable } from '../domain/compare-table';
import type { ComparedStudio } from '../domain/schemas/compare-schemas';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K];
};

export function studio(id: number, over: DeepPartial<ComparedStudio> = {}): ComparedStudio {
  const base: ComparedStudio = {
    id,
    name: `Studio ${id}`,
    city: 'Berlin',
    country: 'Germany',
    status: 'published',
    website_url: null,
    stage_count: null,
    total_area: null,
    cover_image: null,
    description: null,
    contact_info: { email: null, phone: null },
    services: [],
    led_specs: {
      pixel_pitch: null,
      dimensions: null,
      width: null,
      height: null,
      resolution: null,
      resolution_pixels: null,
      manufacturer: null,
      model: null,
      refresh_rate: null,
      brightness: null,
      ceiling: null,
      floor: null,
      movable_panels: null,
      shape: null,
    },
    scanning: { location_3dgs: 'Unknown', actor_4dgs: 'Unknown' },
    stage_dimensions: { width: null, depth: null, height: null, area: null },
    stage_specs: { floor_type: null, ceiling_height: null, power_capacity: null },
    equipment: { cameras: [], lighting: [], software: [], tracking_system: null, render_engines: [] },
    business_info: { pricing: null, availability: null, booking_policy: null, cancellation_policy: null },
    image_chain: {},
    icvfx_readiness: [],
  };
  return {
    ...base,
    ...over,
    contact_info: { ...base.contact_info, ...over.contact_info },
    led_specs: { ...base.led_specs, ...over.led_specs },
    scanning: { ...base.scanning, ...over.scanning },
    stage_dimensions: { ...base.stage_dimensions, ...over.stage_dimensions },
    stage_specs: { ...base.stage_specs, ...over.stage_specs },
    equipment: { ...base.equipment, ...over.equipment },
    business_info: { ...base.business_info, ...over.business_info },
    image_chain: { ...base.image_chain, ...over.image_chain } as Record<string, string>,
  } as ComparedStudio;
}

export function row(table: CompareTable, id: string) {
  const found = table.rows.find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
}

export const aurora = studio(1, {
  name: 'Aurora Volume Works',
  services: ['LED Volume', 'In-Camera VFX'],
  stage_count: 2,
  total_area: 1850,
  led_specs: {
    pixel_pitch: 1.9,
    brightness: 1800,
    refresh_rate: 7680,
    width: 24.5,
    height: 6,
    dimensions: '24.5 m × 6 m',
    resolution: '7680x2160',
    resolution_pixels: 7680 * 2160,
    manufacturer: 'ROE Visual',
  },
  equipment: { cameras: ['ARRI Alexa 35', 'Sony Venice 2'] },
});
export const volt = studio(2, {
  name: 'Volt &amp; Vision Stages',
  city: 'London',
  country: 'United Kingdom',
  services: ['in-camera vfx', 'LED Volume'],
  stage_count: 3,
  total_area: 4200,
  led_specs: {
    pixel_pitch: 2.6,
    brightness: 1500,
    refresh_rate: 3840,
    width: 30,
    height: 8,
    dimensions: '30 m × 8 m',
    resolution: '15360x4096',
    resolution_pixels: 15360 * 4096,
    manufacturer: 'roe visual ',
  },
  equipment: { cameras: ['Sony Venice 2', 'ARRI Alexa 35'] },
});
