/**
 * A pending correction's decision: 'Approve' first shows the value as visitors will read it (its
 * number formatted with its unit, issue 34), and 'Publish this value' applies it (the API writes it
 * through the usual edit); a value that cannot be published says why instead. 'Reject' asks for a
 * reason first, which the suggester is told. Either way the queue and the studio are fetched again.
 */
import type { Correction } from '@domain/schemas/owner-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { invalidateAfterWrite } from '@/shared/api/studio-cache';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { Button } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { approveCorrection, correctionKeys, rejectCorrection } from '../api/corrections';
import { deskMessages } from '../desk-messages';
import { proposalPreview } from '../utils/value-text';

export function CorrectionActions({
  correction,
  fieldLabel,
  studioName,
}: {
  correction: Correction;
  fieldLabel: string;
  studioName: string;
}) {
  const t = useMessages(deskMessages);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { markSaved } = useAuth();
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const previewRef = useRef<HTMLFieldSetElement>(null);
  const previewId = useId();
  const { locale } = useLocale();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  // 'Reject' opens the reason's field and moves there.
  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  // 'Approve' opens the preview and moves there, so a screen reader reads the value first.
  useEffect(() => {
    if (previewing) previewRef.current?.focus();
  }, [previewing]);

  const done = async (message: string) => {
    markSaved();
    notify('success', message);
    invalidateAfterWrite(queryClient, correction.studio_id, { studio: true, parametersChanged: true });
    await queryClient.invalidateQueries({ queryKey: correctionKeys.all });
  };

  const run = async (kind: 'approve' | 'reject', work: () => Promise<unknown>, message: string) => {
    if (pending) return;
    setPending(kind);
    try {
      await work();
      await done(message);
    } catch (error) {
      notify('error', t.actionFailed({ message: error instanceof Error ? error.message : String(error) }));
      setPending(null);
    }
  };

  const onReject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t.reasonRequired);
      reasonRef.current?.focus();
      return;
    }
    void run('reject', () => rejectCorrection(correction, reason.trim()), t.rejected({ field: fieldLabel }));
  };

  if (rejecting) {
    return (
      <form onSubmit={onReject} noValidate className="flex flex-col gap-2">
        <label htmlFor={reasonId} className="text-sm font-medium">
          {t.rejectReason}
        </label>
        <textarea
          ref={reasonRef}
          id={reasonId}
          rows={2}
          value={reason}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          aria-required
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
          className={cn(inputClasses, 'h-auto py-2')}
        />
        {reasonError ? (
          <p id={`${reasonId}-error`} className="text-sm text-bad">
            {reasonError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" size="sm" aria-disabled={pending !== null || undefined}>
            {pending === 'reject' ? t.rejecting : t.confirmReject}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRejecting(false)}
            disabled={pending !== null}
          >
            {t.cancel}
          </Button>
        </div>
      </form>
    );
  }
  if (previewing) {
    const preview = proposalPreview(correction.field, correction.proposed_value, locale);
    return (
      <fieldset
        ref={previewRef}
        tabIndex={-1}
        aria-labelledby={previewId}
        className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-3 outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <legend id={previewId} className="px-1 text-sm font-medium">
          {t.previewTitle}
        </legend>
        {preview.ok ? (
          <>
            <p className="text-sm text-muted">{t.previewHint}</p>
            <dl className="flex flex-wrap gap-x-2 text-base" data-testid="correction-preview">
              <dt className="font-medium">{fieldLabel}</dt>
              <dd className="min-w-0 break-words whitespace-pre-line">{preview.text}</dd>
            </dl>
          </>
        ) : (
          <p className="text-sm text-bad">{t.previewRefused({ problem: preview.problem })}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {preview.ok ? (
            <Button
              size="sm"
              aria-disabled={pending !== null || undefined}
              onClick={() =>
                void run(
                  'approve',
                  () => approveCorrection(correction),
                  t.approved({ field: fieldLabel, studio: studioName }),
                )
              }
            >
              {pending === 'approve' ? t.approving : t.previewConfirm}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPreviewing(false)}
            disabled={pending !== null}
          >
            {t.cancel}
          </Button>
        </div>
      </fieldset>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setPreviewing(true)}>
        {t.approve}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setRejecting(true)} disabled={pending !== null}>
        {t.reject}
      </Button>
    </div>
  );
}
