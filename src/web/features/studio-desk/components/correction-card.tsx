/**
 * One suggested correction (product.md §14): the field, the value shown now beside the suggestion,
 * the source link, the note and who sent it, all as text; its decision, or the actions for a pending
 * one (approve, or reject with a reason).
 */
import { formatShortDate } from '@domain/format-date';
import type { Correction } from '@domain/schemas/owner-schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '@/shared/components/ui/external-link';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { safeExternalUrl } from '@/shared/lib/safe-url';
import { paths } from '@/shared/paths';
import { deskMessages } from '../desk-messages';
import { shownValueText } from '../utils/value-text';

export function CorrectionCard({
  correction,
  studioName,
  fieldLabel,
  actions,
}: {
  correction: Correction;
  studioName: string;
  fieldLabel: string;
  actions?: ReactNode;
}) {
  const t = useMessages(deskMessages);
  const { locale } = useLocale();
  const date = (iso: string | null) => formatShortDate(iso, locale) ?? '';
  // As the studio page shows it: a parameter with its unit ('2.3 mm', not '2.3').
  const current = shownValueText(correction.field, correction.current_value, locale);
  const source = safeExternalUrl(correction.source_url);
  return (
    <article
      aria-labelledby={`correction-${correction.id}`}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`correction-${correction.id}`} className="text-base font-semibold">
          <Link to={paths.studio(correction.studio_id)} className="underline-offset-2 hover:underline">
            {studioName}
          </Link>
          {' · '}
          <span>{fieldLabel}</span>
        </h2>
        <p className="text-xs text-muted">{t.received({ date: date(correction.created_at) })}</p>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-md bg-surface-2 p-3">
          <dt className="text-xs font-medium text-muted">{t.current}</dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-line">{current || t.empty}</dd>
        </div>
        <div className="rounded-md border border-accent/40 bg-accent-soft p-3">
          <dt className="text-xs font-medium text-accent-text">{t.proposed}</dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-line">{correction.proposed_value}</dd>
        </div>
      </dl>
      <dl className="flex flex-col gap-1 text-sm">
        {correction.source_url ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium">{t.source}:</dt>
            <dd className="min-w-0 break-all">
              {source ? (
                <ExternalLink href={source}>{correction.source_url}</ExternalLink>
              ) : (
                correction.source_url
              )}
            </dd>
          </div>
        ) : null}
        {correction.note ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium">{t.note}:</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{correction.note}</dd>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t.suggester}:</dt>
          <dd className="min-w-0 break-all">{correction.email || t.anonymous}</dd>
        </div>
      </dl>
      {correction.status === 'approved' ? (
        <p className="text-sm font-medium text-good">
          {t.statusApproved({ date: date(correction.decided_at) })}
        </p>
      ) : correction.status === 'rejected' ? (
        <p className="text-sm text-muted">
          {t.statusRejected({ date: date(correction.decided_at), reason: correction.reason })}
        </p>
      ) : (
        actions
      )}
    </article>
  );
}
