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
