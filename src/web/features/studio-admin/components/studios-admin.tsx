/**
 * The directory's admin parts, loaded on demand (visitors never download them). The list is rendered
 * here at once (without them) and keeps its place in the tree when they arrive.
 *
 *   <StudiosAdmin>{(admin) => <StudioDirectory {...admin} />}</StudiosAdmin>
 */
import { type ReactNode, useState } from 'react';
import { useAdminModule } from '../hooks/use-admin-module';
import type { StudioListAdmin } from '../hooks/use-studio-list-admin';

export function StudiosAdmin({ children }: { children: (admin: StudioListAdmin | undefined) => ReactNode }) {
  const module = useAdminModule();
  const [admin, setAdmin] = useState<StudioListAdmin>();
  return (
    <>
      {module ? <module.StudioListAdminProps onChange={setAdmin} /> : null}
      {children(admin)}
    </>
  );
}
