/**
 * Admin editors in place: an admin sees `children` (an editor loaded with React.lazy), everyone else
 * sees `visitorView`, and only admins ever download the editors' code. While the editor's chunk
 * arrives, and if it cannot be loaded (offline, a stale deployment), the visitor's view stands in,
 * so the page stays readable.
 *
 *   <ForAdmins visitorView={studio.name}><NameEditor studio={studio} /></ForAdmins>
 *
 * With `studioId`, the studio's own owners get the editors too (product.md §14): a studio's fields and
 * parameters, never its status or archive, which stay plain ForAdmins.
 */
import { Component, type ReactNode, Suspense } from 'react';
import { ChunkLoadError } from '@/shared/lib/lazy-named';
import { useMayEditStudio } from '../hooks/use-may-edit-studio';

export function ForAdmins({
  visitorView = null,
  studioId,
  children,
}: {
  visitorView?: ReactNode;
  /** The studio the editor changes: its owners may edit it too. */
  studioId?: number;
  children: ReactNode;
}) {
  const mayEdit = useMayEditStudio(studioId);
  if (!mayEdit) return visitorView;
  return (
    <EditorLoadBoundary fallback={visitorView}>
      <Suspense fallback={visitorView}>{children}</Suspense>
    </EditorLoadBoundary>
  );
}

/**
 * Shows `fallback` when the editor's chunk failed to load; any other error is a bug and goes on
 * to the route's error page.
 */
class EditorLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return this.props.fallback;
    throw error;
  }
}
