/**
 * Texts of the image editor (issue 18: admins and the studio's owners upload, order, caption and
 * delete photos and floor plans), in English and Russian. Only the editor's chunk loads them.
 */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

const retryEn = (s: number | null) => (s ? ` Try again in ${s} s.` : ' Try again in a moment.');
const retryRu = (s: number | null) =>
  s ? ` Попробуйте снова через ${s} с.` : ' Попробуйте снова чуть позже.';

export const studioImagesMessages = defineMessages({
  en: {
    heading: 'Photos and floor plans',
    intro: (p: { count: number; max: number }) =>
      `${p.count} of ${p.max} images. The first photo in the order opens the gallery unless another is the cover.`,
    empty: 'No images yet. Upload photos of the volume, the control room and the stage, and a floor plan.',
    upload: 'Upload images',
    listLabel: 'Images in their order',
    reorderHint:
      'Drag an image, or use Move earlier and Move later (Alt+Up and Alt+Down on a focused image).',
    photo: 'Photo',
    floorPlan: 'Floor plan',
    cover: 'Cover',
    setCover: 'Make cover',
    setCoverOf: (p: { label: string }) => `Make cover: ${p.label}`,
    isCoverOf: (p: { label: string }) => `Cover: ${p.label}`,
    moveEarlier: 'Move earlier',
    moveLater: 'Move later',
    moveEarlierOf: (p: { label: string }) => `Move earlier: ${p.label}`,
    moveLaterOf: (p: { label: string }) => `Move later: ${p.label}`,
    dragHandleOf: (p: { label: string; position: number; count: number }) =>
      `Position ${p.position} of ${p.count}: ${p.label}. Alt+Up or Alt+Down moves it.`,
    edit: 'Edit details',
    editOf: (p: { label: string }) => `Edit details: ${p.label}`,
    delete: 'Delete',
    deleteOf: (p: { label: string }) => `Delete: ${p.label}`,
    imageLabel: (p: { position: number; caption: string | null }) =>
      p.caption ? `image ${p.position} (${p.caption})` : `image ${p.position}`,
    noCaption: 'No caption',
    creditShort: (p: { credit: string }) => `Credit: ${p.credit}`,
    // Announcements
    moved: (p: { label: string; position: number; count: number }) =>
      `Moved ${p.label} to position ${p.position} of ${p.count}.`,
    orderSaved: 'Order saved.',
    coverSet: 'Cover image changed.',
    detailsSaved: 'Image details saved.',
    deleted: 'Image deleted.',
    // Details dialog
    detailsTitle: 'Image details',
    caption: 'Caption',
    captionHint: 'Shown under the image and read to screen-reader users.',
    credit: 'Credit (photographer)',
    kind: 'Kind',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    close: 'Close',
    tooLong: (p: { max: number }) => `At most ${p.max} characters.`,
    // Delete dialog
    deleteTitle: 'Delete this image?',
    deleteText: "It disappears from the studio's page and card at once. This cannot be undone.",
    deleteConfirm: 'Delete image',
    // Upload dialog
    uploadTitle: 'Upload images',
    uploadDescription: (p: { room: number }) =>
      `JPEG, PNG, WebP, AVIF or HEIC, up to 25 MB and 60 megapixels each. This studio can take ${p.room} more ${pluralEn(p.room, 'image', 'images')}.`,
    chooseFiles: 'Choose images...',
    dropHere: 'or drop them here',
    kindLegend: 'Upload as',
    filesLabel: 'Files',
    /** Asked of each uploaded image (issue 34): optional, but asked. */
    captionAsk: (p: { name: string }) => `Caption for ${p.name} (optional)`,
    captionAskHint:
      'Describes the picture to people who cannot see it; without one, the studio’s name is read.',
    captionSaved: 'Caption saved.',
    captionFailed: 'The caption was not saved. Try again.',
    statusQueued: 'Waiting',
    statusUploading: (p: { percent: number }) => `Uploading ${p.percent}%`,
    statusProcessing: 'Processing...',
    statusDone: 'Uploaded',
    statusCancelled: 'Not sent',
    statusBusyWaiting: 'Server busy: sending again shortly',
    progressOf: (p: { name: string }) => `Upload of ${p.name}`,
    summary: (p: { done: number; failed: number; total: number }) =>
      `${p.done} of ${p.total} uploaded${p.failed ? `, ${p.failed} failed` : ''}.`,
    stopWaiting: 'Stop the waiting files',
    done: 'Done',
    // Problems
    problemTypeUnsupported:
      'This file is not an image the directory can read. Use JPEG, PNG, WebP, AVIF or HEIC.',
    problemUnreadable: 'The file looks damaged: it could not be read as an image.',
    problemTooLarge: 'The file is larger than 25 MB. Export a smaller copy and upload that.',
    problemTooManyPixels: 'The image is larger than 60 megapixels. Export a smaller copy and upload that.',
    problemDimensions:
      'The image is too long or too narrow: at most 16,383 pixels a side, and the long side at most 20 times the short one. Crop it and upload that.',
    problemLimit: 'This studio has 40 images already. Delete one first.',
    problemMissing: 'The file did not arrive. Try again.',
    problemBusy: (p: { seconds: number | null }) =>
      `The server is busy processing images.${retryEn(p.seconds)}`,
    problemRateLimited: (p: { seconds: number | null }) => `Too many requests.${retryEn(p.seconds)}`,
    problemSignIn: 'Your session has ended. Sign in again, then try again.',
    problemForbidden: "You may not change this studio's images.",
    problemNotFound: 'This studio or image no longer exists. Reload the page.',
    problemOrder: 'The images changed meanwhile. The page now shows the current order; try again.',
    problemNetwork: 'The connection was lost. Check it and try again.',
    problemOther: (p: { status: number | null; detail: string | null }) =>
      `That did not work${p.status ? ` (HTTP ${p.status})` : ''}${p.detail ? `: ${p.detail}` : '.'}`,
  },
  ru: {
    heading: 'Фотографии и планы',
    intro: (p: { count: number; max: number }) =>
      `${p.count} из ${p.max} изображений. Галерея открывается первым фото, если обложкой не выбрано другое.`,
    empty: 'Изображений пока нет. Загрузите фотографии LED-павильона, аппаратной и площадки, а также план.',
    upload: 'Загрузить изображения',
    listLabel: 'Изображения по порядку',
    reorderHint:
      'Перетащите изображение или нажмите «Раньше» и «Позже» (Alt+↑ и Alt+↓ на выбранном изображении).',
    photo: 'Фото',
    floorPlan: 'План',
    cover: 'Обложка',
    setCover: 'Сделать обложкой',
    setCoverOf: (p: { label: string }) => `Сделать обложкой: ${p.label}`,
    isCoverOf: (p: { label: string }) => `Обложка: ${p.label}`,
    moveEarlier: 'Раньше',
    moveLater: 'Позже',
    moveEarlierOf: (p: { label: string }) => `Раньше: ${p.label}`,
    moveLaterOf: (p: { label: string }) => `Позже: ${p.label}`,
    dragHandleOf: (p: { label: string; position: number; count: number }) =>
      `Место ${p.position} из ${p.count}: ${p.label}. Alt+↑ или Alt+↓ перемещает его.`,
    edit: 'Изменить подпись',
    editOf: (p: { label: string }) => `Изменить подпись: ${p.label}`,
    delete: 'Удалить',
    deleteOf: (p: { label: string }) => `Удалить: ${p.label}`,
    imageLabel: (p: { position: number; caption: string | null }) =>
      p.caption ? `изображение ${p.position} (${p.caption})` : `изображение ${p.position}`,
    noCaption: 'Без подписи',
    creditShort: (p: { credit: string }) => `Автор: ${p.credit}`,
    moved: (p: { label: string; position: number; count: number }) =>
      `Перемещено ${p.label} на место ${p.position} из ${p.count}.`,
    orderSaved: 'Порядок сохранён.',
    coverSet: 'Обложка изменена.',
    detailsSaved: 'Подпись сохранена.',
    deleted: 'Изображение удалено.',
    detailsTitle: 'Подпись к изображению',
    caption: 'Подпись',
    captionHint: 'Показывается под изображением и читается программами экранного доступа.',
    credit: 'Автор (фотограф)',
    kind: 'Тип',
    save: 'Сохранить',
    saving: 'Сохранение...',
    cancel: 'Отмена',
    close: 'Закрыть',
    tooLong: (p: { max: number }) =>
      `Не более ${p.max} ${pluralRu(p.max, { one: 'символа', few: 'символов', many: 'символов' })}.`,
    deleteTitle: 'Удалить это изображение?',
    deleteText: 'Оно сразу исчезнет со страницы и карточки студии. Отменить это нельзя.',
    deleteConfirm: 'Удалить изображение',
    uploadTitle: 'Загрузка изображений',
    uploadDescription: (p: { room: number }) =>
      `JPEG, PNG, WebP, AVIF или HEIC, до 25 МБ и 60 мегапикселей каждое. Студия может принять ещё ${p.room} ${pluralRu(p.room, { one: 'изображение', few: 'изображения', many: 'изображений' })}.`,
    chooseFiles: 'Выбрать изображения...',
    dropHere: 'или перетащите их сюда',
    kindLegend: 'Загрузить как',
    filesLabel: 'Файлы',
    captionAsk: (p: { name: string }) => `Подпись к файлу ${p.name} (необязательно)`,
    captionAskHint: 'Описывает снимок тем, кто его не видит; без подписи читается название студии.',
    captionSaved: 'Подпись сохранена.',
    captionFailed: 'Подпись не сохранилась. Попробуйте ещё раз.',
    statusQueued: 'В очереди',
    statusUploading: (p: { percent: number }) => `Загрузка ${p.percent}%`,
    statusProcessing: 'Обработка...',
    statusDone: 'Загружено',
    statusCancelled: 'Не отправлено',
    statusBusyWaiting: 'Сервер занят: скоро отправим снова',
    progressOf: (p: { name: string }) => `Загрузка файла ${p.name}`,
    summary: (p: { done: number; failed: number; total: number }) =>
      `Загружено ${p.done} из ${p.total}${p.failed ? `, с ошибкой: ${p.failed}` : ''}.`,
    stopWaiting: 'Не отправлять ожидающие файлы',
    done: 'Готово',
    problemTypeUnsupported:
      'Этот файл не является изображением, которое может прочитать каталог. Используйте JPEG, PNG, WebP, AVIF или HEIC.',
    problemUnreadable: 'Файл, похоже, повреждён: его не удалось прочитать как изображение.',
    problemTooLarge: 'Файл больше 25 МБ. Сохраните копию меньшего размера и загрузите её.',
    problemTooManyPixels:
      'Изображение больше 60 мегапикселей. Сохраните копию меньшего размера и загрузите её.',
    problemDimensions:
      'Изображение слишком длинное или слишком узкое: не больше 16 383 пикселей по стороне, и длинная сторона не больше чем в 20 раз длиннее короткой. Обрежьте его и загрузите снова.',
    problemLimit: 'У студии уже 40 изображений. Сначала удалите одно из них.',
    problemMissing: 'Файл не дошёл до сервера. Попробуйте снова.',
    problemBusy: (p: { seconds: number | null }) =>
      `Сервер занят обработкой изображений.${retryRu(p.seconds)}`,
    problemRateLimited: (p: { seconds: number | null }) => `Слишком много запросов.${retryRu(p.seconds)}`,
    problemSignIn: 'Сеанс завершён. Войдите снова и повторите попытку.',
    problemForbidden: 'Вы не можете изменять изображения этой студии.',
    problemNotFound: 'Этой студии или изображения больше нет. Обновите страницу.',
    problemOrder:
      'Изображения тем временем изменились. На странице теперь текущий порядок; попробуйте снова.',
    problemNetwork: 'Соединение прервалось. Проверьте его и попробуйте снова.',
    problemOther: (p: { status: number | null; detail: string | null }) =>
      `Не получилось${p.status ? ` (HTTP ${p.status})` : ''}${p.detail ? `: ${p.detail}` : '.'}`,
  },
});

export type StudioImagesMessages = (typeof studioImagesMessages)['en'];
