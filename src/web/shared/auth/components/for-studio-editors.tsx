/**
 * Controls for those who may edit one studio: admins, and the studio's own owners (product.md §14;
 * the server checks again on every write). Like ForAdmins, the children are editors loaded with
 * React.lazy: nobody else downloads them, and while (or if) their chunk does not arrive, nothing
 * stands in.
 *
 *   <ForStudioEditors studioId={studio.id}><StudioImagesEditor studio={studio} /></ForStudioEditors>
 */
import type { AdminUser } from '@domain/schemas/auth-schemas';
import { Component, type ReactNode, Suspense } from 'react';
import { ChunkLoadError } from '@/shared/lib/lazy-named';
import { useAuth } from '../hooks/use-auth';

/** Whether this account may edit the studio: an admin, or one of its owners. */
export function mayEditStudio(user: AdminUser | null, isAdmin: boolean, studioId: number): boolean {
  if (isAdmin) return true;
  return user?.role === 'owner' && (user.owned_studio_ids ?? []).includes(studioId);
}

export function ForStudioEditors({ studioId, children }: { studioId: number; children: ReactNode }) {
  const { user, isAdmin } = useAuth();
  if (!mayEditStudio(user, isAdmin, studioId)) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkBoundary>
  );
}

/** An editor whose chunk cannot be loaded is left out; any other error goes on to the route's error page. */
class ChunkBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return null;
    throw error;
  }
}
