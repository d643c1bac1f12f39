/** Texts of the likely duplicates page (product.md §20); the reasons are worded in the domain. */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

export const duplicatesMessages = defineMessages({
  en: {
    title: 'Likely duplicates',
    intro:
      'Pairs of studios that may be one studio listed twice: names alike and near each other or in the same city, the same website domain, or the same email. Merge a pair into one studio, or hide a pair that is not a duplicate for good.',
    loading: 'Loading likely duplicates...',
    loadFailed: (p: { message: string }) => `The likely duplicates could not be loaded: ${p.message}`,
    retry: 'Try again',
    none: 'No likely duplicates.',
    count: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'pair', 'pairs')}`,
    pairHeading: (p: { a: string; b: string }) => `${p.a} and ${p.b}`,
    studioId: (p: { id: number }) => `ID ${p.id}`,
    why: 'Why',
    notDuplicate: 'Not a duplicate',
    notDuplicateOf: (p: { a: string; b: string }) => `Not a duplicate: ${p.a} and ${p.b}`,
    dismissing: 'Saving...',
    dismissed: (p: { a: string; b: string }) => `${p.a} and ${p.b}: marked as not a duplicate.`,
    dismissFailed: 'Could not save. Try again.',
  },
  ru: {
    title: 'Вероятные дубликаты',
    intro:
      'Пары студий, которые могут быть одной студией, внесённой дважды: похожие названия рядом друг с другом или в одном городе, один домен сайта или одинаковая почта. Пару можно объединить в одну студию или, если это не дубликат, скрыть насовсем.',
    loading: 'Загружаем вероятные дубликаты...',
    loadFailed: (p: { message: string }) => `Не удалось загрузить вероятные дубликаты: ${p.message}`,
    retry: 'Повторить',
    none: 'Вероятных дубликатов нет.',
    count: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'пара', few: 'пары', many: 'пар' })}`,
    pairHeading: (p: { a: string; b: string }) => `${p.a} и ${p.b}`,
    studioId: (p: { id: number }) => `ID ${p.id}`,
    why: 'Почему',
    notDuplicate: 'Не дубликат',
    notDuplicateOf: (p: { a: string; b: string }) => `Не дубликат: ${p.a} и ${p.b}`,
    dismissing: 'Сохраняем...',
    dismissed: (p: { a: string; b: string }) => `${p.a} и ${p.b}: отмечено, что это не дубликат.`,
    dismissFailed: 'Не удалось сохранить. Попробуйте ещё раз.',
  },
});
