/** /owner/accept?token=… (product.md §14): an owner's invitation, where they set their password. */
import { AcceptInvitationPage } from '@/features/owner-account/components/accept-invitation-page';

export function OwnerAcceptRoute() {
  return <AcceptInvitationPage />;
}
