/**
 * Who is asking: the admin behind the request's session, or nobody. The viewer plugin
 * (plugins/viewer.ts) puts it on request.viewer; the session plugin fills it in.
 */

export interface AdminViewer {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  isSuperuser: boolean;
  lastLogin: Date | null;
  /** admin, or owner: a studio owner, who writes only their own studios (product.md §14). */
  role: 'admin' | 'owner';
  /** An owner's studios (empty for an admin). */
  ownedStudioIds: readonly number[];
}

export interface Viewer {
  admin: AdminViewer | null;
}

/** True when the request comes from a signed-in staff admin. */
export function isStaffViewer(viewer: Viewer): boolean {
  return viewer.admin?.isStaff === true;
}
