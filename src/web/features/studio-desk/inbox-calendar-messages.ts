/**
 * Texts of the studio's calendar beside an availability and quote request in the inbox (product.md
 * §14, §19), English and Russian.
 */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

/** Days shown either side of the requested dates. */
export const AROUND = 3;
/** At most this many requested days are shown (a request may run for years). */
export const SHOWN_DAYS_MAX = 366;

export const inboxCalendarMessages = defineMessages({
  en: {
    heading: "The studio's calendar for these dates",
    loading: 'Loading the calendar…',
    failed: 'The calendar could not be loaded.',
    current: (p: { date: string }) => `Calendar updated ${p.date}.`,
    stale: (p: { date: string; days: number }) =>
      `Calendar unknown: last updated ${p.date}, more than ${p.days} days ago. Whether these dates are free is not known.`,
    none: 'Calendar unknown: the studio has no calendar. Whether these dates are free is not known.',
    free: 'Nothing is booked or on hold on the requested dates.',
    busy: (p: { count: number; total: number }) =>
      `Booked or on hold: ${p.count} of the ${p.total} requested ${pluralEn(p.total, 'day', 'days')}.`,
    caption: (p: { from: string; to: string }) =>
      `Each day from ${p.from} to ${p.to}: the requested dates and ${AROUND} days either side`,
    dates: 'Dates',
    part: 'Part',
    status: 'Status',
    before: 'Before',
    requested: 'Requested',
    after: 'After',
    booked: 'Booked',
    hold: 'On hold',
    open: 'Open',
    unstated: 'Not stated',
    range: (p: { from: string; to: string }) => (p.from === p.to ? p.from : `${p.from} – ${p.to}`),
    openCalendar: 'Open the calendar on the studio page',
    firstDaysOnly: (p: { days: number }) =>
      `The request runs longer: its first ${p.days} days are shown, and counted above.`,
  },
  ru: {
    heading: 'Календарь студии на эти даты',
    loading: 'Загружаем календарь…',
    failed: 'Не удалось загрузить календарь.',
    current: (p: { date: string }) => `Календарь обновлён ${p.date}.`,
    stale: (p: { date: string; days: number }) =>
      `Календарь неизвестен: обновлялся ${p.date}, больше ${p.days} дней назад. Свободны ли эти даты, неизвестно.`,
    none: 'Календарь неизвестен: у студии нет календаря. Свободны ли эти даты, неизвестно.',
    free: 'На запрошенные даты ничего не забронировано и не в резерве.',
    busy: (p: { count: number; total: number }) =>
      `Забронировано или в резерве: ${p.count} из ${p.total} ${pluralRu(p.total, { one: 'запрошенного дня', few: 'запрошенных дней', many: 'запрошенных дней' })}.`,
    caption: (p: { from: string; to: string }) =>
      `Каждый день с ${p.from} по ${p.to}: запрошенные даты и по ${AROUND} дня до и после`,
    dates: 'Даты',
    part: 'Часть',
    status: 'Статус',
    before: 'До',
    requested: 'Запрошено',
    after: 'После',
    booked: 'Забронировано',
    hold: 'В резерве',
    open: 'Открыто',
    unstated: 'Не указано',
    range: (p: { from: string; to: string }) => (p.from === p.to ? p.from : `${p.from} – ${p.to}`),
    openCalendar: 'Открыть календарь на странице студии',
    firstDaysOnly: (p: { days: number }) =>
      `Запрос длиннее: показаны и посчитаны выше его первые ${p.days} дней.`,
  },
});
