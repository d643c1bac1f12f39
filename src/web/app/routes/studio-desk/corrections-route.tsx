/** /admin/corrections (product.md §14): the corrections queue, for admins and studio owners. */
import { CorrectionsPage } from '@/features/studio-desk/components/corrections-page';
import { DeskPageGate } from '@/features/studio-desk/components/desk-page-gate';

export function CorrectionsRoute() {
  return <DeskPageGate>{(scope) => <CorrectionsPage scope={scope} />}</DeskPageGate>;
}
