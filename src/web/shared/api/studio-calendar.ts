/**
 * One studio's calendar (issue 38, product.md §19), read by every feature that shows it: the studio
 * page's Availability card and the enquiries inbox beside a request's dates. Its editors (the
 * studio's owners and staff admins) get the notes and the feed too; the API decides.
 */
import type { StudioCalendarDto } from '@domain/schemas/calendar-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/lib/api-client';
import { studioKeys } from './studio-keys';

export const calendarKey = (id: number) => [...studioKeys.studio(id), 'calendar'] as const;

export function studioCalendarQuery(id: number) {
  return queryOptions({
    queryKey: calendarKey(id),
    queryFn: async ({ signal }) =>
      (await apiFetch<StudioCalendarDto>(`/api/studios/studios-enhanced/${id}/calendar/`, { signal })).data,
  });
}
