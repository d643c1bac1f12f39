/**
 * Texts of the availability and quote request (product.md §14 "A request to several studios"), English
 * and Russian; loaded with the form only, when a reader opens it.
 */
import { defineMessages } from '@/shared/i18n/define-messages';

export const quoteRequestMessages = defineMessages({
  en: {
    title: 'Request availability and a quote',
    intro: (p: { count: number }) =>
      `One request to each of these ${p.count} studios: each gets its own message (its owners, or the directory's admins while it has none) and none is told which other studios you asked. You get one note listing them.`,
    studiosLabel: 'Goes to',
    datesLegend: 'Dates',
    dateFromLabel: 'From',
    dateToLabel: 'To',
    productionTypeLabel: 'Production type',
    chooseProductionType: 'Choose…',
    daysLegend: 'Days',
    prepDaysLabel: 'Prep',
    shootDaysLabel: 'Shoot',
    strikeDaysLabel: 'Strike',
    crewLegend: 'Crew wanted from the studio',
    nameLabel: 'Your name',
    emailLabel: 'Your email',
    companyLabel: 'Company',
    messageLabel: 'Message',
    consent:
      "I agree that my name, email and message are passed to each of these studios' owners (or to the directory's admins for a studio that has none).",
    consentRequired: 'Please agree to pass your details on, or nobody can answer you.',
    invalidDate: 'Enter a date.',
    pastDate: 'The start date is in the past.',
    endBeforeStart: 'The end date is before the start date.',
    notWhole: 'Enter a whole number of days.',
    outOfRange: (p: { min: number; max: number }) => `Enter a number from ${p.min} to ${p.max}.`,
    studioUnavailable: 'One of these studios can no longer be reached. Reload the comparison and try again.',
    tooFast: 'The form was sent too quickly after it opened. Wait a few seconds and send it again.',
    send: 'Send request',
    sending: 'Sending...',
    close: 'Close',
    sentTitle: 'Request sent',
    sent: (p: { count: number; email: string }) =>
      `Your request was sent to ${p.count} studios, each separately. A note listing them was mailed to ${p.email}.`,
  },
  ru: {
    title: 'Запросить доступность и цену',
    intro: (p: { count: number }) =>
      `Запрос уйдёт каждой из ${p.count} студий отдельно (её владельцам или, пока их нет, администраторам каталога), и ни одна не узнает, к каким ещё студиям вы обратились. Вам придёт одно письмо со списком.`,
    studiosLabel: 'Кому',
    datesLegend: 'Даты',
    dateFromLabel: 'С',
    dateToLabel: 'По',
    productionTypeLabel: 'Тип производства',
    chooseProductionType: 'Выберите…',
    daysLegend: 'Дни',
    prepDaysLabel: 'Подготовка',
    shootDaysLabel: 'Съёмка',
    strikeDaysLabel: 'Разбор',
    crewLegend: 'Какая команда нужна от студии',
    nameLabel: 'Ваше имя',
    emailLabel: 'Ваша почта',
    companyLabel: 'Компания',
    messageLabel: 'Сообщение',
    consent:
      'Я согласен(на), чтобы моё имя, почта и сообщение были переданы владельцам каждой из этих студий (или администраторам каталога, если у студии нет владельца).',
    consentRequired: 'Без согласия на передачу данных вам не смогут ответить.',
    invalidDate: 'Введите дату.',
    pastDate: 'Дата начала уже прошла.',
    endBeforeStart: 'Дата окончания раньше даты начала.',
    notWhole: 'Введите целое число дней.',
    outOfRange: (p: { min: number; max: number }) => `Введите число от ${p.min} до ${p.max}.`,
    studioUnavailable: 'Одна из студий больше недоступна. Обновите сравнение и попробуйте снова.',
    tooFast: 'Форма отправлена слишком быстро после открытия. Подождите несколько секунд и отправьте снова.',
    send: 'Отправить запрос',
    sending: 'Отправляем...',
    close: 'Закрыть',
    sentTitle: 'Запрос отправлен',
    sent: (p: { count: number; email: string }) =>
      `Запрос отправлен в студии (${p.count}), каждой отдельно. Письмо со списком ушло на ${p.email}.`,
  },
});
