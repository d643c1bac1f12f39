/**
 * A studio's calendar (issue 38, product.md §19): read by anyone who may see the studio (visitors
 * without notes or feed), published as .ics (busy ranges only), and changed by its editors — staff
 * admins and the studio's owners (403 owner_scope for another studio's owner) — range by range, by
 * its iCalendar feed or an uploaded .ics file. Every change goes through the write path with its
 * change-log row (action calendar).
 */
import { randomUUID } from 'node:crypto';
import {
  CALENDAR_ICS_MAX_BYTES,
  calendarFeedInputSchema,
  calendarRangeInputSchema,
  calendarUploadSchema,
  NOT_FOUND_RANGE,
  rangeIdParam,
  studioCalendarSchema,
} from '@domain/schemas/calendar-schemas';
import { NOT_FOUND_STUDIO, studioIdParamsSchema } from '@domain/schemas/path-params';
import { errorSchema } from '@domain/schemas/studio-schemas';
import { CALENDAR_MAX_RANGES, dayNumber, type StoredCalendar } from '@domain/studio-calendar';
import {
  emptyCalendar,
  withRangeAdded,
  withRangeChanged,
  withRangeRemoved,
  withSourceRanges,
} from '@domain/studio-calendar-edits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CalendarChange, saveStudioCalendar } from '../../../db/repositories/studio-calendar';
import { lockStudio } from '../../../db/repositories/studio-edits';
import type { StudioRow } from '../../../db/repositories/studio-reads';
import { accountId, requireStudioEditor } from '../../../lib/http/guards';
import { HttpError } from '../../../lib/http/http-error';
import { requestOrigin } from '../../../lib/http/request-origin';
import { isStaffViewer } from '../../../lib/http/viewer';
import { presentCalendar } from '../../../presenters/calendar-presenter';
import { checkFeedUrl, FeedRefusal } from '../../../services/calendar-feed-fetch';
import { calendarIcs } from '../../../services/calendar-ics';
import { feedOptions, readFeed, storeFeedResult } from '../../../services/calendar-refresh';
import { type IcsBusyRange, IcsUnreadableError } from '../../../services/ics-ranges';
import { IcsReadBusyError } from '../../../services/ics-read-pool';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  503: errorSchema,
};
const rangeParamsSchema = studioIdParamsSchema.extend({ rangeId: rangeIdParam });
const rangePatchSchema = z.object({
  start: z.string().optional(),
  end: z.string().optional(),
  status: calendarRangeInputSchema.shape.status.optional(),
  note: z.string().trim().max(500).nullable().optional(),
});

function mayEdit(request: FastifyRequest, id: number): boolean {
  const account = request.viewer.account;
  return isStaffViewer(request.viewer) || (account?.role === 'owner' && account.ownedStudioIds.includes(id));
}

/** Retry-After when the calendar reading thread's queue is full. */
const BUSY_RETRY_AFTER_S = 5;

function readerBusy(): HttpError {
  return new HttpError(
    503,
    'Other calendars are being read: try again in a few seconds.',
    { code: 'unavailable' },
    { 'Retry-After': String(BUSY_RETRY_AFTER_S) },
  );
}

function badDates(start: string, end: string): void {
  const from = dayNumber(start);
  const to = dayNumber(end);
  const fields: Record<string, string[]> = {};
  if (from === null) fields.start = ['Expected a date as YYYY-MM-DD.'];
  if (to === null) fields.end = ['Expected a date as YYYY-MM-DD.'];
  if (from !== null && to !== null && to < from) fields.end = ['end must not be before start.'];
  const [field, messages] = Object.entries(fields)[0] ?? [];
  if (field) throw new HttpError(400, `${field}: ${messages![0]}`, { code: 'validation_failed', fields });
}

/** Locks the studio, applies the change and stores it with its log row; the calendar as left. */
async function changeCalendar(
  app: FastifyInstance,
  id: number,
  editor: number,
  change: (
    current: StoredCalendar | null,
    row: StudioRow,
  ) => { next: StoredCalendar | null; log: CalendarChange } | null,
): Promise<StoredCalendar | null> {
  return app.write(async (tx, write) => {
    const row = await lockStudio(tx, id);
    if (!row) throw new HttpError(404, NOT_FOUND_STUDIO);
    const result = change(row.calendar ?? null, row);
    if (!result) throw new HttpError(404, NOT_FOUND_RANGE);
    await saveStudioCalendar(write, id, result.next, result.log, editor);
    return result.next;
  });
}

const studioCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/studios/studios-enhanced/:id/calendar';

  app.get(
    `${base}/`,
    {
      schema: {
        tags: ['calendar'],
        summary:
          "A studio's calendar: booked, on hold and open ranges (public; editors also see notes and the feed)",
        params: studioIdParamsSchema,
        response: { 200: studioCalendarSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const editor = mayEdit(request, id);
      const row = await app.readCache.studio(id, editor);
      if (!row) throw new HttpError(404, NOT_FOUND_STUDIO);
      if (editor) reply.header('Cache-Control', 'private, no-store');
      return presentCalendar(id, row.calendar ?? null, editor);
    },
  );

  app.get(
    '/studios/studios-enhanced/:id/calendar.ics',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "A studio's booked and held dates as iCalendar (public): all-day events, no notes, no titles",
        params: studioIdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string(), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await app.readCache.studio(id, false);
      if (!row) throw new HttpError(404, NOT_FOUND_STUDIO);
      const host = new URL(requestOrigin(request)).hostname;
      reply.header('Content-Type', 'text/calendar; charset=utf-8');
      reply.header('Content-Disposition', `inline; filename="studio-${id}.ics"`);
      return reply.send(calendarIcs({ id, name: row.name }, row.calendar ?? null, host));
    },
  );

  app.post(
    `${base}/ranges/`,
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['calendar'],
        summary:
          "Add a range: booked, hold or open, with an optional note (admins; an owner: their own studio's)",
        params: studioIdParamsSchema,
        body: calendarRangeInputSchema,
        response: { 201: studioCalendarSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const rangeId = randomUUID();
      const next = await changeCalendar(app, id, accountId(request), (current) => {
        if ((current?.ranges.length ?? 0) >= CALENDAR_MAX_RANGES)
          throw new HttpError(409, `At most ${CALENDAR_MAX_RANGES} ranges a studio.`, {
            code: 'calendar_range_limit',
          });
        const after = withRangeAdded(current, rangeId, body, new Date().toISOString());
        return { next: after, log: { field: `calendar:range:${rangeId}`, before: null, after: body } };
      });
      return reply.status(201).send(presentCalendar(id, next, true));
    },
  );

  app.patch(
    `${base}/ranges/:rangeId/`,
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['calendar'],
        summary: "Change a range's dates, status or note (admins; an owner: their own studio's)",
        params: rangeParamsSchema,
        body: rangePatchSchema,
        response: { 200: studioCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const { id, rangeId } = request.params;
      const body = request.body;
      const next = await changeCalendar(app, id, accountId(request), (current) => {
        const before = current?.ranges.find((r) => r.id === rangeId);
        if (!before) return null;
        badDates(body.start ?? before.start, body.end ?? before.end);
        const after = withRangeChanged(current, rangeId, body, new Date().toISOString());
        const { id: _id, ...beforeFields } = before;
        return {
          next: after,
          log: { field: `calendar:range:${rangeId}`, before: beforeFields, after: body },
        };
      });
      return presentCalendar(id, next, true);
    },
  );

  app.delete(
    `${base}/ranges/:rangeId/`,
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['calendar'],
        summary: "Remove a range (admins; an owner: their own studio's)",
        params: rangeParamsSchema,
        response: { 200: studioCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const { id, rangeId } = request.params;
      const next = await changeCalendar(app, id, accountId(request), (current) => {
        const before = current?.ranges.find((r) => r.id === rangeId);
        const after = withRangeRemoved(current, rangeId, new Date().toISOString());
        if (!before || !after) return null;
        const { id: _id, ...beforeFields } = before;
        return {
          next: after,
          log: { field: `calendar:range:${rangeId}`, before: beforeFields, after: null },
        };
      });
      return presentCalendar(id, next, true);
    },
  );

  app.put(
    `${base}/feed/`,
    {
      onRequest: requireStudioEditor,
      schema: {
        tags: ['calendar'],
        summary:
          "Set or remove the studio's iCalendar feed, fetched now and then every CALENDAR_REFRESH_MINUTES",
        description:
          'https only (400 feed_not_https). The fetch refuses private, loopback, link-local and unique-local ' +
          `addresses after DNS resolution, more than ${CALENDAR_ICS_MAX_BYTES / 1024 / 1024} MB, more than 10 s and more ` +
          'than 3 redirects; a refused or failed fetch is kept as feed.error (feed_address_private, feed_too_large, ' +
          'feed_timeout, feed_too_many_redirects, feed_http_error, feed_unreachable, feed_unresolvable, ' +
          'calendar_unreadable). Busy events (not cancelled, not transparent) become booked ranges; titles are never kept.',
        params: studioIdParamsSchema,
        body: calendarFeedInputSchema,
        response: { 200: studioCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const editor = accountId(request);
      const url = request.body.url ? request.body.url : null;
      if (url !== null) {
        try {
          checkFeedUrl(url);
        } catch (error) {
          if (
            error instanceof FeedRefusal &&
            (error.code === 'feed_not_https' || error.code === 'feed_url_invalid')
          )
            throw new HttpError(400, error.message, { code: error.code, fields: { url: [error.message] } });
          throw error;
        }
      }
      await changeCalendar(app, id, editor, (current) => {
        const base = current ?? emptyCalendar();
        const next: StoredCalendar = {
          ...base,
          feedUrl: url,
          feedError: null,
          feedCheckedAt: null,
          // Without a feed its ranges go; the calendar is as current as it was.
          ranges: url === null ? base.ranges.filter((r) => r.source !== 'feed') : base.ranges,
        };
        return { next, log: { field: 'calendar:feed', before: base.feedUrl, after: url } };
      });
      if (url !== null) {
        let result: Awaited<ReturnType<typeof readFeed>>;
        try {
          result = await readFeed(url, feedOptions(app), (text) => app.icsReader.read(text));
        } catch (error) {
          if (error instanceof IcsReadBusyError) throw readerBusy();
          throw error;
        }
        await storeFeedResult(app, id, url, result, editor);
      }
      const row = await app.readCache.studio(id, true);
      return presentCalendar(id, row?.calendar ?? null, true);
    },
  );

  app.post(
    `${base}/upload/`,
    {
      onRequest: requireStudioEditor,
      bodyLimit: CALENDAR_ICS_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['calendar'],
        summary: "Upload an .ics file's text: its busy events replace the previous upload's ranges",
        description: '422 calendar_unreadable when it is not iCalendar. Titles are never kept.',
        params: studioIdParamsSchema,
        body: calendarUploadSchema,
        response: { 200: studioCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      let busy: IcsBusyRange[];
      try {
        busy = await app.icsReader.read(request.body.ics);
      } catch (error) {
        if (error instanceof IcsUnreadableError)
          throw new HttpError(422, error.message, { code: 'calendar_unreadable' });
        if (error instanceof IcsReadBusyError) throw readerBusy();
        throw error;
      }
      const next = await changeCalendar(app, id, accountId(request), (current) => {
        const after = withSourceRanges(current, 'upload', busy, randomUUID, new Date().toISOString());
        return {
          next: after,
          log: { field: 'calendar:upload', before: null, after: busy.map((b) => `${b.start}/${b.end}`) },
        };
      });
      return presentCalendar(id, next, true);
    },
  );
};

export default studioCalendarRoutes;
