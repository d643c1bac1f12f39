/**
 * Editors in place for admins only (the admin role: useAuth().isAdmin): an admin sees `children` (an
 * editor loaded with React.lazy), everyone else, a studio's owner included, sees `visitorView`, and
 * only admins ever download the editors' code. While the editor's chunk arrives, and if it cannot be
 * loaded (offline, a stale deployment), the visitor's view stands in, so the page stays readable.
 *
 *   <ForAdmins visitorView={<StatusBadge status={studio.status} />}><CardStatusEditor … /></ForAdmins>
 *
 * What a studio's own owners may edit too (its fields and parameters, product.md §14) goes in
 * ForStudioEditors instead; a studio's status and archive, and the directory's own controls, stay here.
 */
import { Component, type ReactNode, Suspense } from 'react';
import { ChunkLoadError } from '@/shared/lib/lazy-named';
import { useAuth } from '../hooks/use-auth';

export function ForAdmins({
  visitorView = null,
  children,
}: {
  visitorView?: ReactNode;
  children: ReactNode;
}) {
  const { isAdmin } = useAuth();
  return (
    <EditorInPlace allowed={isAdmin} visitorView={visitorView}>
      {children}
    </EditorInPlace>
  );
}

/** `children` (a lazy editor) for a reader who is `allowed`, `visitorView` for anyone else. */
export function EditorInPlace({
  allowed,
  visitorView,
  children,
}: {
  allowed: boolean;
  visitorView: ReactNode;
  children: ReactNode;
}) {
  if (!allowed) return visitorView;
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
