/**
 * The enquiries inbox (product.md §14): an owner reads their studios' (GET /api/owner/enquiries/), an
 * admin every enquiry (GET /api/admin/enquiries/: the API decides). Deleting one removes its personal
 * data. Failures throw ApiError / NetworkError / CsrfError.
 */
import type { Enquiry } from '@domain/schemas/owner-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';

export const enquiryKeys = {
  all: ['studio-desk', 'enquiries'] as const,
  list: (role: 'admin' | 'owner') => [...enquiryKeys.all, role] as const,
};

export function enquiryListQuery(role: 'admin' | 'owner') {
  return queryOptions({
    queryKey: enquiryKeys.list(role),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ results: Enquiry[] }>(
          role === 'admin' ? '/api/admin/enquiries/' : '/api/owner/enquiries/',
          { signal },
        )
      ).data.results,
  });
}

export async function deleteEnquiry(enquiry: Enquiry): Promise<void> {
  await apiFetch<null>(`/api/studios/studios-enhanced/${enquiry.studio_id}/enquiries/${enquiry.id}/delete/`, {
    method: 'POST',
  });
}
