/**
 * The recent merges on the duplicates page (product.md §20): which studio went into which, when and by
 * whom, with Undo while it can be undone, and why not when it cannot.
 */
import type { MergeDto } from '@domain/schemas/duplicate-merge-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { mergeKeys, mergesQuery, undoMerge } from '../api/duplicate-merges';
import { duplicateKeys } from '../api/duplicates';
import { mergeMessages } from '../merge-messages';
import { mergeErrorText, mergeRefs } from '../utils/merge-rows';

export function RecentMerges() {
  const t = useMessages(mergeMessages);
  const query = useQuery(mergesQuery());
  return (
    <section aria-labelledby="recent-merges-heading" className="flex flex-col gap-3">
      <h2 id="recent-merges-heading" className="text-lg font-semibold">
        {t.recentTitle}
      </h2>
      {query.isPending ? (
        <Spinner label={t.recentLoading} showLabel className="py-4" />
      ) : query.isError ? (
        <StatePanel
          title={t.recentFailed({ message: mergeErrorText(query.error, 'load', t) })}
          tone="error"
          role="alert"
          action={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}
        />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">{t.recentNone}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.map((merge) => (
            <li key={merge.id}>
              <MergeItem merge={merge} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MergeItem({ merge }: { merge: MergeDto }) {
  const t = useMessages(mergeMessages);
  const intlLocale = useIntlLocale();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const names = mergeRefs(merge, t);
  const when = (value: string) =>
    new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

  const onUndo = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await undoMerge(merge.id);
      notify('success', t.undoDone(names));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mergeKeys.list() }),
        queryClient.invalidateQueries({ queryKey: duplicateKeys.list() }),
        queryClient.invalidateQueries({ queryKey: mergeKeys.previews(), refetchType: 'none' }),
      ]);
    } catch (failure) {
      setError(mergeErrorText(failure, 'undo', t));
      // Its state changed on the server (undone, or no longer undoable): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: mergeKeys.list() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      data-testid="recent-merge"
      className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-medium break-words">
          {t.recentMergedInto({ merged: names.merged })}{' '}
          <Link to={paths.studio(merge.survivor_id)} className="underline underline-offset-2">
            {names.survivor}
          </Link>
        </p>
        <p className="text-muted">
          {t.recentBy({
            when: when(merge.merged_at),
            who: merge.merged_by === null ? null : String(merge.merged_by),
          })}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:items-end">
        {merge.undone_at ? (
          <p className="text-muted">{t.undoneAt({ when: when(merge.undone_at) })}</p>
        ) : merge.can_undo ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void onUndo()}
            disabled={busy}
            aria-label={t.undoOf(names)}
          >
            {busy ? t.undoing : t.undo}
          </Button>
        ) : (
          <p className="text-muted">{t.cannotUndo}</p>
        )}
        {error ? (
          <p role="alert" className="text-bad">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
