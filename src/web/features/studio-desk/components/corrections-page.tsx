/**
 * The corrections queue (product.md §14): an admin's of every studio, an owner's of their studios;
 * pending by default, filtered by status in the address; each beside the value shown now, approved or
 * rejected with a reason.
 */
import { displayNameOf } from '@domain/parameter-catalog';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '@/shared/components/admin/admin-list-page';
import { QueryList } from '@/shared/components/admin/query-list';
import { StatusFilterNav } from '@/shared/components/admin/status-filter-nav';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { readStatusFilter } from '@/shared/lib/status-filter';
import { paths } from '@/shared/paths';
import { type CorrectionFilter, correctionListQuery, type QueueScope } from '../api/corrections';
import { deskFieldLabel, deskMessages } from '../desk-messages';
import { useStudioNames } from '../utils/studio-names';
import { CorrectionActions } from './correction-actions';
import { CorrectionCard } from './correction-card';

export function CorrectionsPage({ scope }: { scope: QueueScope }) {
  const t = useMessages(deskMessages);
  useDocumentTitle(t.correctionsTitle);
  const [searchParams] = useSearchParams();
  const filter = readStatusFilter(searchParams.get('status'));
  return (
    <AdminListPage
      title={t.correctionsTitle}
      intro={scope.kind === 'admin' ? t.correctionsIntroAdmin : t.correctionsIntroOwner}
    >
      <StatusFilterNav texts={t} current={filter} pathOf={paths.corrections} />
      <CorrectionList scope={scope} filter={filter} />
    </AdminListPage>
  );
}

function CorrectionList({ scope, filter }: { scope: QueueScope; filter: CorrectionFilter }) {
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const query = useQuery(correctionListQuery(scope, filter));
  const studioName = useStudioNames();
  return (
    <QueryList
      query={query}
      texts={t}
      emptyText={t.noCorrections}
      countText={t.correctionCount}
      renderItem={(correction) => {
        const name = studioName(correction.studio_id) ?? t.studioNumber({ id: correction.studio_id });
        const label = deskFieldLabel(t, correction.field, (key) => displayNameOf(key, locale));
        return (
          <CorrectionCard
            correction={correction}
            studioName={name}
            fieldLabel={label}
            actions={<CorrectionActions correction={correction} fieldLabel={label} studioName={name} />}
          />
        );
      }}
    />
  );
}
