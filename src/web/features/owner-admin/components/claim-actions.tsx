/**
 * A claim's actions (product.md §14): approve; reject with a reason (the claimant is told); delete the
 * claim and its personal data. Each reloads the claims; a failure shows beside the buttons.
 */
import type { OwnerClaim, OwnerClaimApproved } from '@domain/schemas/owner-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { ConfirmDialog } from '@/shared/components/ui/confirm-dialog';
import { useNotify } from '@/shared/components/ui/notifications';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { approveClaim, claimKeys, deleteClaim, rejectClaim } from '../api/claims';
import { ownerAdminMessages } from '../owner-admin-messages';
import { claimActionError } from '../utils/claim-errors';

type Busy = null | 'approve' | 'reject' | 'delete';

export function ClaimActions({
  claim,
  onApproved,
}: {
  claim: OwnerClaim;
  onApproved(result: OwnerClaimApproved): void;
}) {
  const t = useMessages(ownerAdminMessages);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(claimActionError(failure, t));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    }
  };

  const onApprove = () =>
    run('approve', async () => {
      onApproved(await approveClaim(claim.id));
    });
  const onReject = (reason: string) =>
    run('reject', async () => {
      await rejectClaim(claim.id, reason);
      setRejecting(false);
      notify('success', t.rejected);
    });
  const onDelete = () =>
    run('delete', async () => {
      await deleteClaim(claim.id);
      setConfirmDelete(false);
      notify('success', t.deleted);
    });

  const pending = claim.status === 'pending';
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      {rejecting ? (
        <RejectForm busy={busy === 'reject'} onSubmit={onReject} onCancel={() => setRejecting(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {pending ? (
            <>
              <Button aria-disabled={busy !== null || undefined} onClick={onApprove}>
                {busy === 'approve' ? t.approving : t.approve}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(true)}>
                {t.reject}
              </Button>
            </>
          ) : null}
          <Button variant="ghost" className="ml-auto" onClick={() => setConfirmDelete(true)}>
            {t.delete}
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-bad">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t.deleteTitle}
        description={t.deleteText}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        destructive
        busy={busy === 'delete'}
        onConfirm={onDelete}
      />
    </div>
  );
}

function RejectForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit(reason: string): void;
  onCancel(): void;
}) {
  const t = useMessages(ownerAdminMessages);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t.rejectReasonLabel}
      </label>
      <textarea
        ref={field}
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the admin just asked to write the reason.
        autoFocus
        rows={3}
        value={reason}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setInvalid(false);
        }}
        className={cn(inputClasses, 'h-auto py-2')}
      />
      {invalid ? (
        <p id={`${id}-error`} className="text-sm text-bad">
          {t.reasonRequired}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" aria-disabled={busy || undefined}>
          {busy ? t.rejecting : t.rejectConfirm}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
