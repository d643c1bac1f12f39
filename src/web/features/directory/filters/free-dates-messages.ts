/** Texts of the list's 'Free from / to' dates (issue 38). */
import { defineMessages } from '@/shared/i18n/define-messages';

export const freeDatesMessages = defineMessages({
  en: {
    legend: 'Free dates',
    from: 'Free from',
    to: 'to',
    hint: 'Studios whose calendar was updated in the last 30 days with nothing booked or on hold on these days. A calendar that is out of date or missing is never counted as free.',
    clear: 'Clear dates',
    toBeforeFrom: 'The end date is before the start date.',
  },
  ru: {
    legend: 'Свободные даты',
    from: 'Свободно с',
    to: 'по',
    hint: 'Студии, чей календарь обновлялся за последние 30 дней и на эти дни ничего не забронировано и не в резерве. Устаревший или отсутствующий календарь никогда не считается свободным.',
    clear: 'Сбросить даты',
    toBeforeFrom: 'Дата окончания раньше даты начала.',
  },
});
