/**
 * 'Suggest a correction' (product.md §14): on the studio page, and beside each parameter with that
 * parameter preselected. The form's code and texts load only when a reader opens it.
 */
import { Suspense, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { feedbackMessages } from '../feedback-messages';
import type { CorrectionTarget } from './correction-form';

const CorrectionDialog = lazyNamed(() => import('./correction-dialog'), 'CorrectionDialog');

export function SuggestCorrectionButton({
  studioId,
  studioName,
  target = null,
  compact = false,
}: {
  studioId: number;
  studioName: string;
  /** Beside a value: the field to preselect, its name and what it reads now. */
  target?: (CorrectionTarget & { label: string }) | null;
  /** The small text button beside a value. */
  compact?: boolean;
}) {
  const t = useMessages(feedbackMessages);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {compact ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={target ? t.suggestCorrectionOf({ name: target.label }) : undefined}
          onClick={show}
          className="rounded text-xs text-muted underline-offset-2 hover:text-accent-text hover:underline"
        >
          {t.suggestCorrection}
        </button>
      ) : (
        <Button variant="secondary" aria-haspopup="dialog" onClick={show}>
          {t.suggestCorrection}
        </Button>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <CorrectionDialog
            studioId={studioId}
            studioName={studioName}
            target={target}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The page's own invitation to correct it, after its values. */
export function CorrectionsInvite({ studioId, studioName }: { studioId: number; studioName: string }) {
  const t = useMessages(feedbackMessages);
  return (
    <section
      aria-labelledby="corrections-heading"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="corrections-heading" className="text-base font-semibold sm:text-lg">
          {t.correctionsHeading}
        </h2>
        <p className="text-sm text-muted">{t.correctionsText}</p>
      </div>
      <div className="shrink-0 self-start sm:self-center">
        <SuggestCorrectionButton studioId={studioId} studioName={studioName} />
      </div>
    </section>
  );
}
