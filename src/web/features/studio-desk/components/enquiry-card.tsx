/**
 * One enquiry (product.md §14), every part as text: who wrote (a mailto to reply), their company,
 * production type and shoot dates, an availability and quote request's days and crew, the message; delete removes it with its personal data.
 */
import { formatShortDate } from '@domain/format-date';
import { productionTypeLabel } from '@domain/quote-request';
import type { Enquiry } from '@domain/schemas/owner-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/shared/components/ui/button';
import { ConfirmDialog } from '@/shared/components/ui/confirm-dialog';
import { useNotify } from '@/shared/components/ui/notifications';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { deleteEnquiry, enquiryKeys } from '../api/enquiries';
import { deskMessages } from '../desk-messages';
import { EnquiryQuoteDetails } from './enquiry-quote-details';

export function EnquiryCard({
  enquiry,
  studioName,
  studioCalendar,
}: {
  enquiry: Enquiry;
  studioName: string;
  /** For a quote request: the studio's own calendar over its dates (enquiry-studio-calendar.tsx). */
  studioCalendar?: ReactNode;
}) {
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const date = (iso: string) => formatShortDate(iso, locale) ?? iso;
  const dates =
    enquiry.date_from || enquiry.date_to
      ? t.datesRange({
          from: enquiry.date_from ? date(enquiry.date_from) : '…',
          to: enquiry.date_to ? date(enquiry.date_to) : '…',
        })
      : null;
  const remove = async () => {
    setRemoving(true);
    try {
      await deleteEnquiry(enquiry);
      notify('success', t.removed);
      await queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
    } catch (error) {
      notify('error', t.actionFailed({ message: error instanceof Error ? error.message : String(error) }));
      setRemoving(false);
    }
  };
  const details: [string, string | null][] = [
    [t.company, enquiry.company || null],
    [t.productionType, enquiry.production_type ? productionTypeLabel(enquiry.production_type, locale) : null],
    [t.shootDates, dates],
  ];
  return (
    <article
      aria-labelledby={`enquiry-${enquiry.id}`}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`enquiry-${enquiry.id}`} className="text-base font-semibold break-words">
          {enquiry.name} <span className="font-normal text-muted">&lt;{enquiry.email}&gt;</span>
        </h2>
        <p className="text-xs text-muted">
          <time dateTime={enquiry.created_at}>{t.received({ date: date(enquiry.created_at) })}</time>
        </p>
      </header>
      <p className="text-sm">
        <Link to={paths.studio(enquiry.studio_id)} className="underline-offset-2 hover:underline">
          {t.to({ studio: studioName })}
        </Link>
      </p>
      <dl className="flex flex-col gap-1 text-sm">
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="font-medium">{label}:</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
      </dl>
      {enquiry.quote ? <EnquiryQuoteDetails quote={enquiry.quote} studioCalendar={studioCalendar} /> : null}
      <p className="rounded-md bg-surface-2 p-3 text-sm break-words whitespace-pre-line">{enquiry.message}</p>
      <div className="flex flex-wrap gap-2">
        <a href={`mailto:${encodeURIComponent(enquiry.email)}`} className={buttonClasses('primary', 'sm')}>
          {t.reply}
        </a>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} disabled={removing}>
          {removing ? t.removing : t.remove}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmRemove}
        description={t.confirmRemoveDetail}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        destructive
        onConfirm={() => {
          setConfirming(false);
          void remove();
        }}
      />
    </article>
  );
}
