import type { PageViewRequest } from '@domain/schemas/analytics-schemas';
import { apiFetch } from '@/shared/lib/api-client';

/** First-party page view: no cookie of its own, nothing that identifies the visitor. */
export async function postPageView(view: PageViewRequest): Promise<void> {
  await apiFetch('/api/analytics/pageview/', { method: 'POST', body: view, keepalive: true });
}
