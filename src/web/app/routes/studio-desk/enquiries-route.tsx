/** /admin/enquiries (product.md §14): the enquiries inbox, for studio owners and admins. */
import { DeskPageGate } from '@/features/studio-desk/components/desk-page-gate';
import { EnquiriesPage } from '@/features/studio-desk/components/enquiries-page';

export function EnquiriesRoute() {
  return <DeskPageGate>{(scope) => <EnquiriesPage scope={scope} />}</DeskPageGate>;
}
