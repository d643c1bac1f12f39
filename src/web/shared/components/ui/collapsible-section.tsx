/**
 * A section whose body can be collapsed: the heading holds the toggle button (aria-expanded and
 * aria-controls from Radix Collapsible), so screen-reader heading navigation still finds it.
 */
import * as Collapsible from '@radix-ui/react-collapsible';
import { type ReactNode, useState } from 'react';
import { cn } from '@/shared/lib/cn';

export function CollapsibleSection({
  title,
  children,
  defaultOpen = true,
  headingLevel = 2,
  actions,
  className,
  id,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  headingLevel?: 2 | 3;
  /** Controls shown beside the heading (admin edit buttons). */
  actions?: ReactNode;
  className?: string;
  id?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const Heading = `h${headingLevel}` as const;
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className={cn(
        'rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]',
        className,
      )}
    >
      <section aria-labelledby={id ? `${id}-heading` : undefined}>
        <div className="flex items-center gap-2 px-4 py-3 sm:px-5">
          <Heading
            id={id ? `${id}-heading` : undefined}
            className="min-w-0 flex-1 text-base font-semibold sm:text-lg"
          >
            <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-md text-left hover:text-accent-text">
              <span
                aria-hidden="true"
                className={cn('inline-block text-muted transition-transform', open ? 'rotate-90' : '')}
              >
                ▸
              </span>
              <span className="min-w-0">{title}</span>
            </Collapsible.Trigger>
          </Heading>
          {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </div>
        <Collapsible.Content className="border-t border-line px-4 py-4 sm:px-5">
          {children}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
