/**
 * /admin/duplicates/:a/:b/merge (product.md §20, issue 39): merging two likely duplicates. Both
 * studios side by side with what would move; which studio to keep; whose value to keep for every
 * field and parameter on which they differ; a summary and a confirm step. The result is announced
 * (a live region), its heading takes the focus, and it links the kept studio and offers an undo.
 * A refused merge says why by its code; when a studio changed meanwhile the preview is loaded again.
 */
import type { MergeDto } from '@domain/schemas/duplicate-merge-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { ApiError } from '@/shared/lib/api-client';
import { paths } from '@/shared/paths';
import { mergeKeys, mergePreviewQuery, undoMerge } from '../api/duplicate-merges';
import { duplicateKeys } from '../api/duplicates';
import { mergeMessages } from '../merge-messages';
import { mergeErrorText, mergeRefs } from '../utils/merge-rows';
import { MergeForm } from './merge-form';

/** A path segment as a studio id, or null. */
function idOf(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;
}

export function MergePage({ a, b }: { a: string; b: string }) {
  const t = useMessages(mergeMessages);
  useDocumentTitle(t.title);
  const first = idOf(a);
  const second = idOf(b);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <Link to={paths.adminDuplicates()} className="text-sm underline underline-offset-2">
          {t.back}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-sm text-muted">{t.intro}</p>
      </div>
      {first === null || second === null || first === second ? (
        <StatePanel title={t.badIds} tone="error" role="alert" />
      ) : (
        <MergeFlow a={Math.min(first, second)} b={Math.max(first, second)} />
      )}
    </div>
  );
}

/** The merge as it went: chosen and sent, then perhaps undone. */
type Outcome = { merge: MergeDto; undone: boolean };

function MergeFlow({ a, b }: { a: number; b: number }) {
  const t = useMessages(mergeMessages);
  const queryClient = useQueryClient();
  const query = useQuery(mergePreviewQuery(a, b));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview is kept while the admin chooses (no refetch under them); after a merge or its undo it is
  // out of date, and a later visit loads it again.
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: duplicateKeys.list() }),
      queryClient.invalidateQueries({ queryKey: mergeKeys.list() }),
      queryClient.invalidateQueries({ queryKey: mergeKeys.preview(a, b), refetchType: 'none' }),
    ]);

  const onMerged = (merge: MergeDto) => {
    setError(null);
    setOutcome({ merge, undone: false });
    void changed();
  };

  const onFailed = (failure: unknown) => {
    setError(mergeErrorText(failure, 'merge', t));
    // A studio changed, or a value the choices named: the choices are made again on a fresh preview.
    if (
      failure instanceof ApiError &&
      (failure.status === 412 || failure.code === 'stale_write' || failure.code === 'merge_choice_invalid')
    )
      void query.refetch();
  };

  if (!outcome && query.isPending) return <Spinner label={t.loading} showLabel className="py-6" />;
  if (!outcome && query.isError) {
    return (
      <StatePanel
        title={t.loadFailed({ message: mergeErrorText(query.error, 'load', t) })}
        tone="error"
        role="alert"
        action={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}
      />
    );
  }
  return (
    <>
      {outcome ? (
        <MergeResult
          key={outcome.undone ? 'undone' : 'merged'}
          outcome={outcome}
          onUndone={(merge) => {
            setOutcome({ merge, undone: true });
            void changed();
          }}
        />
      ) : null}
      {/* Always there, so that what it comes to say is announced. */}
      <div role="status" className="text-sm" data-testid="merge-status">
        {outcome ? (outcome.undone ? t.undoneText : t.mergedText)(mergeRefs(outcome.merge, t)) : null}
      </div>
      {outcome || !query.data ? null : (
        <MergeForm
          preview={query.data}
          error={error}
          onMerged={onMerged}
          onFailed={onFailed}
          onDismissError={() => setError(null)}
        />
      )}
    </>
  );
}

function MergeResult({ outcome, onUndone }: { outcome: Outcome; onUndone(merge: MergeDto): void }) {
  const t = useMessages(mergeMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { merge, undone } = outcome;

  // The result's heading takes the focus when the merge is done, and again when it is undone (keyed).
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onUndo = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onUndone(await undoMerge(merge.id));
    } catch (failure) {
      setError(mergeErrorText(failure, 'undo', t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="merge-result-heading"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5"
    >
      <h2
        id="merge-result-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        {undone ? t.undoneHeading : t.mergedHeading}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={paths.studio(merge.survivor_id)}
          className="font-medium break-words underline underline-offset-2"
        >
          {t.openSurvivor({ name: t.studioRef({ name: merge.survivor_name, id: merge.survivor_id }) })}
        </Link>
        {undone ? (
          <Link
            to={paths.studio(merge.merged_id)}
            className="font-medium break-words underline underline-offset-2"
          >
            {t.openSurvivor({ name: t.studioRef({ name: merge.merged_name, id: merge.merged_id }) })}
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => void onUndo()} disabled={busy}>
            {busy ? t.undoing : t.undoMerge}
          </Button>
        )}
        <Link to={paths.adminDuplicates()} className="text-sm underline underline-offset-2">
          {t.back}
        </Link>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-bad">
          {error}
        </p>
      ) : null}
    </section>
  );
}
