/**
 * Who is asking: the account behind the request's session, or nobody. The viewer plugin
 * (plugins/viewer.ts) puts it on request.viewer; the session plugin fills it in.
 *
 * An account is a row of the admin_users table (the table keeps its Django name) with a role: an
 * admin, or a studio owner (product.md §14). Code names the signed-in person `account` and says
 * "admin" only where it means the admin role (or staff, is_staff): see the guards (guards.ts).
 */

export interface Account {
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
  /** The signed-in account, admin or owner; null for an anonymous reader. */
  account: Account | null;
}

/** True when the request comes from a signed-in staff admin. */
export function isStaffViewer(viewer: Viewer): boolean {
  return viewer.account?.isStaff === true;
}
