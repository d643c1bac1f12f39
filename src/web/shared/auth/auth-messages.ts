/**
 * Texts of admin sign-in (product.md §2 "Admin login", §6, §8): English word for word, Russian complete.
 * The server's sign-in answers are English; the known ones have their words here so that Russian
 * readers get them in Russian (the English ones are the server's exact texts).
 */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

export const authMessages = defineMessages({
  en: {
    // Login page
    // Login errors (product.md §8); the first three are the server's own words
    missingCredentials: 'Email and password are required.',
    invalidCredentials: 'Invalid email or password',
    tooManyAttempts: (p: { minutes: number }) =>
      `Too many failed sign-in attempts. Try again in ${p.minutes} ${pluralEn(p.minutes, 'minute', 'minutes')}.`,
    loginFailed: 'Login failed',
    networkError: 'Network error during login',
    csrfFailed: 'Failed to get CSRF token',

    // Admin mode
    loggedOut: 'You have logged out.',
    logoutFailed: (p: { message: string }) => `Logout failed: ${p.message}`,
    serverUnreachable: 'the server could not be reached.',
    headerSignIn: 'Admin',
    // Session ended, admin actions without a session (product.md §6)
    sessionEnded: 'Your admin session has ended. Sign in again to keep editing.',
    signInAgain: 'Sign in',
    adminAuthRequired: 'Admin authentication required',
    adminAuthRequiredToEdit: 'Admin authentication required to edit data',
    statusCheckFailed: (p: { message: string }) => `Could not check the sign-in status: ${p.message}`,
  },
  ru: {
    missingCredentials: 'Введите адрес электронной почты и пароль.',
    invalidCredentials: 'Неверный адрес электронной почты или пароль',
    tooManyAttempts: (p: { minutes: number }) =>
      `Слишком много неудачных попыток входа. Попробуйте снова через ${p.minutes} ${pluralRu(p.minutes, {
        one: 'минуту',
        few: 'минуты',
        many: 'минут',
      })}.`,
    loginFailed: 'Не удалось войти',
    networkError: 'Ошибка сети при входе',
    csrfFailed: 'Не удалось получить CSRF-токен',

    loggedOut: 'Вы вышли из режима администратора.',
    logoutFailed: (p: { message: string }) => `Не удалось выйти: ${p.message}`,
    serverUnreachable: 'сервер недоступен.',
    headerSignIn: 'Админ',
    sessionEnded: 'Сеанс администратора завершён. Войдите снова, чтобы продолжить редактирование.',
    signInAgain: 'Войти',
    adminAuthRequired: 'Требуется вход администратора',
    adminAuthRequiredToEdit: 'Для редактирования данных требуется вход администратора',
    statusCheckFailed: (p: { message: string }) => `Не удалось проверить статус входа: ${p.message}`,
  },
});

export type AuthMessages = (typeof authMessages)['en'];
