/** Claims and outbox rows as the API shows them (product.md §14). */
import type { OwnerClaim } from '@domain/schemas/owner-schemas';
import type { OutboxRow } from '../db/repositories/outbox';
import type { ClaimWithStudio } from '../db/repositories/owner-claims';

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * A hint for the admin, not proof: the email's domain is the website's host, or one is a subdomain
 * of the other (jane@studio.example and https://www.studio.example/team).
 */
export function emailDomainMatchesWebsite(email: string, websiteUrl: string | null): boolean {
  const domain =
    email
      .split('@')
      .pop()
      ?.toLowerCase()
      .replace(/^www\./, '') ?? '';
  const host = hostOf(websiteUrl);
  if (!domain || !host) return false;
  return domain === host || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`);
}

function isClaimStatus(status: string): status is OwnerClaim['status'] {
  return status === 'pending' || status === 'approved' || status === 'rejected';
}

export function presentClaim(row: ClaimWithStudio): OwnerClaim {
  return {
    id: row.id,
    studio_id: row.studioId,
    studio_name: row.studioName,
    studio_website_url: row.studioWebsiteUrl,
    name: row.name,
    email: row.email,
    role: row.role,
    phone: row.phone,
    evidence_url: row.evidenceUrl,
    message: row.message,
    status: isClaimStatus(row.status) ? row.status : 'pending',
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    email_domain_matches_website: emailDomainMatchesWebsite(row.email, row.studioWebsiteUrl),
  };
}

export function presentOutboxMessage(row: OutboxRow) {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    locale: row.locale,
    kind: row.kind,
    studio_id: row.studioId,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    error: row.error,
  };
}
