/**
 * The studio page's texts of product.md §14's freshness and corrections that stand on the page itself
 * ('Suggest a correction', 'last verified', 'possibly out of date', 'Still correct'); the correction
 * form's own texts load with it (correction-messages.ts).
 */
import type { Verifications } from '@domain/schemas/owner-schemas';
import { defineMessages, pluralRu } from '@/shared/i18n/define-messages';

type Standing = Verifications['values'][string];
type VerifiedBy = Extract<Standing, { status: 'verified' }>['verified_by'];
type AddedFrom = Extract<Standing, { status: 'added' }>['added_from'];

export const feedbackMessages = defineMessages({
  en: {
    suggestCorrection: 'Suggest a correction',
    suggestCorrectionOf: (p: { name: string }) => `Suggest a correction of ${p.name}`,
    correctionsHeading: 'Something out of date?',
    correctionsText:
      'Suggest a correction to any value on this page. An admin or the studio’s owner checks it first.',
    verifiedOn: (p: { date: string; by: VerifiedBy }) =>
      `Verified ${p.date} ${p.by === 'owner' ? 'by the owner' : p.by === 'admin' ? 'by an admin' : 'by an approved correction'}`,
    addedOn: (p: { date: string; from: AddedFrom }) =>
      `${
        {
          spreadsheet: 'Added from a spreadsheet',
          json: 'Added from a JSON import',
          demo: 'Added from the demo data',
          migration: 'Added by a data migration',
          undo: 'Restored by undoing an import',
          import: 'Added from an import',
        }[p.from]
      }, ${p.date}`,
    notVerifiedHint: 'Not verified by an admin, the owner or an approved correction yet.',
    possiblyOutdated: 'Possibly out of date',
    possiblyOutdatedHint: 'Not verified for more than 12 months.',
    stillCorrect: 'Still correct',
    stillCorrectOf: (p: { name: string }) => `Confirm ${p.name} is still correct`,
    confirming: 'Confirming...',
    confirmed: (p: { name: string }) => `${p.name}: confirmed as still correct.`,
    confirmFailed: (p: { message: string }) => `Could not confirm: ${p.message}`,
    allStillCorrect: 'All values still correct',
    allConfirmed: 'Every value on this page is confirmed as still correct.',
    freshnessHeading: 'Where these details stand',
    freshnessIntro:
      'The studio’s own fields; each parameter shows its own beside it. A value is verified only by an admin, the owner or an approved correction; an import only adds it. A value not verified for 12 months may be out of date.',
    freshnessLatest: (p: { date: string }) => `Last verified ${p.date}.`,
    field_name: 'Name',
    field_city: 'City',
    field_country: 'Country',
    field_country_code: 'Country code',
    field_3DGS_LOCATION_SCANNING_STATUS: '3DGS location scanning',
    field_4DGS_ACTOR_SCANNING_STATUS: '4DGS actor scanning',
    field_showreel_video_url: 'Showreel',
    field_interactive_tour_url: 'Virtual tour',
    field_scanning_team_type: 'Scanning team',
    field_environment_team_type: 'Environment team',
    freshnessStale: (p: { count: number }) =>
      `${p.count} ${p.count === 1 ? 'value was' : 'values were'} not verified for more than 12 months.`,
  },
  ru: {
    suggestCorrection: 'Предложить исправление',
    suggestCorrectionOf: (p: { name: string }) => `Предложить исправление: ${p.name}`,
    correctionsHeading: 'Что-то устарело?',
    correctionsText:
      'Предложите исправление любого значения на этой странице. Сначала его проверит администратор или владелец студии.',
    verifiedOn: (p: { date: string; by: VerifiedBy }) =>
      `Проверено ${p.date} ${p.by === 'owner' ? 'владельцем' : p.by === 'admin' ? 'администратором' : 'принятым исправлением'}`,
    addedOn: (p: { date: string; from: AddedFrom }) =>
      `${
        {
          spreadsheet: 'Добавлено из таблицы',
          json: 'Добавлено импортом JSON',
          demo: 'Добавлено с демонстрационными данными',
          migration: 'Добавлено переносом данных',
          undo: 'Восстановлено отменой импорта',
          import: 'Добавлено импортом',
        }[p.from]
      }, ${p.date}`,
    notVerifiedHint: 'Ещё не проверено администратором, владельцем или принятым исправлением.',
    possiblyOutdated: 'Возможно, устарело',
    possiblyOutdatedHint: 'Не проверялось больше 12 месяцев.',
    stillCorrect: 'Всё ещё верно',
    stillCorrectOf: (p: { name: string }) => `Подтвердить, что ${p.name} всё ещё верно`,
    confirming: 'Подтверждаем...',
    confirmed: (p: { name: string }) => `${p.name}: подтверждено, что значение верно.`,
    confirmFailed: (p: { message: string }) => `Не удалось подтвердить: ${p.message}`,
    allStillCorrect: 'Все значения верны',
    allConfirmed: 'Все значения на странице подтверждены как верные.',
    freshnessHeading: 'Насколько проверены эти данные',
    freshnessIntro:
      'Собственные поля студии; у каждого параметра это указано рядом с ним. Проверить значение может только администратор, владелец или принятое исправление; импорт лишь добавляет его. Значение, не проверявшееся 12 месяцев, могло устареть.',
    freshnessLatest: (p: { date: string }) => `Последняя проверка: ${p.date}.`,
    field_name: 'Название',
    field_city: 'Город',
    field_country: 'Страна',
    field_country_code: 'Код страны',
    field_3DGS_LOCATION_SCANNING_STATUS: 'Сканирование локаций 3DGS',
    field_4DGS_ACTOR_SCANNING_STATUS: 'Сканирование актёров 4DGS',
    field_showreel_video_url: 'Шоурил',
    field_interactive_tour_url: 'Виртуальный тур',
    field_scanning_team_type: 'Команда сканирования',
    field_environment_team_type: 'Команда окружения',
    freshnessStale: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'значение не проверялось', few: 'значения не проверялись', many: 'значений не проверялись' })} больше 12 месяцев.`,
  },
});
