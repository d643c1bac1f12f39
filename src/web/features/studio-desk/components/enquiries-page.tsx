/**
 * The enquiries inbox (product.md §14): an owner's studios' enquiries, or for an admin those the API
 * gives them; newest first, each read as text.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import type { QueueScope } from '../api/corrections';
import { enquiryListQuery } from '../api/enquiries';
import { deskMessages } from '../desk-messages';
import { useStudioNames } from '../utils/studio-names';
import { EnquiryCard } from './enquiry-card';

export function EnquiriesPage({ scope }: { scope: QueueScope }) {
  const t = useMessages(deskMessages);
  useDocumentTitle(t.inboxTitle);
  const query = useQuery(enquiryListQuery(scope.kind));
  const studioName = useStudioNames();
  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t.loading} showLabel className="py-6" />;
  else if (query.isError)
    body = (
      <StatePanel
        title={t.loadFailed({ message: query.error.message })}
        tone="error"
        role="alert"
        action={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}
      />
    );
  else if (query.data.length === 0) body = <p className="text-muted">{t.noEnquiries}</p>;
  else
    body = (
      <>
        <p className="text-sm text-muted">{t.enquiryCount({ count: query.data.length })}</p>
        <ul className="flex flex-col gap-4">
          {query.data.map((enquiry) => (
            <li key={enquiry.id}>
              <EnquiryCard
                enquiry={enquiry}
                studioName={studioName(enquiry.studio_id) ?? t.studioNumber({ id: enquiry.studio_id })}
              />
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t.inboxTitle}</h1>
        <p className="text-sm text-muted">{scope.kind === 'admin' ? t.inboxIntroAdmin : t.inboxIntroOwner}</p>
      </div>
      {body}
    </div>
  );
}
