/** The comparison's 'Request availability and a quote' button (product.md §14), English and Russian. */
import { defineMessages } from '@/shared/i18n/define-messages';

export const quoteButtonMessages = defineMessages({
  en: { open: 'Request availability and a quote' },
  ru: { open: 'Запросить доступность и цену' },
});
