/** The shortlist's texts (product.md §16): the Save toggle, the header's count and the /shortlist page. */
import { SHORTLIST_MAX_STUDIOS } from '@domain/shortlist';
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

export const shortlistMessages = defineMessages({
  en: {
    save: 'Save',
    saveLabel: (p: { name: string }) => `Save ${p.name} to my shortlist`,
    announceSaved: (p: { name: string }) => `Saved: ${p.name} is on your shortlist`,
    announceRemoved: (p: { name: string }) => `Removed: ${p.name} is off your shortlist`,
    full: `Your shortlist is full (${SHORTLIST_MAX_STUDIOS} studios): remove one to save another.`,
    nav: 'Shortlist',
    navCount: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'studio', 'studios')} saved`,
    addToCompare: 'Add to compare',
    pageTitle: 'Your shortlist',
    pageDescription: 'Studios you saved in this browser, with your private notes.',
    keptHere:
      'Kept in this browser only: not on our server and in no account. Other browsers and devices have their own; clearing this browser’s site data empties it. To open it elsewhere, use the share link (studios only, without your notes).',
    loading: 'Loading your shortlist...',
    emptyTitle: 'No studios saved yet',
    emptyText: 'Press “Save” on a studio’s card or page to keep it here with a note of your own.',
    browseStudios: 'Browse studios',
    count: (p: { count: number }) => `${p.count} ${pluralEn(p.count, 'studio', 'studios')}`,
    noteLabel: (p: { name: string }) => `Private note on ${p.name}`,
    noteHint: 'Only in this browser; never in the share link.',
    remove: 'Remove',
    removeLabel: (p: { name: string }) => `Remove ${p.name} from my shortlist`,
    left: 'No longer in the directory',
    leftHint:
      'This studio has left the directory (or is no longer public). It stays here under the name it had.',
    viewDetails: 'View Details',
    viewDetailsOf: (p: { name: string }) => `View details of ${p.name}`,
    chooseLabel: (p: { name: string }) => `Choose ${p.name} to compare`,
    choose: 'Choose',
    compareHeading: 'Compare these',
    compareHint: 'Choose 2 to 4 studios to compare them side by side.',
    compareTooMany: 'You can compare at most 4 studios.',
    compareButton: (p: { count: number }) => `Compare these (${p.count})`,
    requestQuote: 'Request availability and a quote',
    requestQuoteHint: 'Asked from the comparison of the studios you choose.',
    exportHeading: 'Export',
    exportCsv: 'Export CSV',
    exportXlsx: 'Export XLSX',
    exportHint: 'A spreadsheet of the studios still in the directory (without your notes).',
    exportSaved: 'Download started',
    exportTooMany: (p: { seconds: number | null }) =>
      p.seconds
        ? `Too many downloads just now: try again in ${p.seconds} s.`
        : 'Too many downloads just now: try again shortly.',
    exportFailed: 'The file could not be downloaded. Try again.',
    shareHeading: 'Share',
    shareHint:
      'Opens this list read-only on another device. It names the studios only: your notes stay here.',
    shareLinkLabel: 'Share link',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy: select the link and copy it.',
    sharedTitle: 'A shared shortlist',
    sharedIntro:
      'Someone shared these studios with you. This list is read-only: nothing is saved until you add it.',
    sharedEmpty: 'This link names no studios.',
    addShared: 'Add these to my shortlist',
    addedShared: (p: { count: number }) =>
      p.count === 0
        ? 'These studios are on your shortlist already.'
        : `Added ${p.count} ${pluralEn(p.count, 'studio', 'studios')} to your shortlist.`,
    openMine: 'Open my shortlist',
  },
  ru: {
    save: 'Сохранить',
    saveLabel: (p: { name: string }) => `Сохранить ${p.name} в мой список`,
    announceSaved: (p: { name: string }) => `Сохранено: ${p.name} в вашем списке`,
    announceRemoved: (p: { name: string }) => `Удалено: ${p.name} больше нет в вашем списке`,
    full: `Ваш список полон (${SHORTLIST_MAX_STUDIOS} студий): удалите одну, чтобы сохранить другую.`,
    nav: 'Мой список',
    navCount: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'студия сохранена', few: 'студии сохранены', many: 'студий сохранено' })}`,
    addToCompare: 'Добавить к сравнению',
    pageTitle: 'Мой список',
    pageDescription: 'Студии, сохранённые в этом браузере, с вашими личными заметками.',
    keptHere:
      'Хранится только в этом браузере: не на нашем сервере и ни в какой учётной записи. В других браузерах и на других устройствах свой список; очистка данных сайта в этом браузере удаляет его. Чтобы открыть список на другом устройстве, используйте ссылку (только студии, без ваших заметок).',
    loading: 'Загрузка вашего списка...',
    emptyTitle: 'Пока ничего не сохранено',
    emptyText:
      'Нажмите «Сохранить» на карточке или странице студии, чтобы держать её здесь со своей заметкой.',
    browseStudios: 'Смотреть студии',
    count: (p: { count: number }) =>
      `${p.count} ${pluralRu(p.count, { one: 'студия', few: 'студии', many: 'студий' })}`,
    noteLabel: (p: { name: string }) => `Личная заметка о ${p.name}`,
    noteHint: 'Только в этом браузере; в ссылку не попадает.',
    remove: 'Удалить',
    removeLabel: (p: { name: string }) => `Удалить ${p.name} из моего списка`,
    left: 'Больше нет в каталоге',
    leftHint:
      'Эта студия ушла из каталога (или больше не публична). Она остаётся здесь под прежним названием.',
    viewDetails: 'Подробнее',
    viewDetailsOf: (p: { name: string }) => `Подробнее о ${p.name}`,
    chooseLabel: (p: { name: string }) => `Выбрать ${p.name} для сравнения`,
    choose: 'Выбрать',
    compareHeading: 'Сравнить эти',
    compareHint: 'Выберите от 2 до 4 студий, чтобы сравнить их.',
    compareTooMany: 'Сравнить можно не больше 4 студий.',
    compareButton: (p: { count: number }) => `Сравнить эти (${p.count})`,
    requestQuote: 'Запросить доступность и цену',
    requestQuoteHint: 'Запрос отправляется со страницы сравнения выбранных студий.',
    exportHeading: 'Экспорт',
    exportCsv: 'Экспорт CSV',
    exportXlsx: 'Экспорт XLSX',
    exportHint: 'Таблица студий, которые ещё есть в каталоге (без ваших заметок).',
    exportSaved: 'Загрузка началась',
    exportTooMany: (p: { seconds: number | null }) =>
      p.seconds
        ? `Слишком много загрузок: попробуйте через ${p.seconds} с.`
        : 'Слишком много загрузок: попробуйте чуть позже.',
    exportFailed: 'Не удалось скачать файл. Попробуйте ещё раз.',
    shareHeading: 'Поделиться',
    shareHint:
      'Открывает этот список только для просмотра на другом устройстве. В ссылке только студии: заметки остаются здесь.',
    shareLinkLabel: 'Ссылка на список',
    copy: 'Копировать ссылку',
    copied: 'Ссылка скопирована',
    copyFailed: 'Не удалось скопировать: выделите ссылку и скопируйте её.',
    sharedTitle: 'Присланный список',
    sharedIntro:
      'С вами поделились этими студиями. Список только для просмотра: ничего не сохраняется, пока вы не добавите.',
    sharedEmpty: 'В этой ссылке нет студий.',
    addShared: 'Добавить в мой список',
    addedShared: (p: { count: number }) =>
      p.count === 0
        ? 'Эти студии уже в вашем списке.'
        : `Добавлено в ваш список: ${p.count} ${pluralRu(p.count, { one: 'студия', few: 'студии', many: 'студий' })}.`,
    openMine: 'Открыть мой список',
  },
});
