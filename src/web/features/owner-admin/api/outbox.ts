/** GET /api/admin/outbox/ (product.md §14): the mail the server wrote, newest first (admins). */
import type { OutboxMessage } from '@domain/schemas/owner-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export const outboxKeys = { list: () => ['admin-outbox'] as const };

export function outboxQuery() {
  return queryOptions({
    queryKey: outboxKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ results: OutboxMessage[] }>('/api/admin/outbox/', { signal })).data.results,
  });
}
