/**
 * The detail page's admin slots, loaded on demand: visitors never download the editors. The page is
 * rendered here at once (without editors) and keeps its place in the tree when they arrive.
 *
 *   <StudioDetailAdmin>{(slots) => <StudioDetailPage rawId={id} isAdmin slots={slots} />}</StudioDetailAdmin>
 */
import { type ReactNode, useState } from 'react';
import type { StudioDetailSlots } from '@/features/studio-detail/components/studio-detail-slots';
import { useAdminModule } from '../hooks/use-admin-module';

export function StudioDetailAdmin({
  children,
}: {
  children: (slots: StudioDetailSlots | undefined) => ReactNode;
}) {
  const admin = useAdminModule();
  const [slots, setSlots] = useState<StudioDetailSlots>();
  return (
    <>
      {admin ? <admin.StudioDetailAdminSlots onChange={setSlots} /> : null}
      {children(slots)}
    </>
  );
}
