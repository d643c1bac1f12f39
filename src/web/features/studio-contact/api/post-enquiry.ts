/** POST /api/studios/studios-enhanced/{id}/enquiries/ (product.md §14); failures throw ApiError / NetworkError / CsrfError. */
import type { EnquiryRequest } from '@domain/schemas/owner-schemas';
import { apiFetch } from '@/shared/lib/api-client';

export async function postEnquiry(studioId: number, enquiry: EnquiryRequest): Promise<{ id: number }> {
  const { data } = await apiFetch<{ id: number; status: 'sent' }>(
    `/api/studios/studios-enhanced/${studioId}/enquiries/`,
    { method: 'POST', body: enquiry },
  );
  return data;
}
