/**
 * The enquiries inbox (product.md §14): an owner's studios' enquiries, or for an admin those the API
 * gives them; newest first, each read as text; an availability and quote request with the studio's
 * own calendar over its dates.
 */
import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '@/shared/components/admin/admin-list-page';
import { QueryList } from '@/shared/components/admin/query-list';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import type { QueueScope } from '../api/corrections';
import { enquiryListQuery } from '../api/enquiries';
import { deskMessages } from '../desk-messages';
import { useStudioNames } from '../utils/studio-names';
import { EnquiryCard } from './enquiry-card';
import { EnquiryStudioCalendar } from './enquiry-studio-calendar';

export function EnquiriesPage({ scope }: { scope: QueueScope }) {
  const t = useMessages(deskMessages);
  useDocumentTitle(t.inboxTitle);
  const query = useQuery(enquiryListQuery(scope.kind));
  const studioName = useStudioNames();
  return (
    <AdminListPage
      title={t.inboxTitle}
      intro={scope.kind === 'admin' ? t.inboxIntroAdmin : t.inboxIntroOwner}
    >
      <QueryList
        query={query}
        texts={t}
        emptyText={t.noEnquiries}
        countText={t.enquiryCount}
        renderItem={(enquiry) => (
          <EnquiryCard
            enquiry={enquiry}
            studioName={studioName(enquiry.studio_id) ?? t.studioNumber({ id: enquiry.studio_id })}
            studioCalendar={
              enquiry.quote && enquiry.date_from && enquiry.date_to ? (
                <EnquiryStudioCalendar
                  studioId={enquiry.studio_id}
                  dateFrom={enquiry.date_from}
                  dateTo={enquiry.date_to}
                />
              ) : undefined
            }
          />
        )}
      />
    </AdminListPage>
  );
}
