/**
 * The links that filter a decision queue by status: the current one is marked aria-current="page",
 * and 'pending' (the default) links to the bare address. Texts come from the caller's catalog.
 */
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { STATUS_FILTERS, type StatusFilter } from '@/shared/lib/status-filter';

export function StatusFilterNav({
  label,
  labels,
  current,
  pathOf,
}: {
  /** The navigation's accessible name. */
  label: string;
  labels: Record<StatusFilter, string>;
  current: StatusFilter;
  /** The queue's address for a status; undefined for the default one. */
  pathOf(status: string | undefined): string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1">
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
