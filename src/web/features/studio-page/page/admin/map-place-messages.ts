/** Texts of the studio page's 'Place on the map' editor (admins and the studio's owner; product.md §11). */
import { defineMessages } from '@/shared/i18n/define-messages';

export const mapPlaceMessages = defineMessages({
  en: {
    heading: 'Place on the map',
    at: (p: { latitude: string; longitude: string }) => `Latitude ${p.latitude}, longitude ${p.longitude}`,
    none: 'Not on the map: no coordinates',
    fromCity: (p: { city: string }) => `Use the location of ${p.city}`,
    locating: 'Looking the place up…',
    notFound: (p: { city: string; country: string }) =>
      `No place called ${p.city} is known in ${p.country}: enter the coordinates.`,
    unknownCountry: 'The country is not one the directory knows: enter the coordinates.',
    lookupFailed: 'The place could not be looked up. Try again, or enter the coordinates.',
    enter: 'Enter coordinates',
    latitude: 'Latitude (−90 to 90)',
    longitude: 'Longitude (−180 to 180)',
    save: 'Save',
    cancel: 'Cancel',
    clear: 'Remove from the map',
    badLatitude: 'Latitude is a number from −90 to 90, such as 52.52.',
    badLongitude: 'Longitude is a number from −180 to 180, such as 13.41.',
  },
  ru: {
    heading: 'Место на карте',
    at: (p: { latitude: string; longitude: string }) => `Широта ${p.latitude}, долгота ${p.longitude}`,
    none: 'Не на карте: координат нет',
    fromCity: (p: { city: string }) => `Взять координаты города ${p.city}`,
    locating: 'Ищем место…',
    notFound: (p: { city: string; country: string }) =>
      `Место ${p.city} в стране ${p.country} не найдено: введите координаты.`,
    unknownCountry: 'Справочник не знает эту страну: введите координаты.',
    lookupFailed: 'Не удалось найти место. Попробуйте снова или введите координаты.',
    enter: 'Ввести координаты',
    latitude: 'Широта (от −90 до 90)',
    longitude: 'Долгота (от −180 до 180)',
    save: 'Сохранить',
    cancel: 'Отмена',
    clear: 'Убрать с карты',
    badLatitude: 'Широта — число от −90 до 90, например 52,52.',
    badLongitude: 'Долгота — число от −180 до 180, например 13,41.',
  },
});
