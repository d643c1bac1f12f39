/**
 * Editors in place for whoever may edit one studio: admins, and the studio's own owners (product.md
 * §14; the rule: utils/may-edit-studio.ts). They see `children` (an editor loaded with React.lazy),
 * everyone else sees `visitorView` (nothing, unless given), and nobody else downloads the editors'
 * code. Loading and a failed chunk are handled as in ForAdmins (for-admins.tsx).
 *
 *   <ForStudioEditors studioId={studio.id} visitorView={studio.name}><NameEditor studio={studio} /></ForStudioEditors>
 *   <ForStudioEditors studioId={studio.id}><StudioImagesEditor studio={studio} /></ForStudioEditors>
 */
import type { ReactNode } from 'react';
import { useMayEditStudio } from '../hooks/use-may-edit-studio';
import { EditorInPlace } from './for-admins';

export function ForStudioEditors({
  studioId,
  visitorView = null,
  children,
}: {
  /** The studio the editor changes: its owners may edit it, as admins may. */
  studioId: number;
  visitorView?: ReactNode;
  children: ReactNode;
}) {
  const mayEdit = useMayEditStudio(studioId);
  return (
    <EditorInPlace allowed={mayEdit} visitorView={visitorView}>
      {children}
    </EditorInPlace>
  );
}
