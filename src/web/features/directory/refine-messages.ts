/** Texts of the directory's place, range and sort controls and of what the cards add (product.md §11, §12). */
import type { RangeKey, RangeUnit } from '@domain/studio-ranges';
import type { SearchField } from '@domain/studio-search-fields';
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';
import { imageChainRangeMessages, imageChainUnitMessages } from './image-chain-messages';

export const refineMessages = defineMessages({
  en: {
    sortLabel: 'Sort by',
    sortDefault: 'Default',
    sortRelevance: 'Best match',
    sortName: 'Name (A to Z)',
    sortDistance: 'Distance (nearest first)',
    sortWallWidth: 'LED wall width (widest first)',
    sortWallArea: 'LED wall area (largest first)',
    sortPixelPitch: 'Pixel pitch (finest first)',
    sortCeilingHeight: 'Ceiling height (tallest first)',
    sortUpdated: 'Recently updated',
    sortDayRate: 'Day rate (lowest first, studios without a rate last)',
    sortDayRateHighest: 'Day rate (highest first, studios without a rate last)',
    moreFilters: 'Place and sizes',
    loadingFilters: 'Loading the filters…',
    nearLabel: 'Near',
    nearPlaceholder: 'City or town',
    nearSuggestions: 'Places',
    nearNoPlaces: 'No place by that name',
    nearLoading: 'Looking up places…',
    nearUnavailable: 'Place names cannot be looked up right now',
    nearClear: 'Clear the place',
    useMyLocation: 'Use my location',
    locating: 'Finding your location…',
    locationDenied: 'Your browser did not share your location',
    locationUnavailable: 'Your location could not be found',
    /** The visitor's own position in the chip ('Distance from your location'). */
    myLocation: 'your location',
    /** ...and in the 'near' box. */
    myLocationInput: 'Your location',
    radiusLabel: 'Within',
    radiusAny: 'Any distance',
    radiusKm: (p: { km: number }) => `${p.km} km`,
    nearChip: (p: { place: string; km: number | null }) =>
      p.km === null ? `Distance from ${p.place}` : `Within ${p.km} km of ${p.place}`,
    rangeChip: (p: { label: string; range: string; unknown: boolean }) =>
      `${p.label}: ${p.range}${p.unknown ? ' (or unknown)' : ''}`,
    rangeFrom: 'From',
    rangeTo: 'To',
    rangeMinimum: (p: { label: string }) => `${p.label}, minimum`,
    rangeMaximum: (p: { label: string }) => `${p.label}, maximum`,
    rangeIncludeUnknown: 'Include studios that do not state it',
    rangeStated: (p: { count: number; total: number }) =>
      `Stated by ${p.count} of ${p.total} ${pluralEn(p.total, 'studio', 'studios')}`,
    rangeNoneStated: 'No studio states it yet',
    rangeReset: 'Any',
    range: (p: { key: RangeKey }) =>
      (
        ({
          wall_width: 'LED wall width',
          wall_height: 'LED wall height',
          wall_area: 'LED wall area',
          pixel_pitch: 'Pixel pitch',
          ceiling_height: 'Ceiling height',
          stage_area: 'Stage area',
          brightness: 'Brightness',
          ...imageChainRangeMessages.en,
        }) satisfies Record<RangeKey, string>
      )[p.key],
    unit: (p: { unit: RangeUnit }) =>
      (
        ({ m: 'm', 'm²': 'm²', mm: 'mm', nits: 'nits', ...imageChainUnitMessages.en }) satisfies Record<
          RangeUnit,
          string
        >
      )[p.unit],
    distanceAway: (p: { km: string }) => `${p.km} km away`,
    /** A studio on the place's centre point (issue 34): where it is, not '0 km away'. */
    distanceAtPlace: (p: { place: string }) => `In ${p.place}`,
    distanceUnderOneKm: 'Under 1 km away',
    figureNotStated: 'not stated',
    matchesLabel: 'Matches',
    field: (p: { field: SearchField }) =>
      (
        ({
          name: 'name',
          city: 'city',
          country: 'country',
          services: 'services',
          led_manufacturer: 'LED manufacturer',
          led_model: 'LED model',
          camera_tracking: 'camera tracking',
          engines: 'engine',
          pipeline_tools: 'pipeline tools',
          description: 'description',
        }) satisfies Record<SearchField, string>
      )[p.field],
  },
  ru: {
    sortLabel: 'Сортировка',
    sortDefault: 'По умолчанию',
    sortRelevance: 'Лучшее совпадение',
    sortName: 'Название (А–Я)',
    sortDistance: 'Расстояние (ближе — выше)',
    sortWallWidth: 'Ширина LED-стены (шире — выше)',
    sortWallArea: 'Площадь LED-стены (больше — выше)',
    sortPixelPitch: 'Шаг пикселя (мельче — выше)',
    sortCeilingHeight: 'Высота потолка (сначала самые высокие)',
    sortUpdated: 'Недавно обновлённые',
    sortDayRate: 'Дневная ставка (сначала дешевле, студии без ставки в конце)',
    sortDayRateHighest: 'Дневная ставка (сначала дороже, студии без ставки в конце)',
    moreFilters: 'Место и размеры',
    loadingFilters: 'Загружаем фильтры…',
    nearLabel: 'Рядом с',
    nearPlaceholder: 'Город или посёлок',
    nearSuggestions: 'Места',
    nearNoPlaces: 'Места с таким названием нет',
    nearLoading: 'Ищем места…',
    nearUnavailable: 'Сейчас не удаётся найти места',
    nearClear: 'Убрать место',
    useMyLocation: 'Моё местоположение',
    locating: 'Определяем местоположение…',
    locationDenied: 'Браузер не сообщил местоположение',
    locationUnavailable: 'Не удалось определить местоположение',
    myLocation: 'вашего местоположения',
    myLocationInput: 'Ваше местоположение',
    radiusLabel: 'В радиусе',
    radiusAny: 'Любое расстояние',
    radiusKm: (p: { km: number }) => `${p.km} км`,
    nearChip: (p: { place: string; km: number | null }) =>
      p.km === null ? `Расстояние от: ${p.place}` : `До ${p.km} км от: ${p.place}`,
    rangeChip: (p: { label: string; range: string; unknown: boolean }) =>
      `${p.label}: ${p.range}${p.unknown ? ' (или неизвестно)' : ''}`,
    rangeFrom: 'От',
    rangeTo: 'До',
    rangeMinimum: (p: { label: string }) => `${p.label}, минимум`,
    rangeMaximum: (p: { label: string }) => `${p.label}, максимум`,
    rangeIncludeUnknown: 'Включить студии, где это не указано',
    rangeStated: (p: { count: number; total: number }) =>
      `Указано у ${p.count} из ${p.total} ${pluralRu(p.total, { one: 'студии', few: 'студий', many: 'студий' })}`,
    rangeNoneStated: 'Пока ни одна студия этого не указала',
    rangeReset: 'Любое',
    range: (p: { key: RangeKey }) =>
      (
        ({
          wall_width: 'Ширина LED-стены',
          wall_height: 'Высота LED-стены',
          wall_area: 'Площадь LED-стены',
          pixel_pitch: 'Шаг пикселя',
          ceiling_height: 'Высота потолка',
          stage_area: 'Площадь павильона',
          brightness: 'Яркость',
          ...imageChainRangeMessages.ru,
        }) satisfies Record<RangeKey, string>
      )[p.key],
    unit: (p: { unit: RangeUnit }) =>
      (
        ({ m: 'м', 'm²': 'м²', mm: 'мм', nits: 'нит', ...imageChainUnitMessages.ru }) satisfies Record<
          RangeUnit,
          string
        >
      )[p.unit],
    distanceAway: (p: { km: string }) => `в ${p.km} км`,
    // 'г.' keeps the place's name as it is written (no case ending to guess for a foreign name).
    distanceAtPlace: (p: { place: string }) => `В г. ${p.place}`,
    distanceUnderOneKm: 'Менее 1 км',
    figureNotStated: 'не указано',
    matchesLabel: 'Совпадение',
    field: (p: { field: SearchField }) =>
      (
        ({
          name: 'название',
          city: 'город',
          country: 'страна',
          services: 'услуги',
          led_manufacturer: 'производитель LED',
          led_model: 'модель LED',
          camera_tracking: 'трекинг камеры',
          engines: 'движок',
          pipeline_tools: 'инструменты пайплайна',
          description: 'описание',
        }) satisfies Record<SearchField, string>
      )[p.field],
  },
});

export type RefineMessages = (typeof refineMessages)['en'];
