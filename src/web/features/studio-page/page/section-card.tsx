import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

/** A non-collapsible section of the detail page: a card with an h2 and optional admin actions. */
export function SectionCard({
  id,
  title,
  children,
  actions,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** Controls beside the heading (admin edit buttons of a later issue). */
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn(
        'rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5',
        className,
      )}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={`${id}-heading`} className="min-w-0 flex-1 text-base font-semibold sm:text-lg">
          {title}
        </h2>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
