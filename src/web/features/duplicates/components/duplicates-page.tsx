/**
 * /admin/duplicates (product.md §20): the likely duplicate pairs, each with both studios (linked),
 * why it was proposed, "Merge…" (the merge screen) and "Not a duplicate", which the server remembers
 * and which hides the pair; then the recent merges, each with its undo while it can be undone.
 */
import { duplicateReasonText } from '@domain/duplicate-reasons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminListPage } from '@/shared/components/admin/admin-list-page';
import { QueryList } from '@/shared/components/admin/query-list';
import { Button, buttonClasses } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { dismissDuplicate, duplicateKeys, duplicatesQuery, type ListedPair } from '../api/duplicates';
import { duplicatesMessages } from '../duplicates-messages';
import { mergeMessages } from '../merge-messages';
import { RecentMerges } from './recent-merges';

export function DuplicatesPage() {
  const t = useMessages(duplicatesMessages);
  useDocumentTitle(t.title);
  const query = useQuery(duplicatesQuery());
  return (
    <AdminListPage title={t.title} intro={t.intro}>
      <QueryList
        query={query}
        texts={t}
        emptyText={t.none}
        countText={t.count}
        renderItem={(pair) => <PairCard key={pair.key} pair={pair} />}
      />
      <RecentMerges />
    </AdminListPage>
  );
}

function PairCard({ pair }: { pair: ListedPair }) {
  const t = useMessages(duplicatesMessages);
  const m = useMessages(mergeMessages);
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [a, b] = pair.studios;
  const headingId = `duplicate-${a.id}-${b.id}`;
  const names = { a: a.name, b: b.name };

  const onDismiss = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await dismissDuplicate([a.id, b.id]);
      notify('success', t.dismissed(names));
      await queryClient.invalidateQueries({ queryKey: duplicateKeys.list() });
    } catch {
      setError(t.dismissFailed);
      setBusy(false);
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="duplicate-pair"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-base font-semibold break-words">
        {t.pairHeading(names)}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {pair.studios.map((studio) => (
          <li key={studio.id} className="min-w-0 rounded-md bg-surface-2 p-3 text-sm">
            <Link
              to={paths.studio(studio.id)}
              className="font-medium break-words underline underline-offset-2"
            >
              {studio.name}
            </Link>
            <span className="block text-muted">
              {[t.studioId({ id: studio.id }), studio.city, studio.country].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <div className="text-sm">
        <h3 className="font-medium">{t.why}</h3>
        <ul className="list-disc ps-5">
          {pair.reasons.map((reason) => (
            <li key={reason.kind}>{duplicateReasonText(reason, locale)}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={paths.adminDuplicateMerge(a.id, b.id)}
          className={buttonClasses('primary', 'md')}
          aria-label={m.mergeLinkOf(names)}
        >
          {m.mergeLink}
        </Link>
        <Button
          variant="secondary"
          onClick={() => void onDismiss()}
          disabled={busy}
          aria-label={t.notDuplicateOf(names)}
        >
          {busy ? t.dismissing : t.notDuplicate}
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-bad">
            {error}
          </p>
        ) : null}
      </div>
    </article>
  );
}
