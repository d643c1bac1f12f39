/**
 * The studio's calendar beside a request in the inbox (product.md §19 "In the inbox"): a current
 * calendar as a table of text with the requested days counted; a stale one says unknown and lists no
 * day; a request longer than SHOWN_DAYS_MAX days shows its first ones and says so.
 */
import type { StudioCalendarDto } from '@domain/schemas/calendar-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { calendarKey } from '@/shared/api/studio-calendar';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { EnquiryStudioCalendar } from './enquiry-studio-calendar';

const DAY_MS = 86_400_000;
const ahead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

function calendar(
  updatedDaysAgo: number | null,
  ranges: StudioCalendarDto['ranges'] = [],
): StudioCalendarDto {
  return {
    studio_id: 7,
    state: updatedDaysAgo === null ? 'none' : updatedDaysAgo > 30 ? 'stale' : 'current',
    updated_at: updatedDaysAgo === null ? null : new Date(Date.now() - updatedDaysAgo * DAY_MS).toISOString(),
    stale_after_days: 30,
    ranges,
  };
}

function render(data: StudioCalendarDto, from: string, to: string): string {
  const client = new QueryClient();
  client.setQueryData(calendarKey(7), data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nProvider locale="en">
        <MemoryRouter>
          <EnquiryStudioCalendar studioId={7} dateFrom={from} dateTo={to} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const range = (start: string, end: string, status: 'booked' | 'hold' | 'open') => ({
  id: `${start}-${status}`,
  start,
  end,
  status,
  source: 'manual' as const,
});

describe('EnquiryStudioCalendar', () => {
  it('lists a current calendar around the request as a table, and counts its busy requested days', () => {
    const html = render(
      calendar(1, [range(ahead(20), ahead(21), 'booked'), range(ahead(23), ahead(23), 'hold')]),
      ahead(20),
      ahead(24),
    );
    expect(html).toContain('<table');
    expect(html).toContain('Booked or on hold: 3 of the 5 requested days.');
    // Booked 2 days, not stated, on hold, not stated.
    expect(html.match(/data-part="requested"/g)).toHaveLength(4);
    expect(html.match(/data-part="(before|after)"/g)).toHaveLength(2);
    expect(html).toContain('data-state="current"');
  });

  it('says unknown for a stale calendar and lists no day, whatever its ranges say', () => {
    const html = render(calendar(31, [range(ahead(20), ahead(21), 'open')]), ahead(20), ahead(24));
    expect(html).toContain('data-state="stale"');
    expect(html).toContain('Calendar unknown: last updated');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('Nothing is booked');
  });

  it('shows the first 366 days of a request that runs for years, and says so', () => {
    const html = render(calendar(1), ahead(10), ahead(10 + 3 * 366));
    expect(html).not.toContain('data-part="after"');
    expect(html).toContain('The request runs longer: its first 366 days are shown');
    expect(html).toContain('Nothing is booked or on hold on the requested dates.');
  });
});
