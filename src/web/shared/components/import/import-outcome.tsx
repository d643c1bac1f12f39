import { type Ref, useId } from 'react';
import { Button } from '@/shared/components/ui/button';
import { cn } from '@/shared/lib/cn';
import { type Count, CountGrid } from './import-step-parts';

/**
 * An import's last step (product.md §2 "Import dialog"): success or failure with its title, the result
 * line, the counts and the per-row error details; 'Import Another File' and 'Close'. While a clean
 * success waits to close the dialog by itself, a line says so. Shared by the parameter and studio imports.
 */
export function ImportOutcome({
  headingRef,
  good,
  title,
  lines,
  counts,
  errorDetails,
  texts,
  onImportAnother,
  onClose,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  good: boolean;
  title: string;
  /** Under the title: the result line, the error's text, the closing notice; empty ones are left out. */
  lines: (string | null)[];
  counts: Count[] | null;
  errorDetails: readonly string[];
  texts: { resultsLabel: string; errorDetails: string; importAnother: string; close: string };
  onImportAnother(): void;
  onClose(): void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div
        className={cn(
          'flex flex-col gap-1 rounded-[var(--radius-control)] border px-4 py-3',
          good ? 'border-good/40 bg-good-soft' : 'border-bad/40 bg-bad-soft',
        )}
      >
        <h3
          ref={headingRef}
          tabIndex={-1}
          className={cn(
            'flex items-center gap-2 text-base font-semibold outline-none',
            good ? 'text-good' : 'text-bad',
          )}
        >
          <span aria-hidden="true">{good ? '✓' : '✗'}</span>
          {title}
        </h3>
        {lines.map((line) =>
          line ? (
            <p key={line} className="text-sm break-words text-ink">
              {line}
            </p>
          ) : null,
        )}
      </div>

      {counts ? <CountGrid label={texts.resultsLabel} counts={counts} columns={4} /> : null}

      {errorDetails.length > 0 ? <ErrorDetails heading={texts.errorDetails} details={errorDetails} /> : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onImportAnother}>
          {texts.importAnother}
        </Button>
        <Button onClick={onClose}>{texts.close}</Button>
      </div>
    </div>
  );
}

function ErrorDetails({ heading, details }: { heading: string; details: readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <h4 id={headingId} className="text-sm font-semibold">
        {heading}
      </h4>
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to scroll it.
        tabIndex={0}
        aria-labelledby={headingId}
        className="max-h-48 list-disc overflow-auto rounded-[var(--radius-control)] border border-line py-2 pr-3 pl-8 text-sm"
      >
        {details.map((detail, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: details may repeat; the list never changes.
          <li key={index} className="break-words">
            {detail}
          </li>
        ))}
      </ul>
    </section>
  );
}
