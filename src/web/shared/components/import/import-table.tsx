import type { ReactNode, Ref } from 'react';
import { cn } from '@/shared/lib/cn';

/**
 * A preview's table (product.md §2 "Import dialog", §13): at most 24rem high and scrolling, the
 * scrolling region named and reachable by keyboard, the table captioned for screen readers, its
 * header row kept in view. Each import gives its columns and rows; `dense` is the studio import's
 * smaller header (its rows open into a table of their own).
 */
export function ImportTable({
  label,
  caption,
  headers,
  dense = false,
  scrollerRef,
  className,
  columns,
  children,
}: {
  /** The scrolling region's name. */
  label: string;
  caption: string;
  headers: string[];
  dense?: boolean;
  scrollerRef?: Ref<HTMLElement>;
  /** The table's own classes (its width and layout). */
  className?: string;
  /** A colgroup, where the plan sizes its columns. */
  columns?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      ref={scrollerRef}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-[var(--radius-control)] border border-line"
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        {columns}
        <thead
          className={cn(
            'sticky top-0 bg-surface-2 text-xs text-muted',
            !dense && 'z-10 font-semibold uppercase',
          )}
        >
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={dense ? 'px-2 py-1.5 font-medium' : 'px-3 py-2'}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={dense ? undefined : 'divide-y divide-line'}>{children}</tbody>
      </table>
    </section>
  );
}
