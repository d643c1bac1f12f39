import { apiFetch } from '@/shared/lib/api-client';

export interface PageView {
  path: string;
  referrer: string | null;
}

/** First-party page view: no cookie of its own, nothing that identifies the visitor. */
export async function postPageView(view: PageView): Promise<void> {
  await apiFetch('/api/analytics/pageview/', { method: 'POST', body: view, keepalive: true });
}
