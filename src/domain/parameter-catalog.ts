/**
 * The parameter catalog of docs/product.md §10, as data: one table of entries.
 * Everything that needs to know about a parameter key (display names, categories, types, the
 * comparison field it feeds and which direction is better) reads it from here.
 */
import { IMAGE_CHAIN_CATALOG, IMAGE_CHAIN_NUMBER_RANGES } from './image-chain-catalog';

export type ParameterType = 'text' | 'number' | 'integer' | 'boolean' | 'list' | 'enum' | 'resolution';

export type BetterDirection = 'higher' | 'lower';

export interface ParameterCategory {
  /** Stable id used by message catalogs and URLs. */
  readonly id: string;
  /** The category name as the API returns it. */
  readonly name: string;
  readonly nameRu: string;
  readonly prefixes: readonly string[];
}

export const PARAMETER_CATEGORIES = [
  { id: 'general', name: 'General', nameRu: 'Общие сведения', prefixes: ['GENERAL_'] },
  { id: 'led', name: 'LED Wall', nameRu: 'LED-стена', prefixes: ['LED_'] },
  { id: 'stage', name: 'Stage', nameRu: 'Павильон', prefixes: ['STAGE_'] },
  {
    id: 'camera',
    name: 'Camera & Tracking',
    nameRu: 'Камеры и трекинг',
    prefixes: ['CAMERA_', 'TRACKING_'],
  },
  {
    id: 'software',
    name: 'Software & Engines',
    nameRu: 'Программы и движки',
    prefixes: ['SOFTWARE_', 'ENGINE_'],
  },
  { id: 'equipment', name: 'Equipment', nameRu: 'Оборудование', prefixes: ['EQUIPMENT_'] },
  {
    id: 'scanning',
    name: '3DGS/4DGS Scanning',
    nameRu: 'Сканирование 3DGS/4DGS',
    prefixes: ['3DGS_', '4DGS_'],
  },
  { id: 'business', name: 'Business', nameRu: 'Бизнес', prefixes: ['BUSINESS_'] },
  { id: 'contact', name: 'Contact', nameRu: 'Контакты', prefixes: ['CONTACT_'] },
  { id: 'other', name: 'Other', nameRu: 'Прочее', prefixes: [] },
] as const satisfies readonly ParameterCategory[];

export const CAPABILITY_STATUSES = ['Available', 'Limited', 'Not Available', 'Unknown'] as const;
export type CapabilityStatus = (typeof CAPABILITY_STATUSES)[number];

export interface CatalogEntry {
  readonly key: string;
  readonly displayName: string;
  readonly displayNameRu: string;
  readonly type: ParameterType;
  readonly unit?: string;
  /**
   * Where the value lands in the comparison shape of product.md §3 ("Attributes read by the comparison"):
   * `group.field`, a top-level field, or `studio.<field>` for a studio column it stands in for.
   */
  readonly comparison?: string;
  readonly better?: BetterDirection;
  readonly options?: readonly string[];
  /**
   * A number that may be given as a range ('1500–5000 nits'), where panels and processors state one;
   * filters and comparisons read its lower end (product.md §10 "Numbers").
   */
  readonly rangeAllowed?: boolean;
}

/**
 * The plausible values of a number: from `min` (or above it, when `above`) to `max`, both in the
 * entry's unit. A value outside is refused where a number is read for the catalog (the studio
 * import's cells, product.md §13; a correction's value, parameter-ranges.ts); one place for each limit.
 */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
  /** True: more than `min` (a size, a pitch); false: `min` itself is allowed. */
  readonly above: boolean;
}

const SIZE_M: NumberRange = { min: 0, max: 1_000, above: true };
const AREA_M2: NumberRange = { min: 0, max: 1_000_000, above: true };

/** Every number and integer of the catalog, by key (a unit test checks that none is missing). */
export const NUMBER_RANGES: Readonly<Record<string, NumberRange>> = {
  GENERAL_STAGE_COUNT: { min: 1, max: 1_000, above: false },
  GENERAL_TOTAL_AREA_M2: AREA_M2,
  GENERAL_YEAR_OPENED: { min: 1850, max: 2100, above: false },
  LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: SIZE_M,
  LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: SIZE_M,
  LED_PANEL_PIXEL_PITCH_MM: { min: 0, max: 100, above: true },
  LED_PROCESSING_REFRESH_RATE_HZ: { min: 0, max: 100_000, above: true },
  LED_PANEL_BRIGHTNESS_NITS: { min: 0, max: 100_000, above: true },
  STAGE_WIDTH_M: SIZE_M,
  STAGE_DEPTH_M: SIZE_M,
  STAGE_HEIGHT_M: SIZE_M,
  STAGE_AREA_M2: AREA_M2,
  STAGE_CEILING_HEIGHT_M: SIZE_M,
  STAGE_POWER_CAPACITY_KW: { min: 0, max: 1_000_000, above: true },
  ...IMAGE_CHAIN_NUMBER_RANGES,
};

export function numberRangeOf(key: string): NumberRange | undefined {
  return Object.hasOwn(NUMBER_RANGES, key) ? NUMBER_RANGES[key] : undefined;
}

/** Whether a number lies within its range. */
export function withinRange(n: number, range: NumberRange): boolean {
  return (range.above ? n > range.min : n >= range.min) && n <= range.max;
}

export const PARAMETER_CATALOG: readonly CatalogEntry[] = [
  {
    key: 'GENERAL_VP_SERVICE_TYPE_LEVEL1',
    displayName: 'Service Types',
    displayNameRu: 'Типы услуг',
    type: 'list',
    comparison: 'services',
  },
  {
    key: 'GENERAL_DESCRIPTION',
    displayName: 'Description',
    displayNameRu: 'Описание',
    type: 'text',
    comparison: 'description',
  },
  {
    key: 'GENERAL_STAGE_COUNT',
    displayName: 'Number of Stages',
    displayNameRu: 'Количество павильонов',
    type: 'integer',
    comparison: 'studio.stage_count',
    better: 'higher',
  },
  {
    key: 'GENERAL_TOTAL_AREA_M2',
    displayName: 'Total Area',
    displayNameRu: 'Общая площадь',
    type: 'number',
    unit: 'm²',
    comparison: 'studio.total_area',
    better: 'higher',
  },
  { key: 'GENERAL_YEAR_OPENED', displayName: 'Year Opened', displayNameRu: 'Год открытия', type: 'integer' },
  {
    key: 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
    displayName: 'Primary Wall Width',
    displayNameRu: 'Ширина основной стены',
    type: 'number',
    unit: 'm',
    comparison: 'led_specs.dimensions.width',
    better: 'higher',
  },
  {
    key: 'LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M',
    displayName: 'Primary Wall Height',
    displayNameRu: 'Высота основной стены',
    type: 'number',
    unit: 'm',
    comparison: 'led_specs.dimensions.height',
    better: 'higher',
  },
  {
    key: 'LED_PHYSICAL_PRIMARY_CEILING_BOOL',
    displayName: 'LED Ceiling',
    displayNameRu: 'LED-потолок',
    type: 'boolean',
  },
  {
    key: 'LED_PHYSICAL_PRIMARY_FLOOR_BOOL',
    displayName: 'LED Floor',
    displayNameRu: 'LED-пол',
    type: 'boolean',
  },
  {
    key: 'LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL',
    displayName: 'Movable Panels',
    displayNameRu: 'Подвижные панели',
    type: 'boolean',
  },
  {
    key: 'LED_PHYSICAL_PRIMARY_SHAPE',
    displayName: 'Wall Shape',
    displayNameRu: 'Форма стены',
    type: 'text',
  },
  {
    key: 'LED_PANEL_PIXEL_PITCH_MM',
    displayName: 'Pixel Pitch',
    displayNameRu: 'Шаг пикселя',
    type: 'number',
    unit: 'mm',
    comparison: 'led_specs.pixel_pitch',
    better: 'lower',
  },
  {
    key: 'LED_PANEL_MANUFACTURER',
    displayName: 'Panel Manufacturer',
    displayNameRu: 'Производитель панелей',
    type: 'text',
    comparison: 'led_specs.manufacturer',
  },
  {
    key: 'LED_PANEL_MODEL',
    displayName: 'Panel Model',
    displayNameRu: 'Модель панелей',
    type: 'text',
    comparison: 'led_specs.model',
  },
  {
    key: 'LED_PRIMARY_RESOLUTION_PX',
    displayName: 'Wall Resolution',
    displayNameRu: 'Разрешение стены',
    type: 'resolution',
    unit: 'px',
    comparison: 'led_specs.resolution',
    better: 'higher',
  },
  {
    key: 'LED_PROCESSING_REFRESH_RATE_HZ',
    displayName: 'Refresh Rate',
    displayNameRu: 'Частота обновления',
    type: 'number',
    unit: 'Hz',
    comparison: 'led_specs.refresh_rate',
    better: 'higher',
    rangeAllowed: true,
  },
  {
    key: 'LED_PANEL_BRIGHTNESS_NITS',
    displayName: 'Brightness',
    displayNameRu: 'Яркость',
    type: 'number',
    unit: 'nits',
    comparison: 'led_specs.brightness',
    better: 'higher',
    rangeAllowed: true,
  },
  {
    key: 'STAGE_WIDTH_M',
    displayName: 'Stage Width',
    displayNameRu: 'Ширина павильона',
    type: 'number',
    unit: 'm',
    comparison: 'stage_dimensions.width',
    better: 'higher',
  },
  {
    key: 'STAGE_DEPTH_M',
    displayName: 'Stage Depth',
    displayNameRu: 'Глубина павильона',
    type: 'number',
    unit: 'm',
    comparison: 'stage_dimensions.depth',
    better: 'higher',
  },
  {
    key: 'STAGE_HEIGHT_M',
    displayName: 'Stage Height',
    displayNameRu: 'Высота павильона',
    type: 'number',
    unit: 'm',
    comparison: 'stage_dimensions.height',
    better: 'higher',
  },
  {
    key: 'STAGE_AREA_M2',
    displayName: 'Stage Area',
    displayNameRu: 'Площадь павильона',
    type: 'number',
    unit: 'm²',
    comparison: 'stage_dimensions.area',
    better: 'higher',
  },
  {
    key: 'STAGE_FLOOR_TYPE',
    displayName: 'Floor Type',
    displayNameRu: 'Тип пола',
    type: 'text',
    comparison: 'stage_specs.floor_type',
  },
  {
    key: 'STAGE_CEILING_HEIGHT_M',
    displayName: 'Ceiling Height',
    displayNameRu: 'Высота потолка',
    type: 'number',
    unit: 'm',
    comparison: 'stage_specs.ceiling_height',
    better: 'higher',
  },
  {
    key: 'STAGE_POWER_CAPACITY_KW',
    displayName: 'Power Capacity',
    displayNameRu: 'Электрическая мощность',
    type: 'number',
    unit: 'kW',
    comparison: 'stage_specs.power_capacity',
    better: 'higher',
  },
  {
    key: 'CAMERA_TRACKING_SYSTEM',
    displayName: 'Camera Tracking',
    displayNameRu: 'Трекинг камеры',
    type: 'text',
    comparison: 'equipment.tracking_system',
  },
  {
    key: 'EQUIPMENT_CAMERAS',
    displayName: 'Cameras',
    displayNameRu: 'Камеры',
    type: 'list',
    comparison: 'equipment.cameras',
  },
  {
    key: 'EQUIPMENT_LIGHTING',
    displayName: 'Lighting',
    displayNameRu: 'Освещение',
    type: 'list',
    comparison: 'equipment.lighting',
  },
  {
    key: 'SOFTWARE_REALTIME_ENGINE',
    displayName: 'Real-time Engine',
    displayNameRu: 'Движок реального времени',
    type: 'list',
    comparison: 'equipment.render_engines',
  },
  {
    key: 'EQUIPMENT_SOFTWARE',
    displayName: 'Software',
    displayNameRu: 'Программное обеспечение',
    type: 'list',
    comparison: 'equipment.software',
  },
  {
    key: '3DGS_LOCATION_SCANNING_STATUS',
    displayName: '3DGS Location Scanning',
    displayNameRu: 'Сканирование локаций 3DGS',
    type: 'enum',
    options: CAPABILITY_STATUSES,
  },
  {
    key: '4DGS_ACTOR_SCANNING_STATUS',
    displayName: '4DGS Actor Scanning',
    displayNameRu: 'Сканирование актёров 4DGS',
    type: 'enum',
    options: CAPABILITY_STATUSES,
  },
  {
    key: 'BUSINESS_PRICING',
    displayName: 'Pricing',
    displayNameRu: 'Цены',
    type: 'text',
    comparison: 'business_info.pricing',
  },
  {
    key: 'BUSINESS_AVAILABILITY',
    displayName: 'Availability',
    displayNameRu: 'Доступность',
    type: 'text',
    comparison: 'business_info.availability',
  },
  {
    key: 'BUSINESS_BOOKING_POLICY',
    displayName: 'Booking Policy',
    displayNameRu: 'Условия бронирования',
    type: 'text',
    comparison: 'business_info.booking_policy',
  },
  {
    key: 'BUSINESS_CANCELLATION_POLICY',
    displayName: 'Cancellation Policy',
    displayNameRu: 'Условия отмены',
    type: 'text',
    comparison: 'business_info.cancellation_policy',
  },
  {
    key: 'CONTACT_EMAIL',
    displayName: 'Email',
    displayNameRu: 'Электронная почта',
    type: 'text',
    comparison: 'contact_info.email',
  },
  {
    key: 'CONTACT_PHONE',
    displayName: 'Phone',
    displayNameRu: 'Телефон',
    type: 'text',
    comparison: 'contact_info.phone',
  },
  ...IMAGE_CHAIN_CATALOG,
];

const entriesByKey: ReadonlyMap<string, CatalogEntry> = new Map(PARAMETER_CATALOG.map((e) => [e.key, e]));

export function catalogEntry(key: string): CatalogEntry | undefined {
  return entriesByKey.get(key);
}

/** The category a key belongs to: the first whose prefix matches, else "Other". */
export function categoryOf(key: string): ParameterCategory {
  const upper = key.toUpperCase();
  for (const category of PARAMETER_CATEGORIES) {
    if (category.prefixes.some((prefix) => upper.startsWith(prefix))) return category;
  }
  return PARAMETER_CATEGORIES[PARAMETER_CATEGORIES.length - 1]!;
}

/** "LED_PANEL_WEIGHT_KG" -> "Led Panel Weight Kg", as the catalog fixes it for unknown keys. */
export function displayNameFromKey(key: string): string {
  return key
    .split('_')
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}

export function displayNameOf(key: string, locale: 'en' | 'ru' = 'en'): string {
  const entry = catalogEntry(key);
  if (!entry) return displayNameFromKey(key);
  return locale === 'ru' ? entry.displayNameRu : entry.displayName;
}

/** Catalog order of a key: catalog entries first in table order, unknown keys after them by name. */
export function catalogOrder(key: string): number {
  const index = PARAMETER_CATALOG.findIndex((e) => e.key === key);
  return index === -1 ? PARAMETER_CATALOG.length : index;
}

export function compareByCatalogOrder(a: string, b: string): number {
  return catalogOrder(a) - catalogOrder(b) || a.localeCompare(b);
}
