/** POST /api/admin/login/ {email, password} (product.md §7); failures throw ApiError / NetworkError / CsrfError. */
import type { LoginSuccess } from '@domain/schemas/auth-schemas';
import { apiFetch } from '@/shared/lib/api-client';

export async function postLogin(email: string, password: string): Promise<LoginSuccess> {
  const { data } = await apiFetch<LoginSuccess>('/api/admin/login/', {
    method: 'POST',
    body: { email, password },
  });
  return data;
}
