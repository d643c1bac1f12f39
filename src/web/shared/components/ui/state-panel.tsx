import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

/** Loading, empty and error states: a heading, a line of text and an optional action. */
export function StatePanel({
  title,
  children,
  action,
  tone = 'neutral',
  role,
  className,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  role?: 'alert' | 'status';
  className?: string;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      role={role}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-3 rounded-[var(--radius-card)] border px-6 py-10 text-center',
        tone === 'error' ? 'border-bad/40 bg-bad-soft' : 'border-line bg-surface',
        className,
      )}
    >
      <Heading className={cn('text-lg font-semibold', tone === 'error' ? 'text-bad' : 'text-ink')}>
        {title}
      </Heading>
      {children ? <div className="text-sm text-muted">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}
