/**
 * A studio's next three months (issue 38, product.md §19), for every reader: whether the calendar is
 * current, stale or absent (then the dates are unknown, never free), the next free periods, and each
 * month's booked, held and open dates as a list (a screen reader reads it as it is shown).
 */
import type { StudioCalendarDto } from '@domain/schemas/calendar-schemas';
import { calendarFactsOf, dateOfDay, dayNumber, freePeriods, todayDay } from '@domain/studio-calendar';
import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { calendarMessages } from './calendar-messages';

const MONTHS_SHOWN = 3;

function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
}

export function CalendarView({ calendar, studioId }: { calendar: StudioCalendarDto; studioId: number }) {
  const t = useMessages(calendarMessages);
  const locale = useIntlLocale();
  const dayText = formatter(locale, { day: 'numeric', month: 'short' });
  const longDate = formatter(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const monthText = formatter(locale, { month: 'long', year: 'numeric' });
  const day = (n: number) => dayText.format(new Date(n * 86_400_000));
  const today = todayDay();
  const updated = calendar.updated_at ? longDate.format(new Date(calendar.updated_at)) : '';
  const busy = calendar.ranges.filter((r) => r.status !== 'open').map((r) => `${r.start}/${r.end}`);
  const facts = calendarFactsOf({ updated_at: calendar.updated_at, busy });
  const now = new Date(today * 86_400_000);
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1) / 86_400_000;
    const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i + 1, 0) / 86_400_000;
    return { first: Math.max(first, today), last, label: monthText.format(new Date(first * 86_400_000)) };
  });
  const horizon = months[months.length - 1]!.last - today + 1;
  const free = calendar.state === 'current' ? freePeriods(facts, today, horizon, 3) : [];
  const statusText = { booked: t.booked, hold: t.hold, open: t.open } as const;

  return (
    <div className="flex flex-col gap-4 text-sm">
      <p data-testid="calendar-state" data-state={calendar.state}>
        {calendar.state === 'current'
          ? t.current({ date: updated })
          : calendar.state === 'stale'
            ? t.stale({ date: updated })
            : t.none}
      </p>
      {calendar.state === 'current' ? (
        <div>
          <h3 className="font-medium">{t.nextFree}</h3>
          {free.length === 0 ? (
            <p>{t.noFree}</p>
          ) : (
            <ul className="list-disc pl-5" data-testid="calendar-free">
              {free.map(([a, b]) => (
                <li key={a}>{t.range({ from: day(a), to: day(b) })}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {calendar.state !== 'none' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {months.map((month) => {
            const inMonth = calendar.ranges.filter((r) => {
              const a = dayNumber(r.start);
              const b = dayNumber(r.end);
              return a !== null && b !== null && a <= month.last && b >= month.first;
            });
            return (
              <section key={month.label} aria-label={month.label}>
                <h3 className="font-medium capitalize">{month.label}</h3>
                {inMonth.length === 0 ? (
                  <p className="text-muted">{t.monthNothing}</p>
                ) : (
                  <ul className="flex flex-col gap-1">
                    {inMonth.map((r) => (
                      <li key={r.id} data-status={r.status} className="flex gap-2">
                        <span
                          aria-hidden="true"
                          className={
                            r.status === 'booked'
                              ? 'mt-1 h-3 w-3 shrink-0 rounded-sm bg-red-600'
                              : r.status === 'hold'
                                ? 'mt-1 h-3 w-3 shrink-0 rounded-sm bg-amber-500'
                                : 'mt-1 h-3 w-3 shrink-0 rounded-sm bg-green-600'
                          }
                        />
                        <span>
                          {t.range({
                            from: day(Math.max(dayNumber(r.start)!, month.first)),
                            to: day(Math.min(dayNumber(r.end)!, month.last)),
                          })}
                          : {statusText[r.status]}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      ) : null}
      <p>
        <a className="underline" href={`/api/studios/studios-enhanced/${studioId}/calendar.ics`}>
          {t.subscribe}
        </a>
      </p>
    </div>
  );
}

/** YYYY-MM-DD of today (UTC), for date fields' defaults. */
export function todayText(): string {
  return dateOfDay(todayDay());
}
