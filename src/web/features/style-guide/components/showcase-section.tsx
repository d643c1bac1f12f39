import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

/** A titled block of the style guide: an h2, a line of explanation and its demo. */
export function ShowcaseSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn(
        'min-w-0 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-6',
        className,
      )}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold sm:text-xl">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

const LABEL = 'mb-2 font-mono text-xs font-medium text-muted';

/** A small caption above a group of demo items. */
export function DemoLabel({ children }: { children: ReactNode }) {
  return <p className={LABEL}>{children}</p>;
}

/** A group of demo controls with a small caption as its legend. */
export function DemoGroup({
  legend,
  children,
  className,
}: {
  legend: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={LABEL}>{legend}</legend>
      {children}
    </fieldset>
  );
}
