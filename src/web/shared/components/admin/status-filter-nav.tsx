/**
 * The links that filter a decision queue by status: the current one is marked aria-current="page",
 * and 'pending' (the default) links to the bare address. Texts come from the caller's catalog.
 */
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { STATUS_FILTERS, type StatusFilter } from '@/shared/lib/status-filter';

/** The navigation's accessible name and each link's text: a queue's catalog holds them under these names. */
export interface StatusFilterTexts {
  filterLabel: string;
  filterPending: string;
  filterApproved: string;
  filterRejected: string;
  filterAll: string;
}

export function StatusFilterNav({
  texts,
  current,
  pathOf,
}: {
  texts: StatusFilterTexts;
  current: StatusFilter;
  /** The queue's address for a status; undefined for the default one. */
  pathOf(status: string | undefined): string;
}) {
  const labels: Record<StatusFilter, string> = {
    pending: texts.filterPending,
    approved: texts.filterApproved,
    rejected: texts.filterRejected,
    all: texts.filterAll,
  };
  return (
    <nav aria-label={texts.filterLabel} className="flex flex-wrap gap-1">
      {STATUS_FILTERS.map((value) => (
        <Link
          key={value}
          to={pathOf(value === 'pending' ? undefined : value)}
          aria-current={value === current ? 'page' : undefined}
          className={cn(
            'rounded-md border px-3 py-1.5 text-sm font-medium',
            value === current
              ? 'border-accent bg-accent-soft text-accent-text'
              : 'border-line hover:bg-surface-2',
          )}
        >
          {labels[value]}
        </Link>
      ))}
    </nav>
  );
}
