/**
 * The comparison table's categories and words (product.md §2 "Compare page"), in English and Russian:
 * the page, its CSV and its PDF share them.
 */
import { VALUE_TEXTS } from './value-format';

export type CompareLocale = 'en' | 'ru';

export const COMPARE_CATEGORIES = [
  { id: 'general', name: 'General Information', nameRu: 'Общая информация' },
  { id: 'led', name: 'LED Wall', nameRu: 'LED-стена' },
  { id: 'stage', name: 'Stage Specifications', nameRu: 'Характеристики павильона' },
  { id: 'equipment', name: 'Equipment', nameRu: 'Оборудование' },
  { id: 'business', name: 'Business Information', nameRu: 'Деловая информация' },
] as const;

export type CompareCategoryId = (typeof COMPARE_CATEGORIES)[number]['id'];

export function compareCategoryName(id: CompareCategoryId, locale: CompareLocale): string {
  const category = COMPARE_CATEGORIES.find((c) => c.id === id)!;
  return locale === 'ru' ? category.nameRu : category.name;
}

/** Words of the table shared by the page, its CSV and its PDF. */
export const COMPARE_TABLE_TEXTS = {
  en: {
    notSpecified: VALUE_TEXTS.en.notSpecified,
    parameter: 'Parameter',
    category: 'Category',
    differs: 'values differ',
    best: 'best value',
    pinned: 'Pinned rows',
    wide: VALUE_TEXTS.en.wide,
    high: VALUE_TEXTS.en.high,
    yes: VALUE_TEXTS.en.yes,
    no: VALUE_TEXTS.en.no,
    unknown: VALUE_TEXTS.en.unknown,
    limited: 'Yes (limited)',
  },
  ru: {
    notSpecified: VALUE_TEXTS.ru.notSpecified,
    parameter: 'Параметр',
    category: 'Категория',
    differs: 'значения различаются',
    best: 'лучшее значение',
    pinned: 'Закреплённые строки',
    wide: VALUE_TEXTS.ru.wide,
    high: VALUE_TEXTS.ru.high,
    yes: VALUE_TEXTS.ru.yes,
    no: VALUE_TEXTS.ru.no,
    unknown: VALUE_TEXTS.ru.unknown,
    limited: 'Да (ограниченно)',
  },
} as const satisfies Record<CompareLocale, Record<string, unknown>>;
