/**
 * /admin/claims (product.md §14): owner claims, pending first by default, filtered by status (in the
 * address, so a filter can be shared); approve, reject with a reason, delete. After an approval the
 * invitation link stays on top, to copy and send by hand, while the claim leaves the pending list.
 */
import type { OwnerClaimApproved } from '@domain/schemas/owner-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '@/shared/components/admin/admin-list-page';
import { QueryList } from '@/shared/components/admin/query-list';
import { StatusFilterNav } from '@/shared/components/admin/status-filter-nav';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { readStatusFilter } from '@/shared/lib/status-filter';
import { paths } from '@/shared/paths';
import { type ClaimFilter, claimListQuery } from '../api/claims';
import { ownerAdminMessages } from '../owner-admin-messages';
import { ClaimActions } from './claim-actions';
import { ClaimCard } from './claim-card';
import { InvitationLink } from './invitation-link';

export function ClaimsPage() {
  const t = useMessages(ownerAdminMessages);
  useDocumentTitle(t.claimsTitle);
  const [searchParams] = useSearchParams();
  const filter = readStatusFilter(searchParams.get('status'));
  const [approval, setApproval] = useState<OwnerClaimApproved | null>(null);
  return (
    <AdminListPage title={t.claimsTitle} intro={t.claimsIntro}>
      <StatusFilterNav texts={t} current={filter} pathOf={paths.adminClaims} />
      {approval ? <ApprovalPanel approval={approval} /> : null}
      <ClaimList filter={filter} onApproved={setApproval} />
    </AdminListPage>
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
  return (
    <QueryList
      query={query}
      texts={t}
      emptyText={t.noClaims}
      countText={t.claimCount}
      renderItem={(claim) => (
        <ClaimCard claim={claim} actions={<ClaimActions claim={claim} onApproved={onApproved} />} />
      )}
    />
  );
}
