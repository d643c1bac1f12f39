/** Texts of the reader's currency and of day rates as a visitor reads them (product.md §18). */
import { defineMessages } from '@/shared/i18n/define-messages';

export const currencyMessages = defineMessages({
  en: {
    currencyLabel: 'Currency',
    /** Read by screen readers with the select: what the choice does. */
    currencyHint: 'Day rates are also shown converted into this currency, as estimates.',
    show: 'Show',
    dayRate: 'Day rate',
    notStated: 'not stated',
    /** Spoken after a converted figure: it is an estimate, from the studio's own figure. */
    convertedFrom: (p: { about: string; own: string }) => `${p.about}, an estimate converted from ${p.own}`,
  },
  ru: {
    currencyLabel: 'Валюта',
    currencyHint: 'Дневные ставки показываются и в этой валюте, приблизительно.',
    show: 'Показать',
    dayRate: 'Дневная ставка',
    notStated: 'не указана',
    convertedFrom: (p: { about: string; own: string }) => `${p.about}, приблизительно, пересчёт из ${p.own}`,
  },
});
