/** POST /api/admin/logout/ (product.md §7): the server deletes the session and clears its cookie. */
import type { LogoutResponse } from '@domain/schemas/auth-schemas';
import { apiFetch } from '@/shared/lib/api-client';

export async function postLogout(): Promise<LogoutResponse> {
  const { data } = await apiFetch<LogoutResponse>('/api/admin/logout/', { method: 'POST' });
  return data;
}
