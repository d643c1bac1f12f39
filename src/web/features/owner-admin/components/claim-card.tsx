/**
 * One owner claim as the admin reads it (product.md §14): the studio, the claimant's details (all of
 * it visitor text, shown as text), the domain hint, and its decision or the actions to take one.
 */
import type { OwnerClaim } from '@domain/schemas/owner-schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/shared/components/ui/badge';
import { ExternalLink } from '@/shared/components/ui/external-link';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { useDateTime } from '../hooks/use-date-time';
import { type OwnerAdminMessages, ownerAdminMessages } from '../owner-admin-messages';

const STATUS_TONE: Record<OwnerClaim['status'], BadgeTone> = {
  pending: 'warn',
  approved: 'good',
  rejected: 'neutral',
};

function statusLabel(status: OwnerClaim['status'], t: OwnerAdminMessages): string {
  if (status === 'approved') return t.statusApproved;
  if (status === 'rejected') return t.statusRejected;
  return t.statusPending;
}

function domainHint(claim: OwnerClaim, t: OwnerAdminMessages): string {
  if (!claim.studio_website_url) return t.noWebsite;
  return claim.email_domain_matches_website ? t.domainMatches : t.domainDiffers;
}

export function ClaimCard({ claim, actions }: { claim: OwnerClaim; actions?: ReactNode }) {
  const t = useMessages(ownerAdminMessages);
  const common = useMessages(commonMessages);
  const dateTime = useDateTime();
  const headingId = `claim-${claim.id}-heading`;
  const rows: [string, ReactNode][] = [
    [t.fieldName, claim.name],
    [t.fieldEmail, claim.email],
    [t.fieldRole, claim.role],
    [t.fieldPhone, claim.phone || '—'],
    [
      t.fieldEvidence,
      <ExternalLink key="evidence" href={claim.evidence_url} newTabLabel={common.opensInNewTab}>
        {claim.evidence_url}
      </ExternalLink>,
    ],
    [t.fieldReceived, dateTime(claim.created_at)],
  ];
  if (claim.message)
    rows.push([
      t.fieldMessage,
      <span key="message" className="whitespace-pre-wrap">
        {claim.message}
      </span>,
    ]);
  if (claim.reason)
    rows.push([
      t.fieldReason,
      <span key="reason" className="whitespace-pre-wrap">
        {claim.reason}
      </span>,
    ]);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          <Link to={paths.studio(claim.studio_id)} className="hover:underline">
            {t.claimFor({ studio: claim.studio_name })}
          </Link>
        </h2>
        <Badge tone={STATUS_TONE[claim.status]}>{statusLabel(claim.status, t)}</Badge>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className={claim.email_domain_matches_website ? 'text-sm text-good' : 'text-sm text-muted'}>
        {domainHint(claim, t)}
      </p>
      {actions}
    </article>
  );
}
