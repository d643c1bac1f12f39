/**
 * The image chain and stage logistics parameters (issue 38, docs/product.md §10 "Image chain and
 * stage logistics"): their catalog entries and plausible ranges. parameter-catalog.ts spreads them
 * into its table, so the import, the spreadsheets, the corrections and the studio page read them
 * like every other key. The processor and the colour primaries are free text and a list (a studio
 * may name any processor, and several primaries); the filters read them as choices
 * (image-chain-filters.ts).
 */
import type { CatalogEntry, NumberRange } from './parameter-catalog';

export const IMAGE_CHAIN_CATALOG: readonly CatalogEntry[] = [
  {
    key: 'LED_PROCESSING_PROCESSOR',
    displayName: 'LED Processor',
    displayNameRu: 'LED-процессор',
    type: 'text',
  },
  {
    key: 'LED_PANEL_SCAN_RATIO',
    displayName: 'Scan Ratio (1/n)',
    displayNameRu: 'Скан (1/n)',
    type: 'integer',
    better: 'lower',
  },
  {
    key: 'LED_PROCESSING_BIT_DEPTH',
    displayName: 'Bit Depth',
    displayNameRu: 'Разрядность',
    type: 'integer',
    unit: 'bit',
    better: 'higher',
  },
  {
    key: 'LED_WALL_PEAK_BRIGHTNESS_NITS',
    displayName: 'Wall Peak Luminance',
    displayNameRu: 'Максимум свечения стены',
    type: 'number',
    unit: 'nits',
    better: 'higher',
    rangeAllowed: true,
  },
  {
    key: 'LED_CEILING_PEAK_BRIGHTNESS_NITS',
    displayName: 'Ceiling Peak Luminance',
    displayNameRu: 'Максимум свечения потолка',
    type: 'number',
    unit: 'nits',
    better: 'higher',
    rangeAllowed: true,
  },
  {
    key: 'LED_PROCESSING_HDR_PQ_BOOL',
    displayName: 'HDR / PQ Input',
    displayNameRu: 'Вход HDR / PQ',
    type: 'boolean',
  },
  {
    key: 'LED_PROCESSING_COLOUR_PRIMARIES',
    displayName: 'Colour Primaries',
    displayNameRu: 'Цветовой охват',
    type: 'list',
  },
  {
    key: 'LED_PROCESSING_GENLOCK_BOOL',
    displayName: 'Genlock',
    displayNameRu: 'Генлок',
    type: 'boolean',
  },
  {
    key: 'LED_PROCESSING_FRAME_REMAPPING_CAMERAS',
    displayName: 'Frame Remapping (Cameras)',
    displayNameRu: 'Переназначение кадров (камер)',
    type: 'integer',
    better: 'higher',
  },
  {
    key: 'LED_CEILING_PIXEL_PITCH_MM',
    displayName: 'Ceiling LED Pitch',
    displayNameRu: 'Шаг LED-потолка',
    type: 'number',
    unit: 'mm',
    better: 'lower',
  },
  {
    key: 'LED_FLOOR_PIXEL_PITCH_MM',
    displayName: 'Floor LED Pitch',
    displayNameRu: 'Шаг LED-пола',
    type: 'number',
    unit: 'mm',
    better: 'lower',
  },
  {
    key: 'LED_PHYSICAL_PRIMARY_CURVE_DEG',
    displayName: 'Wall Curve',
    displayNameRu: 'Изгиб стены',
    type: 'number',
    unit: '°',
  },
  {
    key: 'TRACKING_LATENCY_MS',
    displayName: 'Tracking Latency',
    displayNameRu: 'Задержка трекинга',
    type: 'number',
    unit: 'ms',
    better: 'lower',
  },
  {
    key: 'STAGE_LOAD_IN_DOOR_WIDTH_M',
    displayName: 'Load-in Door Width',
    displayNameRu: 'Ширина погрузочных ворот',
    type: 'number',
    unit: 'm',
    better: 'higher',
  },
  {
    key: 'STAGE_LOAD_IN_DOOR_HEIGHT_M',
    displayName: 'Load-in Door Height',
    displayNameRu: 'Высота погрузочных ворот',
    type: 'number',
    unit: 'm',
    better: 'higher',
  },
  {
    key: 'STAGE_CLEAR_HEIGHT_M',
    displayName: 'Clear Height',
    displayNameRu: 'Свободная высота',
    type: 'number',
    unit: 'm',
    better: 'higher',
  },
  {
    key: 'STAGE_RIGGING_POINTS',
    displayName: 'Rigging Points',
    displayNameRu: 'Точки подвеса',
    type: 'integer',
    better: 'higher',
  },
  {
    key: 'STAGE_RIGGING_LOAD_KG',
    displayName: 'Rigging Load per Point',
    displayNameRu: 'Нагрузка на точку подвеса',
    type: 'number',
    unit: 'kg',
    better: 'higher',
  },
  {
    key: 'STAGE_POWER_PER_PHASE_A',
    displayName: 'Power per Phase',
    displayNameRu: 'Ток на фазу',
    type: 'number',
    unit: 'A',
    better: 'higher',
  },
  {
    key: 'EQUIPMENT_RENDER_NODES',
    displayName: 'Render Nodes',
    displayNameRu: 'Узлы рендеринга',
    type: 'integer',
    better: 'higher',
  },
];

const HEIGHT_M: NumberRange = { min: 0, max: 100, above: true };
const PITCH_MM: NumberRange = { min: 0, max: 100, above: true };
const NITS: NumberRange = { min: 0, max: 100_000, above: true };

/** Their plausible values (parameter-catalog.ts NUMBER_RANGES). */
export const IMAGE_CHAIN_NUMBER_RANGES: Readonly<Record<string, NumberRange>> = {
  LED_PANEL_SCAN_RATIO: { min: 1, max: 128, above: false },
  LED_PROCESSING_BIT_DEPTH: { min: 1, max: 32, above: false },
  LED_WALL_PEAK_BRIGHTNESS_NITS: NITS,
  LED_CEILING_PEAK_BRIGHTNESS_NITS: NITS,
  LED_PROCESSING_FRAME_REMAPPING_CAMERAS: { min: 1, max: 64, above: false },
  LED_CEILING_PIXEL_PITCH_MM: PITCH_MM,
  LED_FLOOR_PIXEL_PITCH_MM: PITCH_MM,
  LED_PHYSICAL_PRIMARY_CURVE_DEG: { min: 0, max: 360, above: false },
  TRACKING_LATENCY_MS: { min: 0, max: 1_000, above: true },
  STAGE_LOAD_IN_DOOR_WIDTH_M: HEIGHT_M,
  STAGE_LOAD_IN_DOOR_HEIGHT_M: HEIGHT_M,
  STAGE_CLEAR_HEIGHT_M: HEIGHT_M,
  STAGE_RIGGING_POINTS: { min: 0, max: 10_000, above: false },
  STAGE_RIGGING_LOAD_KG: { min: 0, max: 100_000, above: true },
  STAGE_POWER_PER_PHASE_A: { min: 0, max: 100_000, above: true },
  EQUIPMENT_RENDER_NODES: { min: 0, max: 10_000, above: false },
};
