import { useParams } from 'react-router';
import { StudioDetailPage } from '@/features/studio-page/components/studio-detail-page';
import { ForAdmins } from '@/shared/auth/components/for-admins';
import { lazyNamed } from '@/shared/lib/lazy-named';

// The parameter import is its own feature; the route composes it into the page for admins only,
// and only they download it.
const ImportDataButton = lazyNamed(
  () => import('@/features/parameter-import/components/import-data-button'),
  'ImportDataButton',
);
const ImportHistoryPanel = lazyNamed(
  () => import('@/features/parameter-import/components/import-history-panel'),
  'ImportHistoryPanel',
);

/**
 * /studios/:id (product.md §2 "Studio detail"). Admins (and the studio's owners, product.md §14) edit the page in place; the parameter import
 * adds 'IMPORT DATA' beside the header and its history after Studio Parameters.
 */
export function StudioDetailRoute() {
  const { id } = useParams();
  return (
    <StudioDetailPage
      rawId={id}
      headerActions={(studio) => (
        <ForAdmins studioId={studio.id}>
          <ImportDataButton studio={studio} />
        </ForAdmins>
      )}
      afterParameters={(studio) => (
        <ForAdmins studioId={studio.id}>
          <ImportHistoryPanel studioId={studio.id} />
        </ForAdmins>
      )}
    />
  );
}
