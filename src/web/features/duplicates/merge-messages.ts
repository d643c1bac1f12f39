/**
 * Texts of merging two duplicate studios (product.md §20, issue 39): the merge screen, its errors by
 * code, and the recent merges on the duplicates page. Field and parameter names come from the
 * editor's and the catalog's words (merge-rows.ts), not from here.
 */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

export const mergeMessages = defineMessages({
  en: {
    // The duplicates page
    mergeLink: 'Merge…',
    mergeLinkOf: (p: { a: string; b: string }) => `Merge ${p.a} and ${p.b}…`,
    recentTitle: 'Recent merges',
    recentLoading: 'Loading recent merges...',
    recentFailed: (p: { message: string }) => `The recent merges could not be loaded: ${p.message}`,
    recentNone: 'No merges yet.',
    /** Followed by the kept studio's name, as a link. */
    recentMergedInto: (p: { merged: string }) => `${p.merged} merged into`,
    recentBy: (p: { when: string; who: string | null }) =>
      p.who ? `${p.when}, by admin ${p.who}` : `${p.when}`,
    undo: 'Undo',
    undoOf: (p: { merged: string; survivor: string }) => `Undo: ${p.merged} merged into ${p.survivor}`,
    undoing: 'Undoing...',
    undoneAt: (p: { when: string }) => `Undone ${p.when}.`,
    cannotUndo: 'Can no longer be undone: a studio of the merge changed after it.',
    undoDone: (p: { merged: string; survivor: string }) =>
      `Undone: ${p.merged} is a studio of its own again, and ${p.survivor} is as it was.`,

    // The merge screen
    title: 'Merge duplicate studios',
    intro:
      'One studio is kept; the other is archived and its address leads to the kept one. Where the two differ, choose whose value to keep. Sources, images, calendar ranges, owners, claims, corrections and enquiries move to the kept studio.',
    back: 'Back to likely duplicates',
    loading: 'Loading the merge preview...',
    loadFailed: (p: { message: string }) => `The merge preview could not be loaded: ${p.message}`,
    retry: 'Try again',
    badIds: 'This address does not name two different studios.',
    studiosHeading: 'The two studios',
    studioId: (p: { id: number }) => `ID ${p.id}`,
    city: 'City',
    status: 'Status',
    lastVerified: 'Last verified',
    neverVerified: 'Never',
    wouldMove: 'Would move if merged into the other',
    countSources: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'source', 'sources')}`,
    countImages: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'image', 'images')}`,
    countCalendarRanges: (p: { count: number }) =>
      `${p.count} ${pluralEn(p.count, 'calendar range', 'calendar ranges')}`,
    countOwners: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'owner', 'owners')}`,
    countClaims: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'claim', 'claims')}`,
    countCorrections: (p: { count: number }) =>
      `${p.count} ${pluralEn(p.count, 'correction', 'corrections')}`,
    countEnquiries: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'enquiry', 'enquiries')}`,
    survivorLegend: 'Keep which studio',
    survivorHint: 'The other is archived; by default the more recently verified one is kept.',
    /** A studio by name and id: after a merge both may bear the same name. */
    studioRef: (p: { name: string; id: number }) => `${p.name} (ID ${p.id})`,
    choicesHeading: 'Differing values',
    choicesHint: 'For each field and parameter on which the two differ, choose whose value to keep.',
    noDifferences: 'The two studios have the same values: nothing to choose.',
    fieldsCaption: 'Studio fields',
    parametersCaption: 'Parameters',
    columnField: 'Field',
    columnParameter: 'Parameter',
    notGiven: 'not given',
    // Studio fields the editor has no words for (the others are the editor's, the catalog's).
    fieldWebsite: 'Website',
    fieldShortDescription: 'Short description',
    fieldDescription: 'Description',
    fieldDayRates: 'Day rates',
    ratePerShootingDay: (p: { money: string }) => `${p.money} per shooting day`,
    ratePerPrepDay: (p: { money: string }) => `${p.money} per prep/strike day`,
    ratePerHalfDay: (p: { money: string }) => `${p.money} per half day`,
    rateMinimum: (p: { days: number }) => `minimum ${p.days} ${pluralEn(p.days, 'day', 'days')}`,
    summaryHeading: 'Summary',
    summaryKeep: (p: { survivor: string; merged: string }) =>
      `${p.survivor} is kept; ${p.merged} is archived and its address leads to ${p.survivor}.`,
    summaryFromMerged: (p: { count: number; merged: string }) =>
      p.count === 0
        ? `Every differing value of ${p.merged} is dropped.`
        : `${p.count} ${pluralEn(p.count, 'value comes', 'values come')} from ${p.merged}.`,
    summaryMoves: (p: { merged: string; list: string }) => `Moving from ${p.merged}: ${p.list}.`,
    summaryMovesNothing: (p: { merged: string }) => `Nothing is attached to ${p.merged} to move.`,
    reviewMerge: 'Review the merge…',
    confirmTitle: 'Merge the two studios?',
    confirmText: 'The merge can be undone until either studio changes again.',
    confirmMerge: 'Merge',
    cancel: 'Cancel',
    merging: 'Merging...',
    mergedHeading: 'Merged',
    mergedText: (p: { merged: string; survivor: string }) => `${p.merged} was merged into ${p.survivor}.`,
    openSurvivor: (p: { name: string }) => `Open ${p.name}`,
    undoMerge: 'Undo merge',
    undoneHeading: 'Merge undone',
    undoneText: (p: { merged: string; survivor: string }) =>
      `${p.merged} and ${p.survivor} are two studios again, as they were.`,

    // Errors, by code
    errorStale: 'One of the studios changed; the preview was reloaded. Check the choices and merge again.',
    errorChoice:
      'A choice no longer matches the two studios (a value changed meanwhile). Reload the preview and choose again.',
    errorUnavailable: 'One of the studios is unknown, archived or merged already: nothing was merged.',
    errorUndoBlocked: 'This merge can no longer be undone: a studio of the merge changed after it.',
    errorAlreadyUndone: 'This merge was undone already.',
    errorAuth: 'Your admin session has ended. Sign in again and retry.',
    errorForbidden: 'Only admins may merge studios.',
    errorNotFound: 'One of the studios (or the merge) was not found.',
    errorNetwork: 'The server could not be reached. Nothing was changed; try again.',
    errorOther: (p: { message: string }) => `The merge failed: ${p.message}`,
    errorUndoOther: (p: { message: string }) => `The merge could not be undone: ${p.message}`,
  },
  ru: {
    mergeLink: 'Объединить…',
    mergeLinkOf: (p: { a: string; b: string }) => `Объединить ${p.a} и ${p.b}…`,
    recentTitle: 'Недавние объединения',
    recentLoading: 'Загружаем недавние объединения...',
    recentFailed: (p: { message: string }) => `Не удалось загрузить недавние объединения: ${p.message}`,
    recentNone: 'Объединений пока нет.',
    recentMergedInto: (p: { merged: string }) => `${p.merged} объединена с`,
    recentBy: (p: { when: string; who: string | null }) =>
      p.who ? `${p.when}, администратор ${p.who}` : `${p.when}`,
    undo: 'Отменить',
    undoOf: (p: { merged: string; survivor: string }) => `Отменить: ${p.merged} объединена с ${p.survivor}`,
    undoing: 'Отменяем...',
    undoneAt: (p: { when: string }) => `Отменено ${p.when}.`,
    cannotUndo: 'Отменить уже нельзя: одна из студий изменилась после объединения.',
    undoDone: (p: { merged: string; survivor: string }) =>
      `Отменено: ${p.merged} снова отдельная студия, а ${p.survivor} — как была.`,

    title: 'Объединение дубликатов',
    intro:
      'Одна студия остаётся, другая уходит в архив, и её адрес ведёт на оставшуюся. Где значения различаются, выберите, чьё оставить. Источники, изображения, периоды календаря, владельцы, заявки, исправления и запросы переходят к оставшейся студии.',
    back: 'К вероятным дубликатам',
    loading: 'Загружаем предпросмотр объединения...',
    loadFailed: (p: { message: string }) => `Не удалось загрузить предпросмотр объединения: ${p.message}`,
    retry: 'Повторить',
    badIds: 'Этот адрес не называет две разные студии.',
    studiosHeading: 'Две студии',
    studioId: (p: { id: number }) => `ID ${p.id}`,
    city: 'Город',
    status: 'Статус',
    lastVerified: 'Последняя проверка',
    neverVerified: 'Не проверялась',
    wouldMove: 'Перейдёт, если объединить с другой',
    countSources: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'источник', few: 'источника', many: 'источников' })}`,
    countImages: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'изображение', few: 'изображения', many: 'изображений' })}`,
    countCalendarRanges: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'период календаря', few: 'периода календаря', many: 'периодов календаря' })}`,
    countOwners: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'владелец', few: 'владельца', many: 'владельцев' })}`,
    countClaims: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'заявка', few: 'заявки', many: 'заявок' })}`,
    countCorrections: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'исправление', few: 'исправления', many: 'исправлений' })}`,
    countEnquiries: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'запрос', few: 'запроса', many: 'запросов' })}`,
    survivorLegend: 'Какую студию оставить',
    survivorHint: 'Другая уйдёт в архив; по умолчанию остаётся та, что проверена позже.',
    studioRef: (p: { name: string; id: number }) => `${p.name} (ID ${p.id})`,
    choicesHeading: 'Различающиеся значения',
    choicesHint: 'Для каждого поля и параметра, где студии различаются, выберите, чьё значение оставить.',
    noDifferences: 'У студий одинаковые значения: выбирать нечего.',
    fieldsCaption: 'Поля студии',
    parametersCaption: 'Параметры',
    columnField: 'Поле',
    columnParameter: 'Параметр',
    notGiven: 'не указано',
    fieldWebsite: 'Сайт',
    fieldShortDescription: 'Краткое описание',
    fieldDescription: 'Описание',
    fieldDayRates: 'Дневные ставки',
    ratePerShootingDay: (p: { money: string }) => `${p.money} за съёмочный день`,
    ratePerPrepDay: (p: { money: string }) => `${p.money} за день подготовки/разбора`,
    ratePerHalfDay: (p: { money: string }) => `${p.money} за полдня`,
    rateMinimum: (p: { days: number }) => `минимум ${p.days} дн.`,
    summaryHeading: 'Итог',
    summaryKeep: (p: { survivor: string; merged: string }) =>
      `${p.survivor} остаётся; ${p.merged} уходит в архив, и её адрес ведёт на ${p.survivor}.`,
    summaryFromMerged: (p: { count: number; merged: string }) =>
      p.count === 0
        ? `Все различающиеся значения ${p.merged} отбрасываются.`
        : `${p.count} ${pluralRu(p.count, { one: 'значение берётся', few: 'значения берутся', many: 'значений берутся' })} от ${p.merged}.`,
    summaryMoves: (p: { merged: string; list: string }) => `Переходит от ${p.merged}: ${p.list}.`,
    summaryMovesNothing: (p: { merged: string }) => `У ${p.merged} нечему переходить.`,
    reviewMerge: 'Проверить объединение…',
    confirmTitle: 'Объединить две студии?',
    confirmText: 'Объединение можно отменить, пока ни одна из студий не изменилась снова.',
    confirmMerge: 'Объединить',
    cancel: 'Отмена',
    merging: 'Объединяем...',
    mergedHeading: 'Объединено',
    mergedText: (p: { merged: string; survivor: string }) => `${p.merged} объединена с ${p.survivor}.`,
    openSurvivor: (p: { name: string }) => `Открыть ${p.name}`,
    undoMerge: 'Отменить объединение',
    undoneHeading: 'Объединение отменено',
    undoneText: (p: { merged: string; survivor: string }) =>
      `${p.merged} и ${p.survivor} снова две студии, как были.`,

    errorStale:
      'Одна из студий изменилась; предпросмотр загружен заново. Проверьте выбор и объедините ещё раз.',
    errorChoice:
      'Выбор больше не соответствует двум студиям (значение изменилось). Загрузите предпросмотр заново и выберите ещё раз.',
    errorUnavailable: 'Одна из студий неизвестна, в архиве или уже объединена: ничего не объединено.',
    errorUndoBlocked: 'Это объединение уже нельзя отменить: одна из студий изменилась после него.',
    errorAlreadyUndone: 'Это объединение уже отменено.',
    errorAuth: 'Сеанс администратора закончился. Войдите снова и повторите.',
    errorForbidden: 'Объединять студии могут только администраторы.',
    errorNotFound: 'Одна из студий (или объединение) не найдена.',
    errorNetwork: 'Сервер недоступен. Ничего не изменилось; попробуйте ещё раз.',
    errorOther: (p: { message: string }) => `Объединить не удалось: ${p.message}`,
    errorUndoOther: (p: { message: string }) => `Не удалось отменить объединение: ${p.message}`,
  },
});

export type MergeMessages = (typeof mergeMessages)['en'];
