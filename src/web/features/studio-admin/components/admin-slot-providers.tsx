/**
 * The code-split part of the admin features: reporters that build the detail page's slots and the
 * directory's admin props and hand them to the route (through `onChange`). One module for both, so
 * the editors and the validation schemas they share with the server load as one chunk, only for
 * admins.
 *
 * The reporters render nothing: the route keeps rendering the page itself, at the same place in the
 * tree, and only its props change when the editors arrive, so nothing on the page is remounted
 * (an open dialog or a collapsed section stays as it is). They are memoised: they render again only
 * when their own state or context changes, and each such render reports new slots once.
 */
import { memo, useLayoutEffect } from 'react';
import type { StudioDetailSlots } from '@/features/studio-detail/components/studio-detail-slots';
import { useStudioDetailAdminSlots } from '../hooks/use-studio-detail-admin-slots';
import { type StudioListAdmin, useStudioListAdmin } from '../hooks/use-studio-list-admin';

export const StudioDetailAdminSlots = memo(function StudioDetailAdminSlots({
  onChange,
}: {
  onChange(slots: StudioDetailSlots): void;
}) {
  const slots = useStudioDetailAdminSlots();
  useLayoutEffect(() => onChange(slots), [slots, onChange]);
  return null;
});

export const StudioListAdminProps = memo(function StudioListAdminProps({
  onChange,
}: {
  onChange(admin: StudioListAdmin): void;
}) {
  const admin = useStudioListAdmin();
  useLayoutEffect(() => onChange(admin), [admin, onChange]);
  return null;
});
