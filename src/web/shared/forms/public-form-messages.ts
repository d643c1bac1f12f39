/**
 * Texts every public form shares (product.md §14: claims, corrections, enquiries): why a send
 * failed, by the error's code, and the generic field problems. Loaded with the forms only.
 */
import type { NumberReading } from '@domain/parameter-number';
import { numberProblemText } from '@domain/parameter-number-text';
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

export const publicFormMessages = defineMessages({
  en: {
    rateLimited: (p: { minutes: number }) =>
      `Too many forms were sent from this address or for this email. Try again in ${p.minutes} ${pluralEn(p.minutes, 'minute', 'minutes')}.`,
    csrfFailed:
      'The page could not confirm that this form came from this site (security check). Reload the page and send it again.',
    networkError: 'The server could not be reached. Check your connection and send the form again.',
    fixFields: 'Some fields need attention: see the messages beside them.',
    sendFailed: (p: { message: string }) => `The form could not be sent: ${p.message}`,
    required: 'This field is required.',
    tooLong: (p: { max: number }) => `Use at most ${p.max} characters.`,
    invalidEmail: 'Enter a valid email address, like name@studio.com.',
    invalidUrl: 'Enter a full link starting with http:// or https://.',
    notAChoice: (p: { choices: string }) => `Choose one of: ${p.choices}.`,
    /** A numeric parameter's value that is not a number, or outside its limits (product.md §10). */
    numberRefused: (p: { key: string; refusal: Extract<NumberReading, { ok: false }> }) =>
      numberProblemText(p.key, p.refusal, 'en'),
    valueRefused: 'The server did not accept this value. Reload the page and try again.',
    optional: '(optional)',
  },
  ru: {
    rateLimited: (p: { minutes: number }) =>
      `С этого адреса или для этой почты отправлено слишком много форм. Попробуйте снова через ${p.minutes} ${pluralRu(
        p.minutes,
        { one: 'минуту', few: 'минуты', many: 'минут' },
      )}.`,
    csrfFailed:
      'Страница не смогла подтвердить, что форма отправлена с этого сайта (проверка безопасности). Обновите страницу и отправьте форму снова.',
    networkError: 'Сервер недоступен. Проверьте подключение и отправьте форму снова.',
    fixFields: 'Проверьте поля: пояснения рядом с ними.',
    sendFailed: (p: { message: string }) => `Не удалось отправить форму: ${p.message}`,
    required: 'Это поле обязательно.',
    tooLong: (p: { max: number }) => `Не больше ${p.max} символов.`,
    invalidEmail: 'Введите корректный адрес почты, например name@studio.com.',
    invalidUrl: 'Введите полную ссылку, начинающуюся с http:// или https://.',
    notAChoice: (p: { choices: string }) => `Выберите одно из значений: ${p.choices}.`,
    numberRefused: (p: { key: string; refusal: Extract<NumberReading, { ok: false }> }) =>
      numberProblemText(p.key, p.refusal, 'ru'),
    valueRefused: 'Сервер не принял это значение. Обновите страницу и попробуйте снова.',
    optional: '(необязательно)',
  },
});

export type PublicFormMessages = (typeof publicFormMessages)['en'];
