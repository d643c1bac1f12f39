/**
 * Whose email a reader may see in a change (product.md §14): admins see every one; an owner sees
 * their own, and for anyone else only that it was an admin or an owner. Staff and co-owners'
 * addresses are personal data an owner has no need of. The rule holds for the author of a change
 * and for an account a change names (the owner an approval bound, `after.email`: issue 35).
 */
import type { Viewer } from '../lib/http/viewer';

export function visibleAuthorEmail(viewer: Viewer, authorId: number, email: string | null): string {
  const reader = viewer.account;
  if (!reader) return '';
  if (reader.role === 'admin' || reader.id === authorId) return email ?? '';
  return '';
}

/** An account's email as a change names it: the reader's own, or any for an admin; else ''. */
export function visibleAccountEmail(viewer: Viewer, email: string): string {
  const reader = viewer.account;
  if (!reader) return '';
  if (reader.role === 'admin' || reader.email.toLowerCase() === email.trim().toLowerCase()) return email;
  return '';
}

/** A change's before or after value, with the `email` it names shown only to whom it may be. */
export function visibleChangeValue(viewer: Viewer, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.email !== 'string') return value;
  return { ...record, email: visibleAccountEmail(viewer, record.email) };
}
