/**
 * Texts of the login page and of the 'Admin Mode Active' banner (product.md §2 "Admin login", §6):
 * English word for word, Russian complete. Apart from auth-messages.ts because only the login page
 * and a signed-in session load them, so visitors never download them.
 */
import { defineMessages } from '@/shared/i18n/define-messages';

export const adminSessionMessages = defineMessages({
  en: {
    pageTitle: 'Admin login',
    heading: 'Admin login',
    intro: 'Sign in to edit studio data.',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    showPassword: 'Show password',
    signIn: 'Sign In',
    signingIn: 'Signing in...',
    checkingStatus: 'Checking sign-in status...',
    alreadySignedInText: (p: { email: string }) => `You are signed in as ${p.email}.`,
    continue: 'Continue',
    adminModeRegion: 'Admin mode',
    adminModeActive: 'Admin Mode Active',
    ownerRegion: 'Studio owner',
    ownerSignedIn: 'Signed in as a studio owner',
    ownStudios: 'Your studios',
    ownStudio: 'Your studio',
    ownStudioNumbered: (p: { n: number }) => `Your studio ${p.n}`,
    signedInAs: (p: { email: string }) => `Signed in as ${p.email}`,
    lastSaved: 'Last saved:',
    notSavedYet: 'nothing yet',
    logout: 'Logout',
    loggingOut: 'Logging out...',
  },
  ru: {
    pageTitle: 'Вход для администратора',
    heading: 'Вход для администратора',
    intro: 'Войдите, чтобы редактировать данные студий.',
    emailLabel: 'Электронная почта',
    passwordLabel: 'Пароль',
    showPassword: 'Показать пароль',
    signIn: 'Войти',
    signingIn: 'Выполняется вход...',
    checkingStatus: 'Проверяем, выполнен ли вход...',
    alreadySignedInText: (p: { email: string }) => `Вы вошли как ${p.email}.`,
    continue: 'Продолжить',
    adminModeRegion: 'Режим администратора',
    adminModeActive: 'Режим администратора включён',
    ownerRegion: 'Владелец студии',
    ownerSignedIn: 'Вы вошли как владелец студии',
    ownStudios: 'Ваши студии',
    ownStudio: 'Ваша студия',
    ownStudioNumbered: (p: { n: number }) => `Ваша студия ${p.n}`,
    signedInAs: (p: { email: string }) => `Вы вошли как ${p.email}`,
    lastSaved: 'Последнее сохранение:',
    notSavedYet: 'пока нет',
    logout: 'Выйти',
    loggingOut: 'Выполняется выход...',
  },
});
