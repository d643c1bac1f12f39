/**
 * Controls that exist only for those who may edit one studio (admins, and the studio's own owners),
 * with nothing in their place for anyone else: ForAdmins with the studio's id and no visitor view. The
 * children are editors loaded with React.lazy, so nobody else downloads them.
 *
 *   <ForStudioEditors studioId={studio.id}><StudioImagesEditor studio={studio} /></ForStudioEditors>
 */
import type { ReactNode } from 'react';
import { ForAdmins } from './for-admins';

export function ForStudioEditors({ studioId, children }: { studioId: number; children: ReactNode }) {
  return <ForAdmins studioId={studioId}>{children}</ForAdmins>;
}
