/** Texts of the directory's map view (product.md §11 "The map"); the directory's own are directory-messages.ts. */
import { defineMessages, pluralEn, pluralRu } from '@/shared/i18n/define-messages';

/** One country's share of the map, its name already in the reader's language. */
export interface CountryShare {
  name: string;
  count: number;
}

const studiosRu = (n: number) => pluralRu(n, { one: 'студия', few: 'студии', many: 'студий' });

export const mapMessages = defineMessages({
  en: {
    mapLabel: 'Map of the studios',
    summary: (p: { count: number; countries: CountryShare[]; others: number }) => {
      const head = `${p.count} ${pluralEn(p.count, 'studio', 'studios')} on the map`;
      const parts = p.countries.map((c) => `${c.count} in ${c.name}`);
      if (p.others > 0) parts.push(`${p.others} elsewhere`);
      return parts.length > 0 ? `${head}: ${parts.join(', ')}.` : `${head}.`;
    },
    unplaced: (p: { count: number }) =>
      p.count === 1
        ? '1 studio has no coordinates and is not on the map.'
        : `${p.count} studios have no coordinates and are not on the map.`,
    searchArea: 'Search this area',
    searchAreaHint: 'List only the studios inside the map’s view',
    studioMarker: (p: { name: string; place: string }) => (p.place ? `${p.name}, ${p.place}` : p.name),
    clusterMarker: (p: { count: number }) =>
      `${p.count} ${pluralEn(p.count, 'studio', 'studios')} here: zoom in`,
    closePopup: 'Close',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    outlinesCredit: 'Country outlines: Natural Earth',
  },
  ru: {
    mapLabel: 'Карта студий',
    summary: (p: { count: number; countries: CountryShare[]; others: number }) => {
      const head = `На карте ${p.count} ${studiosRu(p.count)}`;
      const parts = p.countries.map((c) => `${c.name}: ${c.count}`);
      if (p.others > 0) parts.push(`в других странах: ${p.others}`);
      return parts.length > 0 ? `${head}. ${parts.join('; ')}.` : `${head}.`;
    },
    unplaced: (p: { count: number }) =>
      `${p.count} ${studiosRu(p.count)} без координат, ${pluralRu(p.count, {
        one: 'она не показана',
        few: 'они не показаны',
        many: 'они не показаны',
      })} на карте.`,
    searchArea: 'Искать в этой области',
    searchAreaHint: 'Показать в списке только студии в видимой части карты',
    studioMarker: (p: { name: string; place: string }) => (p.place ? `${p.name}, ${p.place}` : p.name),
    clusterMarker: (p: { count: number }) => `Здесь ${p.count} ${studiosRu(p.count)}: приблизить`,
    closePopup: 'Закрыть',
    zoomIn: 'Приблизить',
    zoomOut: 'Отдалить',
    outlinesCredit: 'Границы стран: Natural Earth',
  },
});
