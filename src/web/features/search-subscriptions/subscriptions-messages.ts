/** Texts of the admins' subscriptions page (product.md §17). */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

export const subscriptionsMessages = defineMessages({
  en: {
    title: 'Search subscriptions',
    intro:
      'Email alerts of followed searches: personal data. Deleting one erases the address and its mail. Unconfirmed ones are erased after 7 days.',
    loading: 'Loading...',
    loadFailed: (p: { message: string }) => `Could not load: ${p.message}`,
    retry: 'Try again',
    none: 'No subscriptions.',
    count: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'subscription', 'subscriptions')}`,
    search: 'Search',
    allStudios: 'All studios',
    frequency: 'How often',
    daily: 'Daily',
    weekly: 'Weekly',
    confirmed: 'Confirmed',
    notConfirmed: 'Not confirmed',
    created: 'Created',
    delete: (p: { email: string }) => `Delete the subscription of ${p.email}`,
    deleteShort: 'Delete',
    deleteFailed: 'The subscription could not be deleted. Please try again.',
  },
  ru: {
    title: 'Подписки на поиски',
    intro:
      'Письма о поисках, за которыми следят посетители: это персональные данные. Удаление стирает адрес и его письма. Неподтверждённые стираются через 7 дней.',
    loading: 'Загрузка...',
    loadFailed: (p: { message: string }) => `Не удалось загрузить: ${p.message}`,
    retry: 'Повторить',
    none: 'Подписок нет.',
    count: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'подписка', few: 'подписки', many: 'подписок' })}`,
    search: 'Поиск',
    allStudios: 'Все студии',
    frequency: 'Как часто',
    daily: 'Раз в день',
    weekly: 'Раз в неделю',
    confirmed: 'Подтверждена',
    notConfirmed: 'Не подтверждена',
    created: 'Создана',
    delete: (p: { email: string }) => `Удалить подписку ${p.email}`,
    deleteShort: 'Удалить',
    deleteFailed: 'Не удалось удалить подписку. Попробуйте ещё раз.',
  },
});
