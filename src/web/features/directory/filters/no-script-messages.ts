import { defineMessages } from '@/shared/i18n/define-messages';

/** The filters as a plain form, for readers without JavaScript (issue 15). */
export const noScriptMessages = defineMessages({
  en: {
    formHeading: 'Filters',
    apply: 'Show studios',
  },
  ru: {
    formHeading: 'Фильтры',
    apply: 'Показать студии',
  },
});
