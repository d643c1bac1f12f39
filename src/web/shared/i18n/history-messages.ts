/**
 * The change history's words for what the server logs beyond the editor's fields (history-format.ts):
 * photos and floor plans, their order and cover, imported sources, owners, erased personal data, data
 * migrations and a created studio; the actions the editor's catalog has no words for.
 */
import { defineMessages, pluralEn, pluralRu } from './define-messages';

export const historyMessages = defineMessages({
  en: {
    kindPhoto: 'Photo',
    kindFloorPlan: 'Floor plan',
    /** An image the history knows nothing more of. */
    anImage: 'An image',
    imageNamed: (p: { kind: string; caption: string }) => `${p.kind} “${p.caption}”`,
    imagesField: 'Photos and floor plans',
    imageOrderField: 'Image order',
    imageCoverField: 'Cover',
    sourceField: (p: { index: string }) => `Source ${p.index}`,
    imageAdded: 'Added',
    imageRemoved: 'Removed',
    imageCaption: (p: { text: string }) => `caption “${p.text}”`,
    imageNoCaption: 'no caption',
    imageCredit: (p: { text: string }) => `credit “${p.text}”`,
    imageNoCredit: 'no credit',
    imageIsCover: 'the cover',
    imageNotCover: 'not the cover',
    imageCount: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'image', 'images')}`,
    /** A position in the new order of an image that was not in the old one. */
    imageNewPosition: 'new',
    sourceImported: 'the imported source',
    studioCreated: 'Created',
    ownerValue: (p: { email: string; claim: string | null }) =>
      p.claim ? `${p.email} (claim ${p.claim})` : p.email,
    personalClaim: 'Owner claim',
    personalEnquiry: 'Enquiry',
    personalCorrectionEmail: "A correction's email",
    personalRecord: (p: { kind: string; id: string; date: string }) =>
      p.date ? `${p.kind} ${p.id} of ${p.date}` : `${p.kind} ${p.id}`,
    erasedOnRequest: 'Erased on request',
    erasedRetention: 'Erased: the retention period ran out',
    erased: 'Erased',
    actionImage: 'Images changed',
    actionCorrection: 'Correction approved',
    actionVerify: 'Confirmed unchanged',
    actionReferences: 'Source marks corrected',
    actionCalendar: 'Calendar changed',
    actionDuplicate: 'Duplicate pair reviewed',
    /** A duplicate merged into the studio, or the studio merged into another (product.md §20). */
    actionMerge: 'Duplicates merged',
    actionMergeUndo: 'Merge undone',
    /** The change log's field of a merge (`merge:<merged id>`) and of its undo (`merge_undo:<id>`). */
    mergeField: (p: { id: string }) => `Merge of studio ${p.id}`,
    mergeUndoField: (p: { id: string }) => `Undoing the merge of studio ${p.id}`,
    mergedInto: (p: { merged: string; survivor: string }) => `${p.merged} merged into ${p.survivor}`,
    mergeApart: (p: { survivor: string; merged: string }) => `${p.survivor} and ${p.merged}, two studios`,
  },
  ru: {
    kindPhoto: 'Фото',
    kindFloorPlan: 'План этажа',
    anImage: 'Изображение',
    imageNamed: (p: { kind: string; caption: string }) => `${p.kind} «${p.caption}»`,
    imagesField: 'Фото и планы',
    imageOrderField: 'Порядок изображений',
    imageCoverField: 'Обложка',
    sourceField: (p: { index: string }) => `Источник ${p.index}`,
    imageAdded: 'Добавлено',
    imageRemoved: 'Удалено',
    imageCaption: (p: { text: string }) => `подпись «${p.text}»`,
    imageNoCaption: 'без подписи',
    imageCredit: (p: { text: string }) => `автор «${p.text}»`,
    imageNoCredit: 'без автора',
    imageIsCover: 'обложка',
    imageNotCover: 'не обложка',
    imageCount: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'изображение', few: 'изображения', many: 'изображений' })}`,
    imageNewPosition: 'новое',
    sourceImported: 'импортированный источник',
    studioCreated: 'Создана',
    ownerValue: (p: { email: string; claim: string | null }) =>
      p.claim ? `${p.email} (заявка ${p.claim})` : p.email,
    personalClaim: 'Заявка владельца',
    personalEnquiry: 'Запрос',
    personalCorrectionEmail: 'Email из исправления',
    personalRecord: (p: { kind: string; id: string; date: string }) =>
      p.date ? `${p.kind} ${p.id} от ${p.date}` : `${p.kind} ${p.id}`,
    erasedOnRequest: 'Удалены по запросу',
    erasedRetention: 'Удалены: истёк срок хранения',
    erased: 'Удалены',
    actionImage: 'Изменение изображений',
    actionCorrection: 'Исправление принято',
    actionVerify: 'Подтверждено без изменений',
    actionReferences: 'Ссылки на источники исправлены',
    actionCalendar: 'Изменение календаря',
    actionDuplicate: 'Пара дубликатов проверена',
    actionMerge: 'Дубликаты объединены',
    actionMergeUndo: 'Объединение отменено',
    mergeField: (p: { id: string }) => `Объединение со студией ${p.id}`,
    mergeUndoField: (p: { id: string }) => `Отмена объединения со студией ${p.id}`,
    mergedInto: (p: { merged: string; survivor: string }) => `${p.merged} объединена с ${p.survivor}`,
    mergeApart: (p: { survivor: string; merged: string }) => `${p.survivor} и ${p.merged}, две студии`,
  },
});

export type HistoryMessages = (typeof historyMessages)['en'];
