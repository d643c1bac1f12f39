/**
 * GET /api/forms/token/ (product.md §14): a signed time the enquiry form sends back; the API refuses
 * a form sent sooner than `min_fill_seconds` after it (400 form_too_fast).
 */
import { useEffect, useRef } from 'react';
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

/**
 * A public form's token: fetched once the form is on screen, fetched again with `renew` (a token
 * the server refused), and `take` gives the one to send (a new one when the last fetch failed).
 */
export function useFormToken(): { renew(): Promise<FormToken>; take(): Promise<FormToken> } {
  const token = useRef<Promise<FormToken> | null>(null);
  const renew = () => {
    const next = fetchFormToken();
    next.catch(() => {});
    token.current = next;
    return next;
  };
  useEffect(() => {
    if (!token.current) renew();
  });
  return { renew, take: () => (token.current ?? renew()).catch(() => renew()) };
}
