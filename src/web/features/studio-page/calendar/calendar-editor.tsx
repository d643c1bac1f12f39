/**
 * The calendar's editor for its owners and admins (issue 38): the ranges as a list, each with Edit
 * and Remove, a form to add or change one (two date fields, a status, a note), the iCalendar feed's
 * address and an .ics upload. Plain form controls with labels: keyboard and screen-reader friendly.
 */
import type { StudioCalendarDto } from '@domain/schemas/calendar-schemas';
import { RANGE_STATUSES, type RangeStatus } from '@domain/studio-calendar';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { calendarMessages } from './calendar-messages';
import { todayText } from './calendar-view';
import {
  addRange,
  applyCalendarWrite,
  changeRange,
  type RangeFields,
  removeRange,
  setFeed,
  uploadIcs,
} from './studio-calendar-api';

const inputClass = 'rounded-md border border-line bg-surface px-2 py-1';

export function CalendarEditor({ calendar, studioId }: { calendar: StudioCalendarDto; studioId: number }) {
  const t = useMessages(calendarMessages);
  const queryClient = useQueryClient();
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const blank: RangeFields = { start: todayText(), end: todayText(), status: 'booked', note: '' };
  const [fields, setFields] = useState<RangeFields>(blank);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedUrl, setFeedUrl] = useState(calendar.feed?.url ?? '');
  const statusText = { booked: t.booked, hold: t.hold, open: t.open } as const;

  async function run(work: () => Promise<StudioCalendarDto>) {
    setBusy(true);
    try {
      applyCalendarWrite(queryClient, studioId, await work());
      setMessage(t.saved);
      return true;
    } catch {
      setMessage(t.saveFailed);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...fields, note: fields.note?.trim() ? fields.note.trim() : null };
    const ok = await run(() => (editing ? changeRange(studioId, editing, body) : addRange(studioId, body)));
    if (ok) {
      setEditing(null);
      setFields(blank);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-4 flex flex-col gap-3 border-t border-line pt-4 text-sm"
    >
      <h3 id={`${id}-heading`} className="font-medium">
        {t.editHeading}
      </h3>
      {calendar.ranges.length === 0 ? (
        <p>{t.noRanges}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="calendar-ranges">
          {calendar.ranges.map((r) => {
            const text = t.range({ from: r.start, to: r.end });
            return (
              <li key={r.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {text}: {statusText[r.status]}
                  {r.source === 'feed'
                    ? ` (${t.fromFeed})`
                    : r.source === 'upload'
                      ? ` (${t.fromUpload})`
                      : ''}
                  {r.note ? ` — ${r.note}` : ''}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t.edit({ range: text })}
                  onClick={() => {
                    setEditing(r.id);
                    setFields({ start: r.start, end: r.end, status: r.status, note: r.note ?? '' });
                  }}
                >
                  ✎
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t.remove({ range: text })}
                  disabled={busy}
                  onClick={() => void run(() => removeRange(studioId, r.id))}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void submit(event)}>
        <label className="flex flex-col gap-1">
          {t.start}
          <input
            type="date"
            required
            className={inputClass}
            value={fields.start}
            onChange={(event) => setFields({ ...fields, start: event.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1">
          {t.end}
          <input
            type="date"
            required
            min={fields.start}
            className={inputClass}
            value={fields.end}
            onChange={(event) => setFields({ ...fields, end: event.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1">
          {t.status}
          <select
            className={inputClass}
            value={fields.status}
            onChange={(event) => setFields({ ...fields, status: event.target.value as RangeStatus })}
          >
            {RANGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusText[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1">
          {t.note}
          <input
            type="text"
            maxLength={500}
            className={inputClass}
            value={fields.note ?? ''}
            onChange={(event) => setFields({ ...fields, note: event.target.value })}
          />
        </label>
        <Button type="submit" size="sm" disabled={busy}>
          {editing ? t.save : t.add}
        </Button>
        {editing ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              setEditing(null);
              setFields(blank);
            }}
          >
            {t.cancel}
          </Button>
        ) : null}
      </form>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => setFeed(studioId, feedUrl.trim() === '' ? null : feedUrl.trim()));
        }}
      >
        <label className="flex min-w-64 flex-1 flex-col gap-1">
          {t.feedLabel}
          <input
            type="url"
            className={inputClass}
            value={feedUrl}
            placeholder="https://"
            onChange={(event) => setFeedUrl(event.target.value)}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          {t.feedSave}
        </Button>
      </form>
      {calendar.feed?.error ? <p>{t.feedError({ code: calendar.feed.error })}</p> : null}
      <label className="flex flex-col gap-1">
        {t.uploadLabel}
        <input
          type="file"
          accept=".ics,text/calendar"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void file.text().then((text) => run(() => uploadIcs(studioId, text)));
          }}
        />
      </label>
      <p role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
