/** POST /api/subscriptions/ (product.md §17) with a form token of GET /api/forms/token/; failures throw ApiError / NetworkError / CsrfError. */

import type { subscribeRequestSchema } from '@domain/schemas/followed-search-schemas';
import type { z } from 'zod';
import { apiFetch } from '@/shared/lib/api-client';

export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export async function fetchFollowFormToken(): Promise<{ token: string; readyAt: number }> {
  const { data } = await apiFetch<{ form_token: string; min_fill_seconds: number }>('/api/forms/token/');
  return { token: data.form_token, readyAt: Date.now() + data.min_fill_seconds * 1000 };
}

export async function postSubscription(request: SubscribeRequest): Promise<void> {
  await apiFetch<{ status: 'check_your_mail' }>('/api/subscriptions/', { method: 'POST', body: request });
}
