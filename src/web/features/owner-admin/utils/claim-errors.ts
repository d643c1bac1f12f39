/**
 * A failed claim decision or delete in the admin's words (product.md §14), by the error's code: a
 * claim decided already (from another tab or admin) or gone, and an admin's email (approve); anything
 * else shows the server's detail or the network's message.
 */
import { ApiError } from '@/shared/lib/api-client';
import type { OwnerAdminMessages } from '../owner-admin-messages';

export function claimActionError(error: unknown, t: OwnerAdminMessages): string {
  if (error instanceof ApiError) {
    if (error.code === 'claim_decided' || error.code === 'not_found') return t.decidedAlready;
    if (error.code === 'owner_email_is_admin') return t.adminEmail;
  }
  return t.actionFailed({ message: error instanceof Error ? error.message : String(error) });
}
