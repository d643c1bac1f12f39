/** The 'Contact this studio' button's texts (product.md §14); the form's own are enquiry-messages.ts. */
import { defineMessages } from '@/shared/i18n/define-messages';

export const contactButtonMessages = defineMessages({
  en: {
    contact: 'Contact this studio',
    contactNamed: (p: { name: string }) => `Contact ${p.name}`,
    compareContactLabel: 'Contact a studio',
  },
  ru: {
    contact: 'Написать студии',
    contactNamed: (p: { name: string }) => `Написать: ${p.name}`,
    compareContactLabel: 'Написать студии',
  },
});
