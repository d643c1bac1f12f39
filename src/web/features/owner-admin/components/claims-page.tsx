/**
 * /admin/claims (product.md §14): owner claims, pending first by default, filtered by status (in the
 * address, so a filter can be shared); approve, reject with a reason, delete. After an approval the
 * invitation link stays on top, to copy and send by hand, while the claim leaves the pending list.
 */
import type { OwnerClaimApproved } from '@domain/schemas/owner-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { paths } from '@/shared/paths';
import { type ClaimFilter, claimListQuery } from '../api/claims';
import { ownerAdminMessages } from '../owner-admin-messages';
import { ClaimActions } from './claim-actions';
import { ClaimCard } from './claim-card';
import { InvitationLink } from './invitation-link';

const FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

function readFilter(value: string | null): ClaimFilter {
  return (FILTERS as readonly string[]).includes(value ?? '') ? (value as ClaimFilter) : 'pending';
}

export function ClaimsPage() {
  const t = useMessages(ownerAdminMessages);
  useDocumentTitle(t.claimsTitle);
  const [searchParams] = useSearchParams();
  const filter = readFilter(searchParams.get('status'));
  const [approval, setApproval] = useState<OwnerClaimApproved | null>(null);
  const labels: Record<ClaimFilter, string> = {
    pending: t.filterPending,
    approved: t.filterApproved,
    rejected: t.filterRejected,
    all: t.filterAll,
  };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t.claimsTitle}</h1>
        <p className="text-sm text-muted">{t.claimsIntro}</p>
      </div>
      <nav aria-label={t.filterLabel} className="flex flex-wrap gap-1">
        {FILTERS.map((value) => (
          <Link
            key={value}
            to={paths.adminClaims(value === 'pending' ? undefined : value)}
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
      {approval ? <ApprovalPanel approval={approval} /> : null}
      <ClaimList filter={filter} onApproved={setApproval} />
    </div>
  );
}

function ApprovalPanel({ approval }: { approval: OwnerClaimApproved }) {
  const t = useMessages(ownerAdminMessages);
  return (
    <section
      role="status"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-good/40 bg-good-soft p-4"
    >
      <p className="font-medium">{t.approved({ email: approval.owner.email })}</p>
      {approval.invitation_url ? (
        <InvitationLink url={approval.invitation_url} expiresAt={approval.invitation_expires_at} />
      ) : (
        <p className="text-sm">{t.noInvitation}</p>
      )}
    </section>
  );
}

function ClaimList({
  filter,
  onApproved,
}: {
  filter: ClaimFilter;
  onApproved(result: OwnerClaimApproved): void;
}) {
  const t = useMessages(ownerAdminMessages);
  const query = useQuery(claimListQuery(filter));
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
  const claims = query.data;
  if (claims.length === 0) return <p className="text-muted">{t.noClaims}</p>;
  return (
    <>
      <p className="text-sm text-muted">{t.claimCount({ count: claims.length })}</p>
      <ul className="flex flex-col gap-4">
        {claims.map((claim) => (
          <li key={claim.id}>
            <ClaimCard claim={claim} actions={<ClaimActions claim={claim} onApproved={onApproved} />} />
          </li>
        ))}
      </ul>
    </>
  );
}
