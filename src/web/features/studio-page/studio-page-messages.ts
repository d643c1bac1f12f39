/** Texts of the studio detail page (product.md §2 "Studio detail", §4, §8): English word for word, Russian complete. */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

export const studioPageMessages = defineMessages({
  en: {
    // States
    loading: 'Loading studio information...',
    loadingError: 'Loading Error',
    tryAgain: 'Try Again',
    loadErrorStatus: (p: { status: number }) => `Loading error: ${p.status}`,
    loadFailed: (p: { message: string }) => `Failed to load studio data: ${p.message}`,
    studioNotFound: 'Studio Not Found',
    studioNotFoundText: 'Studio not found. It may have been removed, or it is not publicly listed.',
    browseStudios: 'Browse all studios',

    // Header
    back: 'Back to Studios',
    visitWebsite: 'Visit Website',
    statusLabel: 'Status',
    ownerVerified: 'Owner-verified',
    ownerVerifiedTitle: 'An owner of this studio has claimed the listing and keeps it up to date',

    // Overview
    overviewHeading: 'Studio Overview',
    location: 'Location',
    stageCount: 'Stages',
    totalArea: 'Total Area',
    status: 'Status',
    created: 'Created',
    notSpecified: 'Not specified',
    noDescription: 'No description yet.',

    // Parameters
    parametersHeading: 'Studio Parameters',
    parametersSummary: (p: { parameters: number; categories: number }) =>
      `${p.parameters} ${pluralEn(p.parameters, 'parameter', 'parameters')} in ${p.categories} ${pluralEn(p.categories, 'category', 'categories')}`,
    loadingParameters: 'Loading parameters...',
    noParameters: 'No Parameters Available',
    noParametersText: 'No technical parameters have been published for this studio yet.',
    parametersFailed: 'Failed to Load Parameters',
    parametersNotFound: 'Parameters not found',
    parametersFailedStatus: (p: { status: number | string }) => `Failed to load parameters: ${p.status}`,
    sources: 'Sources:',
    sourceLink: (p: { index: number; description: string }) => `Source ${p.index}: ${p.description}`,
    unknownSource: (p: { index: number }) => `Source ${p.index} (not listed)`,
    sourceWithoutLink: (p: { index: number; description: string }) =>
      `Source ${p.index}: ${p.description} (no link)`,
    versionHistory: (p: { version: number; count: number }) =>
      `Version ${p.version} · history (${p.count} earlier ${pluralEn(p.count, 'version', 'versions')})`,
    historyEntry: (p: { version: number; date: string }) => `Version ${p.version}, ${p.date}`,

    // Capabilities
    capabilitiesHeading: '3DGS/4DGS Capabilities',

    // Showreel
    showreelHeading: 'Showreel',
    showreelFrameTitle: (p: { name: string }) => `Showreel of ${p.name}`,
    showreelOpen: 'Watch the showreel',
    showreelUnsafe: 'Showreel link (not a web address):',
    noShowreel: 'No showreel yet.',

    // Tour
    tourHeading: 'Interactive 3DGS Tour',
    tourFrameTitle: (p: { name: string }) => `Interactive 3DGS tour of ${p.name}`,
    tourOpen: 'Open the interactive tour',
    tourUnsafe: 'Tour link (not a web address):',
    tourNotAvailable: 'Interactive Tour and 3D model for measurement Not Available',
    tourNotAvailableText: 'Want this stage scanned as a Gaussian-splat tour you can measure in?',
    contactSpecialist: 'Contact a specialist',
    tourCredits: 'Tour credits',
    creditScanner: (p: { name: string }) => `Scanned by ${p.name}`,
    creditTourHost: (p: { name: string }) => `Tour hosted by ${p.name}`,

    // Pipeline
    pipelineHeading: '3DGS/4DGS Production Pipeline Usage',
    virtualTools: 'Virtual Production Tools',
    postTools: 'Post-Production Tools',

    // Teams
    scanningTeam: 'Scanning Team',
    environmentTeam: 'Virtual Environment Creation Team',
    teamType: 'Team Type',
    externalPartners: 'External Partners',
    inHouseCapabilities: 'In-House Capabilities',

    // Owner invite
    ownerHeading: 'Is this your studio?',
    ownerText: (p: { name: string }) =>
      `If you own or manage ${p.name}, claim this listing to verify it and keep its details accurate.`,
    ownerLink: 'Claim this listing',

    // Contact
    contactHeading: 'Contact Information',
    website: 'Website',
    email: 'Email',
    phone: 'Phone',
    lastUpdated: 'Last updated',
  },
  ru: {
    loading: 'Загрузка информации о студии...',
    loadingError: 'Ошибка загрузки',
    tryAgain: 'Повторить',
    loadErrorStatus: (p: { status: number }) => `Ошибка загрузки: ${p.status}`,
    loadFailed: (p: { message: string }) => `Не удалось загрузить данные студии: ${p.message}`,
    studioNotFound: 'Студия не найдена',
    studioNotFoundText: 'Студия не найдена. Возможно, её удалили или она не опубликована.',
    browseStudios: 'Все студии',

    back: 'Назад к студиям',
    visitWebsite: 'Сайт студии',
    statusLabel: 'Статус',
    ownerVerified: 'Подтверждено владельцем',
    ownerVerifiedTitle: 'Владелец студии подтвердил эту страницу и обновляет её',

    overviewHeading: 'Обзор студии',
    location: 'Расположение',
    stageCount: 'Павильоны',
    totalArea: 'Общая площадь',
    status: 'Статус',
    created: 'Добавлена',
    notSpecified: 'Не указано',
    noDescription: 'Описания пока нет.',

    parametersHeading: 'Параметры студии',
    parametersSummary: (p: { parameters: number; categories: number }) =>
      `${p.parameters} ${pluralRu(p.parameters, { one: 'параметр', few: 'параметра', many: 'параметров' })} в ${p.categories} ${pluralRu(p.categories, { one: 'категории', few: 'категориях', many: 'категориях' })}`,
    loadingParameters: 'Загрузка параметров...',
    noParameters: 'Параметры отсутствуют',
    noParametersText: 'Технические параметры этой студии пока не опубликованы.',
    parametersFailed: 'Не удалось загрузить параметры',
    parametersNotFound: 'Параметры не найдены',
    parametersFailedStatus: (p: { status: number | string }) => `Не удалось загрузить параметры: ${p.status}`,
    sources: 'Источники:',
    sourceLink: (p: { index: number; description: string }) => `Источник ${p.index}: ${p.description}`,
    unknownSource: (p: { index: number }) => `Источник ${p.index} (нет в списке)`,
    sourceWithoutLink: (p: { index: number; description: string }) =>
      `Источник ${p.index}: ${p.description} (без ссылки)`,
    versionHistory: (p: { version: number; count: number }) =>
      `Версия ${p.version} · история (${p.count} ${pluralRu(p.count, { one: 'прежняя версия', few: 'прежние версии', many: 'прежних версий' })})`,
    historyEntry: (p: { version: number; date: string }) => `Версия ${p.version}, ${p.date}`,

    capabilitiesHeading: 'Возможности 3DGS/4DGS',

    showreelHeading: 'Шоурил',
    showreelFrameTitle: (p: { name: string }) => `Шоурил студии ${p.name}`,
    showreelOpen: 'Смотреть шоурил',
    showreelUnsafe: 'Ссылка на шоурил (не веб-адрес):',
    noShowreel: 'Шоурила пока нет.',

    tourHeading: 'Интерактивный 3DGS-тур',
    tourFrameTitle: (p: { name: string }) => `Интерактивный 3DGS-тур по студии ${p.name}`,
    tourOpen: 'Открыть интерактивный тур',
    tourUnsafe: 'Ссылка на тур (не веб-адрес):',
    tourNotAvailable: 'Интерактивный тур и 3D-модель для измерений недоступны',
    tourNotAvailableText:
      'Хотите отсканировать этот павильон в тур на гауссовых сплатах, в котором можно проводить измерения?',
    contactSpecialist: 'Связаться со специалистом',
    tourCredits: 'Авторы тура',
    creditScanner: (p: { name: string }) => `Сканирование: ${p.name}`,
    creditTourHost: (p: { name: string }) => `Тур размещён на ${p.name}`,

    pipelineHeading: 'Использование 3DGS/4DGS в производственном конвейере',
    virtualTools: 'Инструменты виртуального производства',
    postTools: 'Инструменты постпродакшна',

    scanningTeam: 'Команда сканирования',
    environmentTeam: 'Команда создания виртуальных окружений',
    teamType: 'Тип команды',
    externalPartners: 'Внешние партнёры',
    inHouseCapabilities: 'Собственные возможности',

    ownerHeading: 'Это ваша студия?',
    ownerText: (p: { name: string }) =>
      `Если вы владеете студией ${p.name} или управляете ею, подайте заявку, чтобы подтвердить эту запись и поддерживать её данные в актуальном состоянии.`,
    ownerLink: 'Подать заявку владельца',

    contactHeading: 'Контактная информация',
    website: 'Сайт',
    email: 'Эл. почта',
    phone: 'Телефон',
    lastUpdated: 'Последнее обновление',
  },
});
