/**
 * The status filter of a decision queue (claims, corrections): pending, approved, rejected or all,
 * read from the address so that a filtered list can be shared; anything else shows the pending ones.
 */
export const STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function readStatusFilter(value: string | null): StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'pending';
}
