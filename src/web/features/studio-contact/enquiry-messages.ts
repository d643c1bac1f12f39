/**
 * Texts of the enquiry form ('Contact this studio', product.md §14), English and Russian; loaded with
 * the form only, when a reader opens it.
 */
import { defineMessages } from '@/shared/i18n/define-messages';

export const enquiryMessages = defineMessages({
  en: {
    title: (p: { name: string }) => `Contact ${p.name}`,
    introOwner: "Your message goes to the studio's owners by email, and you get a note that it went.",
    introAdmins:
      "This studio has not claimed its listing yet: your message goes to the directory's admins, and you get a note that it went.",
    introEither:
      "Your message goes by email to the studio's owners (or to the directory's admins while it has none), and you get a note that it went.",
    nameLabel: 'Your name',
    emailLabel: 'Your email',
    companyLabel: 'Company',
    productionTypeLabel: 'Production type',
    productionTypeHint: 'For example a feature film, a series, a commercial, a music video.',
    datesLegend: 'Shoot dates',
    dateFromLabel: 'From',
    dateToLabel: 'To',
    messageLabel: 'Message',
    // The consent names who receives the details, as the intro and the sender's copy do (issue 34).
    consentOwners: "I agree that my name, email and message are passed to the studio's owners.",
    consentAdmins:
      "I agree that my name, email and message are passed to the directory's admins, as this studio has no owner here yet.",
    consentEither:
      "I agree that my name, email and message are passed to the studio's owners (or to the directory's admins while it has none).",
    consentRequired: 'Please agree to pass your details on, or nobody can answer you.',
    invalidDate: 'Enter a date, or leave it empty.',
    endBeforeStart: 'The end date is before the start date.',
    send: 'Send message',
    sending: 'Sending...',
    tooFast: 'The form was sent too quickly after it opened. Wait a few seconds and send it again.',
    close: 'Close',
    sentTitle: 'Message sent',
    sentToOwners: (p: { name: string; email: string }) =>
      `Your message was sent to the owners of ${p.name}. A note that it went was mailed to ${p.email}.`,
    sentToAdmins: (p: { name: string; email: string }) =>
      `Your message was sent to the directory's admins, as ${p.name} has no owner here yet. A note that it went was mailed to ${p.email}.`,
    sentToStudio: (p: { name: string; email: string }) =>
      `Your message was sent to ${p.name} (its owners, or the directory's admins while it has none). A note that it went was mailed to ${p.email}.`,
  },
  ru: {
    title: (p: { name: string }) => `Написать: ${p.name}`,
    introOwner: 'Сообщение уйдёт владельцам студии по почте, а вам придёт подтверждение.',
    introAdmins:
      'Студия ещё не подтвердила свою карточку: сообщение уйдёт администраторам каталога, а вам придёт подтверждение.',
    introEither:
      'Сообщение уйдёт по почте владельцам студии (или администраторам каталога, пока у неё нет владельца), а вам придёт подтверждение.',
    nameLabel: 'Ваше имя',
    emailLabel: 'Ваша почта',
    companyLabel: 'Компания',
    productionTypeLabel: 'Тип производства',
    productionTypeHint: 'Например, полнометражный фильм, сериал, реклама, клип.',
    datesLegend: 'Даты съёмок',
    dateFromLabel: 'С',
    dateToLabel: 'По',
    messageLabel: 'Сообщение',
    consentOwners: 'Я согласен(на), чтобы моё имя, почта и сообщение были переданы владельцам студии.',
    consentAdmins:
      'Я согласен(на), чтобы моё имя, почта и сообщение были переданы администраторам каталога: у студии здесь пока нет владельца.',
    consentEither:
      'Я согласен(на), чтобы моё имя, почта и сообщение были переданы владельцам студии (или администраторам каталога, пока у неё нет владельца).',
    consentRequired: 'Без согласия на передачу данных вам не смогут ответить.',
    invalidDate: 'Введите дату или оставьте поле пустым.',
    endBeforeStart: 'Дата окончания раньше даты начала.',
    send: 'Отправить сообщение',
    sending: 'Отправляем...',
    tooFast: 'Форма отправлена слишком быстро после открытия. Подождите несколько секунд и отправьте снова.',
    close: 'Закрыть',
    sentTitle: 'Сообщение отправлено',
    sentToOwners: (p: { name: string; email: string }) =>
      `Сообщение отправлено владельцам студии ${p.name}. Подтверждение ушло на ${p.email}.`,
    sentToAdmins: (p: { name: string; email: string }) =>
      `Сообщение отправлено администраторам каталога: у студии ${p.name} здесь пока нет владельца. Подтверждение ушло на ${p.email}.`,
    sentToStudio: (p: { name: string; email: string }) =>
      `Сообщение отправлено студии ${p.name} (её владельцам или, пока их нет, администраторам каталога). Подтверждение ушло на ${p.email}.`,
  },
});
