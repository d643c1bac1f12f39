import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Dialog } from '@/shared/components/ui/dialog';
import { type ImportStep, ImportStepList, isStepDismissible } from './import-steps';

/**
 * The modal every import runs in (product.md §2 "Import dialog"): the step list, a polite live region
 * saying where the import is, and the current step's content. It traps focus and closes on Escape
 * except while the import runs; whenever the content is replaced (a new `phase`), focus moves to the
 * new step's heading.
 */
export function ImportDialogFrame({
  open,
  onOpenChange,
  onClose,
  texts,
  step,
  stepLabel,
  phase,
  headingRef,
  announcement,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Closing by any means: Escape, the close button, an outside click. */
  onClose(): void;
  texts: { title: string; description: string; close: string; stepsLabel: string };
  step: ImportStep;
  stepLabel(step: ImportStep): string;
  /** Changes whenever the content is replaced (e.g. 'preview-loading' then 'preview-ready'). */
  phase: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  announcement: string;
  children: ReactNode;
}) {
  const firstPhase = useRef<string | null>(phase);
  useEffect(() => {
    // Not on opening: the dialog focuses its first control then, as any dialog does.
    if (phase === firstPhase.current) return;
    firstPhase.current = null;
    headingRef.current?.focus();
  }, [phase, headingRef]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : onClose())}
      title={texts.title}
      description={texts.description}
      closeLabel={texts.close}
      size="lg"
      dismissible={isStepDismissible(step)}
    >
      <div className="flex flex-col gap-5">
        <ImportStepList current={step} label={texts.stepsLabel} stepLabel={stepLabel} />
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {children}
      </div>
    </Dialog>
  );
}
