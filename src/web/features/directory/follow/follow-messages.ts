/** Texts of 'Follow this search' (product.md §17). */
import { defineMessages } from '@/shared/i18n/define-messages';

export const followMessages = defineMessages({
  en: {
    follow: 'Follow this search',
    intro: 'Get new studios and changes that match these filters.',
    feed: 'Atom feed of this search',
    emailHeading: 'Email alerts',
    emailLabel: 'Email',
    frequencyLegend: 'How often',
    daily: 'Daily',
    weekly: 'Weekly',
    note: 'We mail a confirmation link first; nothing else is sent until you open it. Every message has a one-click unsubscribe.',
    send: 'Subscribe',
    sending: 'Subscribing…',
    checkMail: (p: { email: string }) =>
      `Check your mail: we sent a confirmation link to ${p.email}. Alerts start once you open it.`,
    tooFast: 'That was quicker than a person types. Please wait a few seconds and subscribe again.',
    loading: 'Loading…',
  },
  ru: {
    follow: 'Следить за этим поиском',
    intro: 'Новые студии и изменения, подходящие под эти фильтры.',
    feed: 'Atom-лента этого поиска',
    emailHeading: 'Письма',
    emailLabel: 'Email',
    frequencyLegend: 'Как часто',
    daily: 'Раз в день',
    weekly: 'Раз в неделю',
    note: 'Сначала придёт письмо со ссылкой для подтверждения; до неё ничего не отправляется. В каждом письме есть отписка в один щелчок.',
    send: 'Подписаться',
    sending: 'Подписываем…',
    checkMail: (p: { email: string }) =>
      `Проверьте почту: мы отправили ссылку для подтверждения на ${p.email}. Письма начнут приходить после неё.`,
    tooFast: 'Слишком быстро для человека. Подождите несколько секунд и подпишитесь снова.',
    loading: 'Загрузка…',
  },
});
