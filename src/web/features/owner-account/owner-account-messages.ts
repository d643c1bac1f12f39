/** Texts of the owner's invitation page (product.md §14), English and Russian. */
import { defineMessages } from '@/shared/i18n/define-messages';

export const ownerAccountMessages = defineMessages({
  en: {
    pageTitle: 'Set your password',
    heading: 'Welcome: set your password',
    intro:
      'Your claim was approved. Choose a password for your owner account; you will be signed in and taken to your studio.',
    passwordLabel: 'New password',
    passwordHint: 'At least 12 characters. A few unrelated words are long and easy to remember.',
    confirmLabel: 'Repeat the password',
    submit: 'Set password and sign in',
    submitting: 'Setting the password...',
    tooShort: 'Use at least 12 characters.',
    tooLong: (p: { max: number }) => `Use at most ${p.max} characters.`,
    mismatch: 'The two passwords differ.',
    required: 'This field is required.',
    noToken: 'This address holds no invitation. Open the link from your invitation email as it is.',
    invalid: 'This invitation link is not known. Check that it was copied whole, or ask for a new one.',
    used: 'This invitation link was used already. Sign in with the password you set.',
    expired: 'This invitation link has expired. Ask the directory for a new one.',
    signIn: 'Go to sign-in',
    failed: (p: { message: string }) => `The password could not be set: ${p.message}`,
    networkError: 'The server could not be reached. Check your connection and try again.',
    csrfFailed: 'The page could not pass the security check. Reload it and try again.',
    rateLimited: 'Too many tries from this connection. Wait a quarter of an hour and try again.',
    welcome: 'Your password is set and you are signed in.',
  },
  ru: {
    pageTitle: 'Задайте пароль',
    heading: 'Добро пожаловать: задайте пароль',
    intro:
      'Ваша заявка одобрена. Придумайте пароль для учётной записи владельца; после этого вы войдёте и попадёте на страницу своей студии.',
    passwordLabel: 'Новый пароль',
    passwordHint: 'Не меньше 12 символов. Несколько не связанных слов — длинный и запоминающийся пароль.',
    confirmLabel: 'Повторите пароль',
    submit: 'Задать пароль и войти',
    submitting: 'Задаём пароль...',
    tooShort: 'Не меньше 12 символов.',
    tooLong: (p: { max: number }) => `Не больше ${p.max} символов.`,
    mismatch: 'Пароли не совпадают.',
    required: 'Это поле обязательно.',
    noToken: 'В этом адресе нет приглашения. Откройте ссылку из письма-приглашения целиком.',
    invalid:
      'Эта ссылка-приглашение неизвестна. Проверьте, что она скопирована целиком, или попросите новую.',
    used: 'Эта ссылка-приглашение уже использована. Войдите с паролем, который вы задали.',
    expired: 'Срок действия ссылки-приглашения истёк. Попросите у каталога новую.',
    signIn: 'Перейти ко входу',
    failed: (p: { message: string }) => `Не удалось задать пароль: ${p.message}`,
    networkError: 'Сервер недоступен. Проверьте подключение и попробуйте снова.',
    csrfFailed: 'Страница не прошла проверку безопасности. Обновите её и попробуйте снова.',
    rateLimited: 'Слишком много попыток с этого подключения. Подождите четверть часа и попробуйте снова.',
    welcome: 'Пароль задан, вы вошли.',
  },
});

export type OwnerAccountMessages = (typeof ownerAccountMessages)['en'];
