/**
 * In-camera VFX readiness (issue 38, docs/product.md §10 "In-camera VFX readiness"): a studio's
 * stated values read against public ICVFX minimums, one item each. Every item is 'met' (stated and
 * meets it), 'not_met' (stated, and it does not) or 'unknown' (not stated); there is no single score,
 * so an unknown is never hidden inside a number. Each item carries the value as stored and its source
 * references ([n]), which the studio page resolves against the studio's sources.
 */
import { parseBoolean, parseNumber, referencesOf, stripReferences, valueToText } from './parameter-values';
import type { DetailedAttributes } from './schemas/studio-schemas';
import { shownValueOf } from './studio-attributes';

export const READINESS_STATUSES = ['met', 'not_met', 'unknown'] as const;
export type ReadinessStatus = (typeof READINESS_STATUSES)[number];

/** The minimums, in one place (docs/product.md). */
export const ICVFX_MINIMUMS = {
  bitDepth: 10,
  refreshRateHz: 3840,
  remappedCameras: 2,
} as const;

export const READINESS_ITEMS = [
  { id: 'bit_depth', key: 'LED_PROCESSING_BIT_DEPTH' },
  { id: 'hdr_pq', key: 'LED_PROCESSING_HDR_PQ_BOOL' },
  { id: 'genlock', key: 'LED_PROCESSING_GENLOCK_BOOL' },
  { id: 'refresh_rate', key: 'LED_PROCESSING_REFRESH_RATE_HZ' },
  { id: 'tracking', key: 'CAMERA_TRACKING_SYSTEM' },
  { id: 'frame_remapping', key: 'LED_PROCESSING_FRAME_REMAPPING_CAMERAS' },
] as const;

export type ReadinessItemId = (typeof READINESS_ITEMS)[number]['id'];
export const READINESS_ITEM_IDS = READINESS_ITEMS.map((item) => item.id) as [
  ReadinessItemId,
  ...ReadinessItemId[],
];

export interface ReadinessItem {
  id: ReadinessItemId;
  /** The catalog key the item reads. */
  key: string;
  status: ReadinessStatus;
  /** The value as the studio states it, references stripped; null when not stated. */
  value: string | null;
  /** The value's source references ([n]), in order. */
  references: number[];
}

const NO_TRACKING = new Set(['no', 'none', 'false', 'n/a', '-']);

function atLeast(value: unknown, minimum: number): ReadinessStatus {
  const n = parseNumber(value);
  if (n === null) return 'unknown';
  return n >= minimum ? 'met' : 'not_met';
}

function flag(value: unknown): ReadinessStatus {
  const b = parseBoolean(value);
  return b === null ? 'unknown' : b ? 'met' : 'not_met';
}

function statusOf(id: ReadinessItemId, value: unknown, text: string): ReadinessStatus {
  switch (id) {
    case 'bit_depth':
      return atLeast(value, ICVFX_MINIMUMS.bitDepth);
    case 'refresh_rate':
      return atLeast(value, ICVFX_MINIMUMS.refreshRateHz);
    case 'frame_remapping':
      return atLeast(value, ICVFX_MINIMUMS.remappedCameras);
    case 'hdr_pq':
    case 'genlock':
      return flag(value);
    case 'tracking':
      if (text === '' || text.toLowerCase() === 'unknown') return 'unknown';
      return NO_TRACKING.has(text.toLowerCase()) ? 'not_met' : 'met';
  }
}

/** Every item of a studio, in the list's order. */
export function icvfxReadiness(attrs: DetailedAttributes): ReadinessItem[] {
  return READINESS_ITEMS.map(({ id, key }) => {
    const stored = shownValueOf(attrs, key);
    const raw = stored === undefined || stored === null ? '' : valueToText(stored);
    const text = stripReferences(raw).trim();
    const status = text === '' ? 'unknown' : statusOf(id, stored, text);
    return {
      id,
      key,
      status,
      value: text === '' ? null : text,
      references: raw === '' ? [] : referencesOf(raw, null),
    };
  });
}

/** How many items are in each state: the three counts side by side, never one score. */
export function readinessCounts(items: readonly ReadinessItem[]): Record<ReadinessStatus, number> {
  const counts: Record<ReadinessStatus, number> = { met: 0, not_met: 0, unknown: 0 };
  for (const item of items) counts[item.status]++;
  return counts;
}

export const READINESS_TEXTS = {
  en: {
    heading: 'In-camera VFX readiness',
    met: 'Stated',
    not_met: 'Stated as no',
    unknown: 'Not stated',
    summary: (c: Record<ReadinessStatus, number>) =>
      `${c.met} stated, ${c.not_met} stated as no, ${c.unknown} not stated`,
    items: {
      bit_depth: '10-bit end to end',
      hdr_pq: 'HDR / PQ input',
      genlock: 'Genlock',
      refresh_rate: 'Refresh rate of at least 3,840 Hz',
      tracking: 'Camera tracking system',
      frame_remapping: 'Frame remapping for two or more cameras',
    },
  },
  ru: {
    heading: 'Готовность к in-camera VFX',
    met: 'Указано',
    not_met: 'Указано «нет»',
    unknown: 'Не указано',
    summary: (c: Record<ReadinessStatus, number>) =>
      `указано: ${c.met}, указано «нет»: ${c.not_met}, не указано: ${c.unknown}`,
    items: {
      bit_depth: '10 бит на всём тракте',
      hdr_pq: 'Вход HDR / PQ',
      genlock: 'Генлок',
      refresh_rate: 'Частота обновления не ниже 3 840 Гц',
      tracking: 'Система трекинга камеры',
      frame_remapping: 'Переназначение кадров для двух и более камер',
    },
  },
} as const satisfies Record<'en' | 'ru', unknown>;
