/**
 * Texts of the directory's List / Map switch and of the map's place while it loads (product.md §11
 * "The map"): part of the list's first load. The map's own texts are map-messages.ts, loaded with it.
 */
import { defineMessages } from '@/shared/i18n/define-messages';

export const mapViewMessages = defineMessages({
  en: {
    viewLabel: 'Show studios as',
    viewList: 'List',
    viewMap: 'Map',
    loadingMap: 'Loading the map...',
    mapNeedsScript: 'The map needs JavaScript. The list shows the same studios.',
    showList: 'Show the list',
    mapFailed: 'The map could not be loaded. The list shows the same studios.',
    retry: 'Try again',
    removeArea: 'Remove the map area limit',
    areaChip: 'Map area',
  },
  ru: {
    viewLabel: 'Показывать студии',
    viewList: 'Список',
    viewMap: 'Карта',
    loadingMap: 'Загрузка карты...',
    mapNeedsScript: 'Для карты нужен JavaScript. В списке те же студии.',
    showList: 'Показать список',
    mapFailed: 'Не удалось загрузить карту. В списке те же студии.',
    retry: 'Повторить',
    removeArea: 'Убрать ограничение областью карты',
    areaChip: 'Область карты',
  },
});
