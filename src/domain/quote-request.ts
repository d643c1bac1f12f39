/**
 * One request to several studios (product.md §14 "A request to several studios"): the availability and
 * quote request sent from the comparison. Its choices (production types, crew), its bounds (studios,
 * days) and its date rule, shared by the API's schema, the form and the texts. Pure.
 */

/** A request goes to the studios of one comparison: 2 to 4 of them. */
export const QUOTE_REQUEST_MIN_STUDIOS = 2;
export const QUOTE_REQUEST_MAX_STUDIOS = 4;

export const PRODUCTION_TYPES = [
  'feature_film',
  'series',
  'commercial',
  'music_video',
  'live_event',
  'corporate',
  'other',
] as const;
export type ProductionType = (typeof PRODUCTION_TYPES)[number];

export const CREW_ROLES = [
  'led_technicians',
  'vp_supervisor',
  'render_operators',
  'tracking_operator',
  'content_team',
  'lighting_crew',
] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

/** Days of each phase: whole numbers within these bounds (shooting at least a day). */
export const QUOTE_DAY_BOUNDS = {
  prep_days: { min: 0, max: 60 },
  shoot_days: { min: 1, max: 120 },
  strike_days: { min: 0, max: 30 },
} as const;
export type QuoteDayField = keyof typeof QUOTE_DAY_BOUNDS;

export function isProductionType(value: string): value is ProductionType {
  return (PRODUCTION_TYPES as readonly string[]).includes(value);
}

export function isCrewRole(value: string): value is CrewRole {
  return (CREW_ROLES as readonly string[]).includes(value);
}

/**
 * Whether a YYYY-MM-DD date is in the past. "Today" is the UTC date less one day, so that a sender
 * west of UTC, whose today is still yesterday in UTC, may ask from their today.
 */
export function isPastDate(date: string, now: Date): boolean {
  const earliest = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  return date < earliest;
}

/** The earliest date the form offers: the sender's local today (YYYY-MM-DD). */
export function localToday(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

const LABELS = {
  en: {
    production: {
      feature_film: 'Feature film',
      series: 'Series',
      commercial: 'Commercial',
      music_video: 'Music video',
      live_event: 'Live event or broadcast',
      corporate: 'Corporate or branded content',
      other: 'Other',
    },
    crew: {
      led_technicians: 'LED technicians',
      vp_supervisor: 'VP supervisor',
      render_operators: 'Render operators',
      tracking_operator: 'Tracking operator',
      content_team: 'Virtual art department (content)',
      lighting_crew: 'Lighting crew',
    },
  },
  ru: {
    production: {
      feature_film: 'Полнометражный фильм',
      series: 'Сериал',
      commercial: 'Реклама',
      music_video: 'Музыкальный клип',
      live_event: 'Мероприятие или трансляция',
      corporate: 'Корпоративный или брендированный контент',
      other: 'Другое',
    },
    crew: {
      led_technicians: 'LED-техники',
      vp_supervisor: 'VP-супервайзер',
      render_operators: 'Операторы рендера',
      tracking_operator: 'Оператор трекинга',
      content_team: 'Виртуальный арт-департамент (контент)',
      lighting_crew: 'Осветители',
    },
  },
} as const satisfies Record<
  'en' | 'ru',
  { production: Record<ProductionType, string>; crew: Record<CrewRole, string> }
>;

/** A production type's name in a language; a value that is no known choice reads as it was stored. */
export function productionTypeLabel(value: string, locale: 'en' | 'ru'): string {
  return isProductionType(value) ? LABELS[locale].production[value] : value;
}

export function crewRoleLabel(value: string, locale: 'en' | 'ru'): string {
  return isCrewRole(value) ? LABELS[locale].crew[value] : value;
}
