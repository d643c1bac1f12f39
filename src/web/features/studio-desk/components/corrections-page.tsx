/**
 * The corrections queue (product.md §14): an admin's of every studio, an owner's of their studios;
 * pending by default, filtered by status in the address; each beside the value shown now, approved or
 * rejected with a reason.
 */
import { displayNameOf } from '@domain/parameter-catalog';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { paths } from '@/shared/paths';
import { type CorrectionFilter, correctionListQuery, type QueueScope } from '../api/corrections';
import { deskFieldLabel, deskMessages } from '../desk-messages';
import { useStudioNames } from '../utils/studio-names';
import { CorrectionActions } from './correction-actions';
import { CorrectionCard } from './correction-card';

const FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

function readFilter(value: string | null): CorrectionFilter {
  return (FILTERS as readonly string[]).includes(value ?? '') ? (value as CorrectionFilter) : 'pending';
}

export function CorrectionsPage({ scope }: { scope: QueueScope }) {
  const t = useMessages(deskMessages);
  useDocumentTitle(t.correctionsTitle);
  const [searchParams] = useSearchParams();
  const filter = readFilter(searchParams.get('status'));
  const labels: Record<CorrectionFilter, string> = {
    pending: t.filterPending,
    approved: t.filterApproved,
    rejected: t.filterRejected,
    all: t.filterAll,
  };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t.correctionsTitle}</h1>
        <p className="text-sm text-muted">
          {scope.kind === 'admin' ? t.correctionsIntroAdmin : t.correctionsIntroOwner}
        </p>
      </div>
      <nav aria-label={t.filterLabel} className="flex flex-wrap gap-1">
        {FILTERS.map((value) => (
          <Link
            key={value}
            to={paths.corrections(value === 'pending' ? undefined : value)}
            aria-current={value === filter ? 'page' : undefined}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm font-medium',
              value === filter
                ? 'border-accent bg-accent-soft text-accent-text'
                : 'border-line hover:bg-surface-2',
            )}
          >
            {labels[value]}
          </Link>
        ))}
      </nav>
      <CorrectionList scope={scope} filter={filter} />
    </div>
  );
}

function CorrectionList({ scope, filter }: { scope: QueueScope; filter: CorrectionFilter }) {
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const query = useQuery(correctionListQuery(scope, filter));
  const studioName = useStudioNames();
  if (query.isPending) return <Spinner label={t.loading} showLabel className="py-6" />;
  if (query.isError) {
    return (
      <StatePanel
        title={t.loadFailed({ message: query.error.message })}
        tone="error"
        role="alert"
        action={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}
      />
    );
  }
  const corrections = query.data;
  if (corrections.length === 0) return <p className="text-muted">{t.noCorrections}</p>;
  return (
    <>
      <p className="text-sm text-muted">{t.correctionCount({ count: corrections.length })}</p>
      <ul className="flex flex-col gap-4">
        {corrections.map((correction) => {
          const name = studioName(correction.studio_id) ?? t.studioNumber({ id: correction.studio_id });
          const label = deskFieldLabel(t, correction.field, (key) => displayNameOf(key, locale));
          return (
            <li key={correction.id}>
              <CorrectionCard
                correction={correction}
                studioName={name}
                fieldLabel={label}
                actions={<CorrectionActions correction={correction} fieldLabel={label} studioName={name} />}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
