/**
 * Building blocks shared by the demo and synthetic studios: LED panels, real pipeline tools with
 * their public sites, team/partner attribute helpers and per-country contact details.
 * Everything here is fictional except the names and sites of the real products.
 */
import type { TeamType } from '@domain/limits';
import type { Link } from '@domain/schemas/studio-schemas';

export interface LedPanel {
  manufacturer: string;
  model: string;
  pitchMm: number;
  nits: number;
}

/** Pixels along one 500 mm tile edge, rounded to the driver's multiple of 8. */
export function tilePixels(panel: LedPanel): number {
  return Math.round(500 / panel.pitchMm / 8) * 8;
}

export const LED_PANELS = {
  'roe-bp2': { manufacturer: 'ROE Visual', model: 'Black Pearl BP2V2', pitchMm: 2.84, nits: 1500 },
  'roe-ruby19': { manufacturer: 'ROE Visual', model: 'Ruby RB1.9', pitchMm: 1.9, nits: 1800 },
  'roe-dm26': { manufacturer: 'ROE Visual', model: 'Diamond DM2.6', pitchMm: 2.6, nits: 1500 },
  'sony-b15': { manufacturer: 'Sony', model: 'Crystal LED ZRD-B15A', pitchMm: 1.58, nits: 1000 },
  'absen-pl25': { manufacturer: 'Absen', model: 'PL2.5 Pro V10', pitchMm: 2.5, nits: 1500 },
  'absen-pl39': { manufacturer: 'Absen', model: 'PL3.9 Pro', pitchMm: 3.9, nits: 4500 },
  'infiled-ar23': { manufacturer: 'INFiLED', model: 'ARmk2 2.3', pitchMm: 2.3, nits: 1500 },
  'unilumin-upad26': { manufacturer: 'Unilumin', model: 'UpadIV 2.6', pitchMm: 2.6, nits: 1200 },
  'aoto-rm23': { manufacturer: 'AOTO', model: 'RM2.3', pitchMm: 2.3, nits: 1400 },
  'planar-cli29': { manufacturer: 'Planar', model: 'CarbonLight CLI 2.9', pitchMm: 2.9, nits: 1800 },
  'samsung-iwa': { manufacturer: 'Samsung', model: 'The Wall IWA', pitchMm: 1.68, nits: 1200 },
  'leyard-tvf15': { manufacturer: 'Leyard', model: 'TVF1.5', pitchMm: 1.5, nits: 1000 },
} as const satisfies Record<string, LedPanel>;

export type PanelId = keyof typeof LED_PANELS;
export const PANEL_IDS = Object.keys(LED_PANELS) as PanelId[];

/** Real tools of the 3DGS/4DGS production pipeline, with their public sites. */
export const TOOLS = {
  unreal: { name: 'Unreal Engine', url: 'https://www.unrealengine.com' },
  unity: { name: 'Unity', url: 'https://unity.com' },
  disguise: { name: 'disguise', url: 'https://www.disguise.one' },
  aximmetry: { name: 'Aximmetry', url: 'https://aximmetry.com' },
  pixera: { name: 'PIXERA', url: 'https://pixera.one' },
  postshot: { name: 'Postshot', url: 'https://www.jawset.com' },
  luma: { name: 'Luma AI', url: 'https://lumalabs.ai' },
  polycam: { name: 'Polycam', url: 'https://poly.cam' },
  realitycapture: { name: 'RealityCapture', url: 'https://www.capturingreality.com' },
  nerfstudio: { name: 'Nerfstudio', url: 'https://nerf.studio' },
  supersplat: { name: 'SuperSplat', url: 'https://superspl.at' },
  kiri: { name: 'KIRI Engine', url: 'https://www.kiriengine.app' },
  '4dviews': { name: '4DViews HOLOSYS', url: 'https://www.4dviews.com' },
  houdini: { name: 'Houdini', url: 'https://www.sidefx.com' },
  blender: { name: 'Blender', url: 'https://www.blender.org' },
  nuke: { name: 'Nuke', url: 'https://www.foundry.com/products/nuke' },
  resolve: { name: 'DaVinci Resolve', url: 'https://www.blackmagicdesign.com/products/davinciresolve' },
  aftereffects: { name: 'After Effects', url: 'https://www.adobe.com/products/aftereffects.html' },
  premiere: { name: 'Premiere Pro', url: 'https://www.adobe.com/products/premiere.html' },
  flame: { name: 'Autodesk Flame', url: 'https://www.autodesk.com/products/flame' },
  syntheyes: { name: 'SynthEyes', url: 'https://www.ssontech.com' },
  avid: { name: 'Avid Media Composer', url: 'https://www.avid.com/media-composer' },
} as const satisfies Record<string, Link>;

export type ToolId = keyof typeof TOOLS;

/** "Volt &amp; Vision Stages" -> "volt-vision-stages": entities and accents dropped. */
export function slugify(text: string): string {
  return text
    .replace(/&(#\d+|[a-z]+);/gi, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A named link under https://example.com/<area>/<slug>. */
export function exampleLink(area: string, name: string): Link {
  return { name, url: `https://example.com/${area}/${slugify(name)}` };
}

export function pipeline(virtual: readonly ToolId[], post: readonly ToolId[]): Record<string, Link[]> {
  return {
    production_pipeline_virtual_tools: virtual.map((id) => ({ ...TOOLS[id] })),
    production_pipeline_post_tools: post.map((id) => ({ ...TOOLS[id] })),
  };
}

export function scanningTeam(
  type: TeamType,
  partners: readonly string[],
  capabilities: readonly string[],
): Record<string, unknown> {
  return {
    scanning_team_type: type,
    external_scanning_partners: partners.map((p) => exampleLink('partners', p)),
    in_house_scanning_capabilities: capabilities.map((c) => exampleLink('capabilities', c)),
  };
}

export function environmentTeam(
  type: TeamType,
  partners: readonly string[],
  capabilities: readonly string[],
): Record<string, unknown> {
  return {
    environment_team_type: type,
    external_environment_partners: partners.map((p) => exampleLink('partners', p)),
    in_house_environment_capabilities: capabilities.map((c) => exampleLink('capabilities', c)),
  };
}

export interface CountryInfo {
  currency: string;
  /** Day rate of a mid-sized volume in the local currency. */
  dayRate: number;
  /** Phone pattern in a fictional (555 or drama) block; each X takes a digit. */
  phone: string;
}

export const COUNTRIES: Readonly<Record<string, CountryInfo>> = {
  Germany: { currency: 'EUR', dayRate: 9000, phone: '+49 30 555 XXXX' },
  'United Kingdom': { currency: 'GBP', dayRate: 8500, phone: '+44 20 7946 0XXX' },
  'United States': { currency: 'USD', dayRate: 12000, phone: '+1 310 555 01XX' },
  Canada: { currency: 'CAD', dayRate: 13000, phone: '+1 604 555 01XX' },
  Spain: { currency: 'EUR', dayRate: 7000, phone: '+34 91 555 XXXX' },
  France: { currency: 'EUR', dayRate: 8500, phone: '+33 1 55 55 XX XX' },
  Netherlands: { currency: 'EUR', dayRate: 8000, phone: '+31 20 555 XXXX' },
  Poland: { currency: 'PLN', dayRate: 28000, phone: '+48 22 555 XX XX' },
  Czechia: { currency: 'CZK', dayRate: 160000, phone: '+420 255 5XX XXX' },
  Serbia: { currency: 'EUR', dayRate: 4500, phone: '+381 11 555 XXXX' },
  'United Arab Emirates': { currency: 'AED', dayRate: 40000, phone: '+971 4 555 XXXX' },
  India: { currency: 'INR', dayRate: 650000, phone: '+91 22 5555 XXXX' },
  Japan: { currency: 'JPY', dayRate: 1600000, phone: '+81 3 5555 XXXX' },
  'South Korea': { currency: 'KRW', dayRate: 14000000, phone: '+82 2 555 XXXX' },
  Australia: { currency: 'AUD', dayRate: 15000, phone: '+61 2 5550 XXXX' },
  'New Zealand': { currency: 'NZD', dayRate: 14000, phone: '+64 9 555 XXXX' },
  Brazil: { currency: 'BRL', dayRate: 45000, phone: '+55 21 5555 XXXX' },
  Mexico: { currency: 'MXN', dayRate: 160000, phone: '+52 55 5555 XXXX' },
  'South Africa': { currency: 'ZAR', dayRate: 120000, phone: '+27 21 555 XXXX' },
  Georgia: { currency: 'GEL', dayRate: 20000, phone: '+995 32 255 XXXX' },
  Norway: { currency: 'NOK', dayRate: 95000, phone: '+47 22 55 XX XX' },
  Turkey: { currency: 'TRY', dayRate: 250000, phone: '+90 212 555 XX XX' },
  Italy: { currency: 'EUR', dayRate: 7500, phone: '+39 06 555 XXXX' },
  Sweden: { currency: 'SEK', dayRate: 95000, phone: '+46 8 555 XXX XX' },
  Singapore: { currency: 'SGD', dayRate: 14000, phone: '+65 6555 XXXX' },
  Ireland: { currency: 'EUR', dayRate: 8000, phone: '+353 1 555 XXXX' },
  Hungary: { currency: 'HUF', dayRate: 3200000, phone: '+36 1 555 XXXX' },
  Portugal: { currency: 'EUR', dayRate: 6000, phone: '+351 21 555 XXXX' },
  Argentina: { currency: 'USD', dayRate: 6000, phone: '+54 11 5555 XXXX' },
  Colombia: { currency: 'USD', dayRate: 6500, phone: '+57 1 555 XXXX' },
  Thailand: { currency: 'THB', dayRate: 300000, phone: '+66 2 555 XXXX' },
  Morocco: { currency: 'MAD', dayRate: 70000, phone: '+212 522 55 XX XX' },
  Nigeria: { currency: 'USD', dayRate: 5000, phone: '+234 1 555 XXXX' },
  Austria: { currency: 'EUR', dayRate: 7500, phone: '+43 1 555 XXXX' },
  Lithuania: { currency: 'EUR', dayRate: 5500, phone: '+370 5 255 XXXX' },
};

const FALLBACK_COUNTRY: CountryInfo = { currency: 'EUR', dayRate: 8000, phone: '+000 555 XXXX' };

export function countryInfo(country: string): CountryInfo {
  return COUNTRIES[country] ?? FALLBACK_COUNTRY;
}

/** "From 9,500 EUR per shooting day", scaled by the wall's size. */
export function pricingText(country: string, scale: number): string {
  const info = countryInfo(country);
  const raw = info.dayRate * scale;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
  const rounded = Math.round(raw / magnitude) * magnitude;
  return `From ${rounded.toLocaleString('en-US')} ${info.currency} per shooting day`;
}

/** The country's phone pattern filled with the digits of n. */
export function phoneText(country: string, n: number): string {
  const pattern = countryInfo(country).phone;
  const slots = pattern.split('X').length - 1;
  const digits = String(Math.abs(Math.trunc(n)) % 10 ** slots).padStart(slots, '0');
  let next = 0;
  return pattern.replace(/X/g, () => digits[next++] ?? '0');
}

export const FLOOR_TYPES = [
  'Sealed concrete',
  'Polished concrete, drive-on',
  'Painted timber sprung floor',
  'Epoxy-coated concrete',
  'Removable LED floor tiles over concrete',
  'Level concrete with cable trenches',
] as const;

export const WALL_SHAPES = [
  'Curved, 270 degrees',
  'Curved, 180 degrees',
  'Flat',
  'Flat with two side wings',
  'Horseshoe',
  'Curved arc with movable side panels',
] as const;

export const CAMERA_KITS = [
  'ARRI Alexa 35, Sony Venice 2',
  'RED V-Raptor, Sony FX9',
  'ARRI Alexa Mini LF, Blackmagic URSA Mini Pro 12K',
  'Sony Venice 2, Sony FX6',
  'ARRI Alexa 35, RED Komodo',
  'Blackmagic URSA Cine 12K, Sony FX3',
] as const;

export const LIGHTING_KITS = [
  'ARRI SkyPanel S360, Kino Flo MIMIK',
  'Aputure Nova P600c, Astera Titan Tubes',
  'ARRI Orbiter, Creamsource Vortex8',
  'Kino Flo MIMIK 120, Aputure LS 1200d Pro',
  'Creamsource Vortex24, Astera Helios Tubes',
  'ARRI SkyPanel S60, Litegear LiteMat',
] as const;

export const SOFTWARE_KITS = [
  'disguise, Brompton Tessera',
  'Megapixel HELIOS, Pixera',
  'Brompton Tessera, Unreal nDisplay',
  'disguise, Megapixel HELIOS, Houdini',
  'Aximmetry, Brompton Tessera',
  'Brompton Tessera, Postshot, Nuke',
] as const;

export const TRACKING_SYSTEMS = [
  'Mo-Sys StarTracker',
  'stYpe RedSpy',
  'OptiTrack',
  'Vicon',
  'ncam',
  'Mo-Sys StarTracker Max',
  'stYpe Follower',
] as const;

export const REALTIME_ENGINES = [
  'Unreal Engine 5.4',
  'Unreal Engine 5.3, disguise',
  'Unreal Engine 5.5',
  'Unity 2022 LTS',
  'Aximmetry, Unreal Engine 5.4',
  'Unreal Engine 5.2',
] as const;

export const AVAILABILITY = [
  'Weekdays, 6:00-22:00',
  'Seven days a week, 24/7 on request',
  'Monday to Saturday, 7:00-23:00',
  'Booked in 5-day blocks; weekends on request',
  'Weekdays; overnight prelight available',
] as const;

export const BOOKING_POLICIES = [
  '50% deposit at confirmation',
  '30% deposit, balance 7 days before the shoot',
  'Full prepayment for bookings under 3 days',
  'Hold system: first hold confirms with a 25% deposit',
  'Purchase order and signed rate card required',
] as const;

export const CANCELLATION_POLICIES = [
  'Free cancellation up to 14 days before the shoot',
  'Deposit refundable up to 21 days before the shoot',
  '50% fee within 7 days of the shoot',
  'Free rescheduling once within 30 days',
  'Non-refundable within 10 days of the shoot',
] as const;

/** The element at i, wrapping around. */
export function pick<T>(list: readonly T[], i: number): T {
  const item = list[((i % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
