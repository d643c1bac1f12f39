/**
 * Whose email a reader may see beside a change (product.md §14): admins see every author's; an owner
 * sees their own, and for anyone else only that it was an admin or an owner. Staff and co-owners'
 * addresses are personal data an owner has no need of.
 */
import type { Viewer } from '../lib/http/viewer';

export function visibleAuthorEmail(viewer: Viewer, authorId: number, email: string | null): string {
  const reader = viewer.admin;
  if (!reader) return '';
  if (reader.role === 'admin' || reader.id === authorId) return email ?? '';
  return '';
}
