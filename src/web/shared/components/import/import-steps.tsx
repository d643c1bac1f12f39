/**
 * The four steps every import dialog goes through (product.md §2 "Import dialog", §4): upload, preview,
 * execute, complete, and the step list at the top of the dialog. The parameter import and the studio
 * import share them, so both read and behave alike.
 */
import { cn } from '@/shared/lib/cn';

export type ImportStep = 'upload' | 'preview' | 'execute' | 'complete';
export const IMPORT_STEPS: readonly ImportStep[] = ['upload', 'preview', 'execute', 'complete'];

/** 1-based number of a step, for 'Step 2 of 4'. */
export function stepNumber(step: ImportStep): number {
  return IMPORT_STEPS.indexOf(step) + 1;
}

/** Escape and outside clicks may close an import dialog except while the import runs. */
export function isStepDismissible(step: ImportStep): boolean {
  return step !== 'execute';
}

export function ImportStepList({
  current,
  label,
  stepLabel,
}: {
  current: ImportStep;
  /** The list's accessible name ('Import steps'). */
  label: string;
  stepLabel(step: ImportStep): string;
}) {
  return (
    <ol aria-label={label} className="grid grid-cols-4 gap-1.5 text-xs sm:text-sm">
      {IMPORT_STEPS.map((step, index) => {
        const isCurrent = step === current;
        const done = index < stepNumber(current) - 1;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'flex min-w-0 flex-col gap-1 border-t-4 pt-1.5',
              isCurrent
                ? 'border-accent font-semibold text-ink'
                : done
                  ? 'border-accent-soft text-muted'
                  : 'border-line text-muted',
            )}
          >
            <span className="break-words">
              {index + 1}. {stepLabel(step)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
