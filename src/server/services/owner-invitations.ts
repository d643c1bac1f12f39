/**
 * What a claimant is told when an admin decides their claim (product.md §14): on approval the invitation
 * link (single use; the web app's /owner/accept page sets the password), or, for an account that has a
 * password already, a notice to sign in; on rejection the reason. Links are the web app's, under
 * WEB_BASE_PATH, on the origin the admin's request came to.
 */
import { WEB_BASE_PATH } from '@domain/web-routes';
import type { OutgoingMail } from '../db/repositories/outbox';
import type { ApprovalOutcome, ClaimWithStudio } from '../db/repositories/owner-claims';
import { asLocale } from '../lib/reader-locale';
import { claimRejectedMail, invitationMail, ownerAddedMail } from './mail-texts';

type Approved = Extract<ApprovalOutcome, { kind: 'approved' }>;

/** The page that takes an invitation's token and sets the password. */
function invitationUrl(origin: string, token: string): string {
  return `${origin}${WEB_BASE_PATH}/owner/accept?token=${encodeURIComponent(token)}`;
}

/** The approved claimant's mail and the invitation link it carries (null: a sign-in notice instead). */
export function approvalMail(
  origin: string,
  claim: ClaimWithStudio,
  approved: Approved,
): { url: string | null; mail: OutgoingMail } {
  const locale = asLocale(claim.locale);
  const url = approved.invitation ? invitationUrl(origin, approved.invitation.token) : null;
  const text =
    approved.invitation && url
      ? invitationMail(locale, {
          studioName: claim.studioName,
          url,
          expiresAt: approved.invitation.expiresAt,
        })
      : ownerAddedMail(locale, {
          studioName: claim.studioName,
          signInUrl: `${origin}${WEB_BASE_PATH}/admin/login`,
        });
  return {
    url,
    mail: {
      to: approved.owner.email,
      locale,
      kind: 'owner_invitation',
      studioId: claim.studioId,
      about: { kind: 'claim', id: claim.id },
      ...text,
    },
  };
}

/** The rejected claimant's mail, with the reason. */
export function rejectionMail(claim: ClaimWithStudio, reason: string): OutgoingMail {
  const locale = asLocale(claim.locale);
  return {
    to: claim.email,
    locale,
    kind: 'claim_rejected',
    studioId: claim.studioId,
    about: { kind: 'claim', id: claim.id },
    ...claimRejectedMail(locale, { studioName: claim.studioName, reason }),
  };
}
