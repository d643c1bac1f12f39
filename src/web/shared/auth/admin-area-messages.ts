/**
 * Texts of the admin area's navigation and of its pages' sign-in gate (product.md §14). Loaded only
 * with a signed-in session's banner or an admin page, so visitors never download them.
 */
import { defineMessages } from '@/shared/i18n/define-messages';

export const adminAreaMessages = defineMessages({
  en: {
    navLabel: 'Admin pages',
    claims: 'Claims',
    outbox: 'Outbox',
    corrections: 'Corrections',
    enquiries: 'Enquiries',
    duplicates: 'Duplicates',
    exchangeRates: 'Exchange rates',
    checking: 'Checking sign-in status...',
    adminsOnlyTitle: 'Admins only',
    adminsOnlyText: 'Sign in with an admin account to see this page.',
    signIn: 'Sign in',
  },
  ru: {
    navLabel: 'Страницы администратора',
    claims: 'Заявки владельцев',
    outbox: 'Исходящая почта',
    corrections: 'Исправления',
    enquiries: 'Обращения',
    duplicates: 'Дубликаты',
    exchangeRates: 'Курсы валют',
    checking: 'Проверяем, выполнен ли вход...',
    adminsOnlyTitle: 'Только для администраторов',
    adminsOnlyText: 'Войдите с учётной записью администратора, чтобы увидеть эту страницу.',
    signIn: 'Войти',
  },
});

export type AdminAreaLabel = Exclude<
  keyof (typeof adminAreaMessages)['en'],
  'navLabel' | 'checking' | 'adminsOnlyTitle' | 'adminsOnlyText' | 'signIn'
>;
