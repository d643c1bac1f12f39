import { defineMessages } from '@/shared/i18n/define-messages';

/** What the pages tell search engines and link previews (issue 15), in both languages. */
export const seoMessages = defineMessages({
  en: {
    siteDescription:
      'A public directory of Virtual Production studios: LED-wall stages and their 3D and 4D Gaussian-splat scanning.',
    listDescription:
      'Find Virtual Production studios by country, city, LED wall size, pixel pitch, ceiling height and Gaussian-splat scanning, on a list or a map.',
    compareDescription: 'Virtual Production studios side by side: stages, LED walls, scanning and services.',
    compareStudiosDescription: ({ names }: { names: string }) =>
      `${names} side by side: stages, LED walls, scanning and services.`,
    studioTitle: ({ name, place }: { name: string; place: string }) =>
      place ? `${name} — Virtual Production studio in ${place}` : `${name} — Virtual Production studio`,
    notFoundDescription: 'This page of the Virtual Production studio directory does not exist.',
  },
  ru: {
    siteDescription:
      'Открытый каталог студий виртуального производства: павильоны со светодиодными экранами и их 3D- и 4D-сканирование гауссовыми сплатами.',
    listDescription:
      'Студии виртуального производства по стране, городу, размеру LED-экрана, шагу пикселя, высоте потолка и сканированию гауссовыми сплатами, списком или на карте.',
    compareDescription:
      'Студии виртуального производства рядом: павильоны, LED-экраны, сканирование и услуги.',
    compareStudiosDescription: ({ names }: { names: string }) =>
      `${names} рядом: павильоны, LED-экраны, сканирование и услуги.`,
    studioTitle: ({ name, place }: { name: string; place: string }) =>
      place
        ? `${name} — студия виртуального производства, ${place}`
        : `${name} — студия виртуального производства`,
    notFoundDescription: 'Такой страницы в каталоге студий виртуального производства нет.',
  },
});
