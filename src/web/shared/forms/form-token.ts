/**
 * GET /api/forms/token/ (product.md §14): a signed time the enquiry form sends back; the API refuses
 * a form sent sooner than `min_fill_seconds` after it (400 form_too_fast).
 */
import { apiFetch } from '@/shared/lib/api-client';

export interface FormToken {
  token: string;
  /** When the form may be sent, in this browser's clock (ms). */
  readyAt: number;
}

export async function fetchFormToken(): Promise<FormToken> {
  const { data } = await apiFetch<{ form_token: string; min_fill_seconds: number }>('/api/forms/token/');
  // Counted from the answer's arrival, which is after the server signed the time: waiting that long
  // here is at least that long there, whatever the two clocks say.
  return { token: data.form_token, readyAt: Date.now() + data.min_fill_seconds * 1000 };
}
