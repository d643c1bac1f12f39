/**
 * The studio's own calendar beside an availability and quote request (product.md §14, §19): for the
 * requested dates and a few days either side, each run of days booked, on hold, open or not stated,
 * as a table of text (the colour mark is decoration), with how fresh the calendar is. A stale or
 * absent calendar says unknown and lists nothing as free. The read is the studio's calendar as its
 * editors get it (GET calendar/: its owners and staff admins).
 */
import { calendarState, type DayState, dayNumber, dayRuns } from '@domain/studio-calendar';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { studioCalendarQuery } from '@/shared/api/studio-calendar';
import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { AROUND, inboxCalendarMessages, SHOWN_DAYS_MAX } from '../inbox-calendar-messages';

const DAY_MS = 86_400_000;

const MARK: Record<DayState, string> = {
  booked: 'bg-red-600',
  hold: 'bg-amber-500',
  open: 'bg-green-600',
  unstated: 'border border-line bg-transparent',
};

type Part = 'before' | 'requested' | 'after';

export function EnquiryStudioCalendar({
  studioId,
  dateFrom,
  dateTo,
}: {
  studioId: number;
  /** The request's dates, YYYY-MM-DD, both included. */
  dateFrom: string;
  dateTo: string;
}) {
  const t = useMessages(inboxCalendarMessages);
  const locale = useIntlLocale();
  const query = useQuery(studioCalendarQuery(studioId));
  const headingId = useId();
  const from = dayNumber(dateFrom);
  const requestedTo = dayNumber(dateTo);
  if (from === null || requestedTo === null || requestedTo < from) return null;
  // A request may run for years: its first SHOWN_DAYS_MAX days are shown.
  const to = Math.min(requestedTo, from + SHOWN_DAYS_MAX - 1);
  const cut = to < requestedTo;
  const dayText = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const longDate = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const day = (n: number) => dayText.format(new Date(n * DAY_MS));
  const calendar = query.data;

  let body: ReactNode;
  if (!calendar) {
    body = query.isError ? <p role="alert">{t.failed}</p> : <p role="status">{t.loading}</p>;
  } else {
    const updatedMs = calendar.updated_at ? Date.parse(calendar.updated_at) : null;
    const state = calendarState(Number.isFinite(updatedMs) ? updatedMs : null);
    const updated = calendar.updated_at ? longDate.format(new Date(calendar.updated_at)) : '';
    if (state !== 'current') {
      body = (
        <p data-testid="enquiry-calendar-state" data-state={state}>
          {state === 'stale' ? t.stale({ date: updated, days: calendar.stale_after_days }) : t.none}
        </p>
      );
    } else {
      const parts: [Part, number, number][] = [
        ['before', from - AROUND, from - 1],
        ['requested', from, to],
        ...(cut ? [] : [['after', to + 1, to + AROUND] as [Part, number, number]]),
      ];
      const rows = parts.flatMap(([part, a, b]) =>
        dayRuns(calendar.ranges, a, b).map((run) => ({ part, ...run })),
      );
      const busyDays = rows
        .filter((row) => row.part === 'requested' && (row.state === 'booked' || row.state === 'hold'))
        .reduce((sum, row) => sum + row.end - row.start + 1, 0);
      const total = to - from + 1;
      const partText: Record<Part, string> = { before: t.before, requested: t.requested, after: t.after };
      body = (
        <>
          <p data-testid="enquiry-calendar-state" data-state={state}>
            {t.current({ date: updated })}
          </p>
          <p className="font-medium" data-testid="enquiry-calendar-summary">
            {busyDays === 0 ? t.free : t.busy({ count: busyDays, total })}
          </p>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              {t.caption({ from: day(from - AROUND), to: day(to + AROUND) })}
            </caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t.dates}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t.part}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.part}-${row.start}`}
                  data-state={row.state}
                  data-part={row.part}
                  className={
                    row.part === 'requested'
                      ? 'border-b border-line bg-surface-2'
                      : 'border-b border-line text-muted'
                  }
                >
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {t.range({ from: day(row.start), to: day(row.end) })}
                  </th>
                  <td className="py-1 pr-3">{partText[row.part]}</td>
                  <td className="py-1">
                    <span className="flex items-center gap-2">
                      <span aria-hidden="true" className={`h-3 w-3 shrink-0 rounded-sm ${MARK[row.state]}`} />
                      {t[row.state]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {cut ? <p>{t.firstDaysOnly({ days: SHOWN_DAYS_MAX })}</p> : null}
        </>
      );
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 pt-2" data-testid="enquiry-calendar">
      <h3 id={headingId} className="font-semibold">
        {t.heading}
      </h3>
      {body}
      <p>
        <Link to={`${paths.studio(studioId)}#studio-calendar`} className="underline underline-offset-2">
          {t.openCalendar}
        </Link>
      </p>
    </section>
  );
}
