/** Studio statuses and their labels (product.md §4). */

export const STUDIO_STATUSES = ['draft', 'published', 'archived', 'pending_review'] as const;
export type StudioStatus = (typeof STUDIO_STATUSES)[number];

/** Statuses that anonymous visitors may see and that the public count counts (product.md §4). */
export const PUBLIC_STATUSES: readonly StudioStatus[] = ['published', 'pending_review'];

export function isStudioStatus(value: unknown): value is StudioStatus {
  return typeof value === 'string' && (STUDIO_STATUSES as readonly string[]).includes(value);
}

export function isPublicStatus(value: unknown): boolean {
  return typeof value === 'string' && (PUBLIC_STATUSES as readonly string[]).includes(value);
}

/** The statuses as a reader reads them (product.md §4), in English and Russian: the list, the studio's
 * page and the studio spreadsheet (export headers and import cells) all use these words. */
export const STUDIO_STATUS_LABELS = {
  en: {
    published: 'Published',
    pending_review: 'Pending Review',
    draft: 'Draft',
    archived: 'Archived',
    unknown: 'Unknown',
  },
  ru: {
    published: 'Опубликована',
    pending_review: 'На проверке',
    draft: 'Черновик',
    archived: 'В архиве',
    unknown: 'Неизвестно',
  },
} as const satisfies Record<'en' | 'ru', Record<StudioStatus | 'unknown', string>>;
