/**
 * What an availability and quote request asked of this studio (product.md §14 "A request to several
 * studios"): its days and crew, as text, never the other studios it went to. `studioCalendar` is the
 * studio's own calendar over the request's dates (enquiry-studio-calendar.tsx, passed by the inbox).
 */
import { crewRoleLabel } from '@domain/quote-request';
import type { Enquiry } from '@domain/schemas/owner-schemas';
import type { ReactNode } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { quoteDetailsMessages } from '../quote-details-messages';

export function EnquiryQuoteDetails({
  quote,
  studioCalendar,
}: {
  quote: NonNullable<Enquiry['quote']>;
  /** The studio's own calendar for the request's dates. */
  studioCalendar?: ReactNode;
}) {
  const t = useMessages(quoteDetailsMessages);
  const { locale } = useLocale();
  const crew = quote.crew.map((role) => crewRoleLabel(role, locale)).join(', ');
  return (
    <section aria-label={t.heading} className="flex flex-col gap-1 text-sm">
      <p className="font-semibold">{t.heading}</p>
      <dl className="flex flex-col gap-1">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t.days}:</dt>
          <dd>
            {t.daysValue({ prep: quote.prep_days, shoot: quote.shoot_days, strike: quote.strike_days })}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t.crew}:</dt>
          <dd className="min-w-0 break-words">{crew || t.noCrew}</dd>
        </div>
      </dl>
      {studioCalendar ?? null}
    </section>
  );
}
