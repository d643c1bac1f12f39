/** Texts of an availability and quote request in the enquiries inbox (product.md §14), English and Russian. */
import { defineMessages } from '@/shared/i18n/define-messages';

export const quoteDetailsMessages = defineMessages({
  en: {
    heading: 'Availability and quote request',
    days: 'Days',
    daysValue: (p: { prep: number; shoot: number; strike: number }) =>
      `prep ${p.prep}, shoot ${p.shoot}, strike ${p.strike} (${p.prep + p.shoot + p.strike} in all)`,
    crew: 'Crew wanted',
    noCrew: 'None asked',
  },
  ru: {
    heading: 'Запрос доступности и цены',
    days: 'Дни',
    daysValue: (p: { prep: number; shoot: number; strike: number }) =>
      `подготовка ${p.prep}, съёмка ${p.shoot}, разбор ${p.strike} (всего ${p.prep + p.shoot + p.strike})`,
    crew: 'Нужная команда',
    noCrew: 'Не указана',
  },
});
