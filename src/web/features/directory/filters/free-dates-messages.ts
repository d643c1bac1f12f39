/** Texts of the list's 'Free from / to' dates (issue 38). */
import { defineMessages } from '@/shared/i18n/define-messages';

export const freeDatesMessages = defineMessages({
  en: {
    legend: 'Free dates',
    from: 'Free from',
    to: 'to',
    hint: 'Studios whose calendar is up to date with nothing booked or on hold on these days.',
    clear: 'Clear dates',
    toBeforeFrom: 'The end date is before the start date.',
  },
  ru: {
    legend: 'Свободные даты',
    from: 'Свободно с',
    to: 'по',
    hint: 'Студии с актуальным календарём, в котором на эти дни ничего не забронировано и не в резерве.',
    clear: 'Сбросить даты',
    toBeforeFrom: 'Дата окончания раньше даты начала.',
  },
});
