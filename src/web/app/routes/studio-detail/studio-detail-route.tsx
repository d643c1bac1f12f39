import { useParams } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ImportDataButton } from '@/features/parameter-import/components/import-data-button';
import { ImportHistoryPanel } from '@/features/parameter-import/components/import-history-panel';
import { StudioDetailAdmin } from '@/features/studio-admin/components/studio-detail-admin';
import { StudioDetailPage } from '@/features/studio-detail/components/studio-detail-page';
import type { StudioDetailSlots } from '@/features/studio-detail/components/studio-detail-slots';

/**
 * Parameter import, admins only: 'IMPORT DATA' among the header's actions and the import
 * history right after Studio Parameters. Other header actions go beside it in one fragment.
 */
const importSlots: Pick<StudioDetailSlots, 'headerActions' | 'afterParameters'> = {
  headerActions: (studio) => <ImportDataButton studio={studio} />,
  afterParameters: (studio) => <ImportHistoryPanel studioId={studio.id} />,
};

/**
 * /studios/:id (product.md §2 "Studio detail"). Visitors get the plain page; admins get the editors
 * through StudioDetailPage's slots.
 */
export function StudioDetailRoute() {
  const { id } = useParams();
  const { isAdmin } = useAuth();
  // `admin`: the studio-admin editors (loaded on demand; undefined until they arrive).
  const page = (admin?: StudioDetailSlots) => {
    const slots: StudioDetailSlots = isAdmin
      ? {
          ...admin,
          headerActions: (studio) => (
            <>
              {importSlots.headerActions?.(studio)}
              {admin?.headerActions?.(studio)}
            </>
          ),
          afterParameters: importSlots.afterParameters,
        }
      : {};
    return <StudioDetailPage rawId={id} isAdmin={isAdmin} slots={slots} />;
  };
  return isAdmin ? <StudioDetailAdmin>{page}</StudioDetailAdmin> : page();
}
