/** POST /api/owner/accept/ {token, password} (product.md §14): sets the owner's password and signs in. */
import type { LoginSuccess } from '@domain/schemas/auth-schemas';
import { apiFetch } from '@/shared/lib/api-client';

export async function acceptInvitation(token: string, password: string): Promise<LoginSuccess> {
  const { data } = await apiFetch<LoginSuccess>('/api/owner/accept/', {
    method: 'POST',
    body: { token, password },
  });
  return data;
}
