/** Texts of the studio page's 'Day rates' card (product.md §18). */
import type { INCLUDED_SERVICES } from '@domain/schemas/day-rate-schemas';
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

type IncludedService = (typeof INCLUDED_SERVICES)[number];

export const dayRatesMessages = defineMessages({
  en: {
    heading: 'Day rates',
    none: 'The studio has not stated structured day rates. Its own pricing text, if any, is above.',
    shootingDay: 'Shooting day',
    prepDay: 'Prep/strike day',
    halfDay: 'Half day',
    minimumDays: 'Minimum booking',
    days: (p: { days: string; count: number }) => `${p.days} ${pluralEn(p.count, 'day', 'days')}`,
    included: 'Included',
    includedUnknown: 'Anything not listed is not stated, not excluded.',
    overtime: 'Overtime',
    notStated: 'Not stated',
    convertedNote: (p: { currency: string }) =>
      `Figures in ${p.currency} are estimates from the directory's exchange rates; the studio's own figures are exact.`,
    service: (p: { service: IncludedService }) =>
      ({
        led_technicians: 'LED technicians',
        vp_supervisor: 'VP supervisor',
        render_operators: 'Render operators',
        tracking: 'Camera tracking',
      })[p.service],
  },
  ru: {
    heading: 'Дневные ставки',
    none: 'Студия не указала дневные ставки. Её собственный текст о ценах, если он есть, — выше.',
    shootingDay: 'Съёмочный день',
    prepDay: 'День подготовки/разбора',
    halfDay: 'Полдня',
    minimumDays: 'Минимальный заказ',
    days: (p: { days: string; count: number }) =>
      `${p.days} ${Number.isInteger(p.count) ? pluralRu(p.count, { one: 'день', few: 'дня', many: 'дней' }) : 'дня'}`,
    included: 'Включено',
    includedUnknown: 'Что не перечислено — не указано, а не исключено.',
    overtime: 'Переработка',
    notStated: 'Не указано',
    convertedNote: (p: { currency: string }) =>
      `Суммы в ${p.currency} — оценка по курсам каталога; собственные цифры студии точные.`,
    service: (p: { service: IncludedService }) =>
      ({
        led_technicians: 'LED-техники',
        vp_supervisor: 'VP-супервайзер',
        render_operators: 'Операторы рендера',
        tracking: 'Трекинг камеры',
      })[p.service],
  },
});
