/** A studio's calendar: its editors' changes (issue 38); the read is shared/api/studio-calendar.ts. */
import type { StudioCalendarDto } from '@domain/schemas/calendar-schemas';
import type { RangeStatus } from '@domain/studio-calendar';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAfterWrite } from '@/shared/api/studio-cache';
import { calendarKey } from '@/shared/api/studio-calendar';
import { apiFetch } from '@/shared/lib/api-client';

const base = (id: number) => `/api/studios/studios-enhanced/${id}/calendar`;

export interface RangeFields {
  start: string;
  end: string;
  status: RangeStatus;
  note: string | null;
}

export async function addRange(id: number, fields: RangeFields): Promise<StudioCalendarDto> {
  return (await apiFetch<StudioCalendarDto>(`${base(id)}/ranges/`, { method: 'POST', body: fields })).data;
}

export async function changeRange(
  id: number,
  rangeId: string,
  fields: RangeFields,
): Promise<StudioCalendarDto> {
  return (
    await apiFetch<StudioCalendarDto>(`${base(id)}/ranges/${rangeId}/`, { method: 'PATCH', body: fields })
  ).data;
}

export async function removeRange(id: number, rangeId: string): Promise<StudioCalendarDto> {
  return (await apiFetch<StudioCalendarDto>(`${base(id)}/ranges/${rangeId}/`, { method: 'DELETE' })).data;
}

export async function setFeed(id: number, url: string | null): Promise<StudioCalendarDto> {
  return (await apiFetch<StudioCalendarDto>(`${base(id)}/feed/`, { method: 'PUT', body: { url } })).data;
}

export async function uploadIcs(id: number, ics: string): Promise<StudioCalendarDto> {
  return (await apiFetch<StudioCalendarDto>(`${base(id)}/upload/`, { method: 'POST', body: { ics } })).data;
}

/** After a change: the calendar as answered, then the list and history catch up. */
export function applyCalendarWrite(queryClient: QueryClient, id: number, calendar: StudioCalendarDto): void {
  queryClient.setQueryData(calendarKey(id), calendar);
  invalidateAfterWrite(queryClient, id, { studio: true });
}
