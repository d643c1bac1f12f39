/**
 * 'Still correct' (product.md §14): an admin or the studio's owner confirms values unchanged, which
 * moves their 'last verified' date. The answer's dates replace the page's at once; the studio and the
 * lists are fetched again (its verified_at moved). Loaded for editors only.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateAfterWrite } from '@/shared/api/studio-cache';
import { studioKeys } from '@/shared/api/studio-keys';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { Button } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { feedbackMessages } from '../feedback-messages';
import { verifyValues } from './verify-values';

export function StillCorrectButton({
  studioId,
  keys,
  name,
  all = false,
}: {
  studioId: number;
  keys: readonly string[];
  /** What is confirmed, for the button's label and the notice. */
  name: string;
  /** 'All values still correct' rather than one value's small button. */
  all?: boolean;
}) {
  const t = useMessages(feedbackMessages);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { markSaved } = useAuth();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (pending || keys.length === 0) return;
    setPending(true);
    try {
      const values = await verifyValues(studioId, keys);
      queryClient.setQueryData(studioKeys.verifications(studioId), values);
      invalidateAfterWrite(queryClient, studioId, { studio: true });
      markSaved();
      notify('success', all ? t.allConfirmed : t.confirmed({ name }));
    } catch (error) {
      notify('error', t.confirmFailed({ message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setPending(false);
    }
  };
  if (all) {
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void confirm()}
        aria-disabled={pending || undefined}
      >
        {pending ? t.confirming : t.allStillCorrect}
      </Button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void confirm()}
      aria-label={t.stillCorrectOf({ name })}
      aria-disabled={pending || undefined}
      className="rounded text-xs font-medium text-accent-text underline-offset-2 hover:underline"
    >
      {pending ? t.confirming : t.stillCorrect}
    </button>
  );
}
