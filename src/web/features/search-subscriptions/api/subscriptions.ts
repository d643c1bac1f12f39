/** GET /api/admin/search-subscriptions/ and POST …/{id}/delete/ (product.md §17; admins). */
import type { subscriptionSchema } from '@domain/schemas/followed-search-schemas';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/shared/lib/api-client';

export type SearchSubscription = z.infer<typeof subscriptionSchema>;

export const subscriptionKeys = { list: () => ['admin-search-subscriptions'] as const };

export function subscriptionsQuery() {
  return queryOptions({
    queryKey: subscriptionKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ results: SearchSubscription[] }>('/api/admin/search-subscriptions/', { signal })).data
        .results,
  });
}

export async function deleteSubscription(id: number): Promise<void> {
  await apiFetch<null>(`/api/admin/search-subscriptions/${id}/delete/`, { method: 'POST' });
}
