/** /admin/duplicates/:a/:b/merge (product.md §20): merging two likely duplicate studios, for admins only. */
import { useParams } from 'react-router';
import { MergePage } from '@/features/duplicates/components/merge-page';
import { AdminPageGate } from '@/shared/auth/components/admin-page-gate';

export function AdminDuplicateMergeRoute() {
  const { a, b } = useParams();
  return (
    <AdminPageGate>
      <MergePage a={a ?? ''} b={b ?? ''} />
    </AdminPageGate>
  );
}
