/**
 * Texts of the correction form ('Suggest a correction', product.md §14), English and Russian; loaded
 * with the form only, when a reader opens it.
 */
import type { CorrectableStudioField } from '@domain/correctable-fields';
import { defineMessages } from '@/shared/i18n/define-messages';

export const correctionMessages = defineMessages({
  en: {
    title: (p: { name: string }) => `Suggest a correction to ${p.name}`,
    intro:
      'Tell us what is wrong and what it should say. Nothing changes until an admin or the studio’s owner checks it.',
    fieldLabel: 'What is wrong',
    studioFields: 'Studio',
    currentValue: (p: { value: string }) => `Shown now: ${p.value}`,
    proposedLabel: 'What it should say',
    sourceLabel: 'Source link',
    sourceHint: 'A page that shows the right value (the studio’s website, a spec sheet). It helps a lot.',
    noteLabel: 'Note',
    emailLabel: 'Your email',
    emailHint: 'Only to tell you whether the correction was accepted.',
    send: 'Send correction',
    sending: 'Sending...',
    close: 'Close',
    sentTitle: 'Correction received',
    sentText: 'Thank you. It will be checked before anything changes on the listing.',
    sentTextEmail: (p: { email: string }) =>
      `Thank you. It will be checked before anything changes on the listing; we will write to ${p.email} when it is decided.`,
    field_name: 'Name',
    field_city: 'City',
    field_country: 'Country',
    field_country_code: 'Country code (ISO, e.g. DE)',
    field_3DGS_LOCATION_SCANNING_STATUS: '3DGS location scanning',
    field_4DGS_ACTOR_SCANNING_STATUS: '4DGS actor scanning',
    field_showreel_video_url: 'Showreel link',
    field_interactive_tour_url: 'Virtual tour link',
    field_scanning_team_type: 'Scanning team',
    field_environment_team_type: 'Environment team',
  },
  ru: {
    title: (p: { name: string }) => `Предложить исправление: ${p.name}`,
    intro:
      'Укажите, что неверно и как должно быть. Ничего не изменится, пока администратор или владелец студии не проверит исправление.',
    fieldLabel: 'Что неверно',
    studioFields: 'Студия',
    currentValue: (p: { value: string }) => `Сейчас указано: ${p.value}`,
    proposedLabel: 'Как должно быть',
    sourceLabel: 'Ссылка на источник',
    sourceHint: 'Страница с верным значением (сайт студии, спецификация). Очень помогает.',
    noteLabel: 'Примечание',
    emailLabel: 'Ваша почта',
    emailHint: 'Только чтобы сообщить, принято ли исправление.',
    send: 'Отправить исправление',
    sending: 'Отправляем...',
    close: 'Закрыть',
    sentTitle: 'Исправление получено',
    sentText: 'Спасибо. Его проверят, прежде чем что-то изменится в карточке.',
    sentTextEmail: (p: { email: string }) =>
      `Спасибо. Его проверят, прежде чем что-то изменится в карточке; о решении напишем на ${p.email}.`,
    field_name: 'Название',
    field_city: 'Город',
    field_country: 'Страна',
    field_country_code: 'Код страны (ISO, например DE)',
    field_3DGS_LOCATION_SCANNING_STATUS: 'Сканирование локаций 3DGS',
    field_4DGS_ACTOR_SCANNING_STATUS: 'Сканирование актёров 4DGS',
    field_showreel_video_url: 'Ссылка на шоурил',
    field_interactive_tour_url: 'Ссылка на виртуальный тур',
    field_scanning_team_type: 'Команда сканирования',
    field_environment_team_type: 'Команда окружения',
  },
});

export type CorrectionMessages = (typeof correctionMessages)['en'];

export function studioFieldLabel(t: CorrectionMessages, field: CorrectableStudioField): string {
  return t[`field_${field}`];
}
