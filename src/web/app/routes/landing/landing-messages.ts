import { defineMessages } from '@/shared/i18n/define-messages';

export const landingMessages = defineMessages({
  en: {
    eyebrow: 'Public directory',
    title: 'Find the right LED volume for your shoot',
    lead: 'Virtual Production stages worldwide, with their LED walls, tracking, engines and 3D and 4D Gaussian-splat scanning. A value shows its source where one is recorded.',
    browseStudios: 'Browse studios',
    compareStudios: 'Compare studios',
    adminLogin: 'Admin login',
    featuresHeading: 'What you can do here',
    featureFilterTitle: 'Filter what matters',
    featureFilterText:
      'Wall width and height, LED ceiling and floor, movable panels, services, 3DGS and 4DGS scanning.',
    featureCompareTitle: 'Compare side by side',
    featureCompareText:
      'Up to four stages across LED, stage, equipment and business details, with the best values marked.',
    featureSourcesTitle: 'Sources where recorded',
    featureSourcesText:
      'A parameter whose source is recorded shows numbered references to it; many values have none yet.',
    featureToursTitle: 'Showreels and 3D tours',
    featureToursText: 'Watch a stage at work and walk through its Gaussian-splat scan before you visit.',
    testPagesHeading: 'Design test pages',
    testPagesText: 'The living style guide: components, a bento grid and the design tokens.',
    aceternityTest: 'Aceternity test',
    bentoGrid: 'Bento grid',
    cssTest: 'CSS test',
  },
  ru: {
    eyebrow: 'Открытый каталог',
    title: 'Найдите подходящий LED-павильон для съёмки',
    lead: 'Павильоны виртуального производства по всему миру: LED-стены, трекинг, движки и сканирование 3D и 4D гауссовыми сплатами. Если источник значения известен, он указан рядом.',
    browseStudios: 'Смотреть студии',
    compareStudios: 'Сравнить студии',
    adminLogin: 'Вход для администратора',
    featuresHeading: 'Что здесь можно сделать',
    featureFilterTitle: 'Фильтровать главное',
    featureFilterText:
      'Ширина и высота стены, LED-потолок и пол, подвижные панели, услуги, сканирование 3DGS и 4DGS.',
    featureCompareTitle: 'Сравнивать рядом',
    featureCompareText:
      'До четырёх павильонов: LED, площадка, оборудование и условия работы, лучшие значения отмечены.',
    featureSourcesTitle: 'Источники, где они известны',
    featureSourcesText:
      'Если источник параметра записан, рядом с ним стоят пронумерованные ссылки; у многих значений источника пока нет.',
    featureToursTitle: 'Шоурилы и 3D-туры',
    featureToursText: 'Посмотрите павильон в работе и пройдитесь по его скану до визита.',
    testPagesHeading: 'Тестовые страницы дизайна',
    testPagesText: 'Живой стиль-гайд: компоненты, бенто-сетка и дизайн-токены.',
    aceternityTest: 'Aceternity test',
    bentoGrid: 'Bento grid',
    cssTest: 'CSS test',
  },
});
