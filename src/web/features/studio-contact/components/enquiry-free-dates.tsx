/**
 * The enquiry form's offer of free dates (issue 38): the studio's next free periods within three
 * months when its calendar is current; choosing one fills the shoot's dates. Nothing is shown when
 * the calendar is stale, absent or cannot be read (the visitor types dates as before).
 */
import type { StudioCalendarDto } from '@domain/schemas/calendar-schemas';
import { calendarFactsOf, dateOfDay, freePeriods, todayDay } from '@domain/studio-calendar';
import { useQuery } from '@tanstack/react-query';
import { defineMessages } from '@/shared/i18n/define-messages';
import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { apiFetch } from '@/shared/lib/api-client';

const messages = defineMessages({
  en: {
    heading: 'Free dates at this studio',
    choose: (p: { range: string }) => `Choose ${p.range}`,
  },
  ru: {
    heading: 'Свободные даты студии',
    choose: (p: { range: string }) => `Выбрать ${p.range}`,
  },
});

export function EnquiryFreeDates({
  studioId,
  onChoose,
}: {
  studioId: number;
  onChoose(from: string, to: string): void;
}) {
  const t = useMessages(messages);
  const locale = useIntlLocale();
  const query = useQuery({
    queryKey: ['studio', studioId, 'calendar'],
    queryFn: async ({ signal }) =>
      (await apiFetch<StudioCalendarDto>(`/api/studios/studios-enhanced/${studioId}/calendar/`, { signal }))
        .data,
  });
  const calendar = query.data;
  if (calendar?.state !== 'current') return null;
  const busy = calendar.ranges.filter((r) => r.status !== 'open').map((r) => `${r.start}/${r.end}`);
  const periods = freePeriods(calendarFactsOf({ updated_at: calendar.updated_at, busy }), todayDay(), 92, 3);
  if (periods.length === 0) return null;
  const format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const text = (day: number) => format.format(new Date(day * 86_400_000));
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-medium">{t.heading}</p>
      <ul className="flex flex-wrap gap-2">
        {periods.map(([a, b]) => {
          const range = a === b ? text(a) : `${text(a)} – ${text(b)}`;
          return (
            <li key={a}>
              <button
                type="button"
                className="rounded-md border border-line px-2 py-1 hover:bg-surface-2"
                aria-label={t.choose({ range })}
                onClick={() => onChoose(dateOfDay(a), dateOfDay(b))}
              >
                {range}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
