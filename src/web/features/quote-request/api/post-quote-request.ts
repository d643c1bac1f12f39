/** POST /api/quote-requests/ (product.md §14); failures throw ApiError / NetworkError / CsrfError. */
import type { QuoteRequest } from '@domain/schemas/quote-request-schemas';
import { apiFetch } from '@/shared/lib/api-client';

export async function postQuoteRequest(request: QuoteRequest): Promise<{ studios: number }> {
  const { data } = await apiFetch<{ status: 'sent'; studios: number }>('/api/quote-requests/', {
    method: 'POST',
    body: request,
  });
  return data;
}
