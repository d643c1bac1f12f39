/**
 * The admin area's pages, in the order the admin navigation lists them: add a page here (and its
 * label to admin-area-messages.ts) and it is linked from every page an admin sees.
 */
import { paths } from '@/shared/paths';
import type { AdminAreaLabel } from './admin-area-messages';

export interface AdminNavItem {
  label: AdminAreaLabel;
  /** The page's path, relative to the router's basename. */
  to: string;
  /** Linked for a signed-in studio owner too (their own studios' queue and inbox). */
  forOwners?: boolean;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'claims', to: paths.adminClaims() },
  { label: 'outbox', to: paths.adminOutbox() },
  { label: 'corrections', to: paths.corrections(), forOwners: true },
  { label: 'enquiries', to: paths.enquiries(), forOwners: true },
  { label: 'duplicates', to: paths.adminDuplicates() },
  { label: 'exchangeRates', to: paths.adminExchangeRates() },
];
