/**
 * A studio's calendar (issue 38): who may change it (every route, every kind of caller), ranges
 * added, changed and removed through the write path with the change log, what visitors read, the
 * .ics export, an upload, the feed (against a local https server) and the list's free_from/free_to.
 */
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, csrf, type SignedIn, signIn } from '../../../../test/auth-helpers';
import { createStudio } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { changeLog, studios } from '../../../db/schema';
import { signedInOwner } from '../owners/owner-test-helpers';

const fixtures = new URL('../../../../test/fixtures/calendar-feed-tls/', import.meta.url);
const cert = readFileSync(new URL('test-only-cert.pem', fixtures));
const key = readFileSync(new URL('test-only-key.pem', fixtures));

let t: TestApp;
let admin: SignedIn;
let plainAdmin: SignedIn;
let owner: SignedIn;
let otherOwner: SignedIn;
let studioId: number;
let feedServer: https.Server;
let feedPort: number;

/** A day this many days from now, as YYYY-MM-DD (feeds and uploads keep the next year only). */
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FEED_START = ahead(30);
const FEED_END = ahead(31);
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:f1',
  `DTSTART;VALUE=DATE:${FEED_START.replace(/-/g, '')}`,
  `DTEND;VALUE=DATE:${ahead(32).replace(/-/g, '')}`,
  'SUMMARY:Top secret feature film',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

beforeAll(async () => {
  t = await createTestApp({ calendar: { refreshMinutes: 60, feedAllowedHosts: ['127.0.0.1'] } });
  t.app.calendarFeedOverrides.ca = cert;
  const user = await createAdminUser(t.app, { email: 'calendar-admin@example.com' });
  admin = await signIn(t.app, user.email, user.password);
  const plain = await createAdminUser(t.app, { email: 'calendar-nonstaff@example.com', isStaff: false });
  plainAdmin = await signIn(t.app, plain.email, plain.password);
  studioId = await createStudio(t.app, { name: 'Calendar Stage' });
  owner = await signedInOwner(t.app, studioId);
  otherOwner = await signedInOwner(t.app, await createStudio(t.app, { name: 'Other Calendar Stage' }));
  feedServer = https.createServer({ cert, key }, (req, res) => {
    if (req.url === '/feed.ics') res.end(FEED);
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedPort = (feedServer.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
  await t.close();
});

const url = (path = '') => `/api/studios/studios-enhanced/${studioId}/calendar${path}`;

function addRange(headers: Record<string, string>, payload: Record<string, unknown>, id = studioId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/studios/studios-enhanced/${id}/calendar/ranges/`,
    headers,
    payload,
  });
}

describe('who may change a calendar', () => {
  const range = { start: '2099-01-10', end: '2099-01-12', status: 'booked' };

  it('answers 401 to a visitor, 403 to a non-staff admin and 403 owner_scope to another studio’s owner, on every write', async () => {
    const visitor = (await csrf(t.app)).headers;
    const someRange = '00000000-0000-4000-8000-000000000000';
    const writes = [
      { method: 'POST' as const, url: url('/ranges/'), payload: range },
      { method: 'PATCH' as const, url: url(`/ranges/${someRange}/`), payload: { status: 'hold' } },
      { method: 'DELETE' as const, url: url(`/ranges/${someRange}/`) },
      { method: 'PUT' as const, url: url('/feed/'), payload: { url: null } },
      { method: 'POST' as const, url: url('/upload/'), payload: { ics: FEED } },
    ];
    for (const write of writes) {
      const anonymous = await t.app.inject({ ...write, headers: visitor });
      expect(anonymous.statusCode, `${write.method} ${write.url}`).toBe(401);
      expect(anonymous.json().code).toBe('not_authenticated');
      const nonStaff = await t.app.inject({ ...write, headers: plainAdmin.headers });
      expect(nonStaff.statusCode).toBe(403);
      expect(nonStaff.json().code).toBe('permission_denied');
      const other = await t.app.inject({ ...write, headers: otherOwner.headers });
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('owner_scope');
    }
    const calendar = await t.app.inject({ url: url('/') });
    expect(calendar.json().ranges).toEqual([]);
  });

  it('lets the studio’s owner and a staff admin add ranges', async () => {
    const byOwner = await addRange(owner.headers, { ...range, note: 'Feature film, do not share' });
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    const byAdmin = await addRange(admin.headers, { start: '2099-02-01', end: '2099-02-01', status: 'hold' });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().ranges).toHaveLength(2);
    expect(byAdmin.json().state).toBe('current');
  });
});

describe('ranges', () => {
  it('are refused with bad dates or an end before the start', async () => {
    const bad = await addRange(owner.headers, { start: '2099-02-30', end: '2099-03-01', status: 'booked' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const reversed = await addRange(owner.headers, {
      start: '2099-03-05',
      end: '2099-03-01',
      status: 'booked',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toHaveProperty('end');
    const status = await addRange(owner.headers, { start: '2099-03-05', end: '2099-03-06', status: 'maybe' });
    expect(status.statusCode).toBe(400);
  });

  it('are changed and removed by their editors, each change in the change log', async () => {
    const added = await addRange(owner.headers, {
      start: '2099-04-01',
      end: '2099-04-02',
      status: 'open',
      note: 'n',
    });
    const id = added.json().ranges.find((r: { start: string }) => r.start === '2099-04-01').id as string;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: url(`/ranges/${id}/`),
      headers: owner.headers,
      payload: { status: 'booked', end: '2099-04-03' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().ranges.find((r: { id: string }) => r.id === id)).toMatchObject({
      status: 'booked',
      end: '2099-04-03',
    });
    const badPatch = await t.app.inject({
      method: 'PATCH',
      url: url(`/ranges/${id}/`),
      headers: owner.headers,
      payload: { end: '2099-03-01' },
    });
    expect(badPatch.statusCode).toBe(400);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: url(`/ranges/${id}/`),
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().ranges.some((r: { id: string }) => r.id === id)).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: url(`/ranges/${id}/`),
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const log = await t.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.studioId, studioId), eq(changeLog.field, `calendar:range:${id}`)));
    expect(log.map((row) => row.action)).toEqual(['calendar', 'calendar', 'calendar']);
    expect(log.map((row) => row.after === null)).toEqual([false, false, true]);
  });

  it('visitors read ranges without notes or feed; editors read the notes', async () => {
    const visitor = await t.app.inject({ url: url('/') });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('do not share');
    expect(visitor.json()).not.toHaveProperty('feed');
    const editor = await t.app.inject({ url: url('/'), headers: owner.headers });
    expect(editor.body).toContain('do not share');
    expect(editor.headers['cache-control']).toBe('private, no-store');
  });

  it('a hidden studio’s calendar is not found for visitors', async () => {
    const draft = await createStudio(t.app, { name: 'Draft Calendar', status: 'draft' });
    const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${draft}/calendar/` });
    expect(res.statusCode).toBe(404);
    const ics = await t.app.inject({ url: `/api/studios/studios-enhanced/${draft}/calendar.ics` });
    expect(ics.statusCode).toBe(404);
  });
});

describe('the read the inbox shows beside a request (every kind of caller)', () => {
  it('gives the owner and an admin the ranges with notes; a visitor and another owner without; a hidden studio to its editors only', async () => {
    const hidden = await createStudio(t.app, { name: 'Hidden Calendar Stage', status: 'draft' });
    const hiddenOwner = await signedInOwner(t.app, hidden);
    const added = await addRange(
      hiddenOwner.headers,
      { start: '2099-03-01', end: '2099-03-02', status: 'hold', note: 'Pencilled, private' },
      hidden,
    );
    expect(added.statusCode, added.body).toBe(201);
    const read = (id: number, headers?: Record<string, string>) =>
      t.app.inject({ url: `/api/studios/studios-enhanced/${id}/calendar/`, headers });

    const callers = {
      anonymous: undefined,
      otherOwner: otherOwner.headers,
      owner: hiddenOwner.headers,
      admin: admin.headers,
    };
    for (const [who, headers] of Object.entries(callers)) {
      const res = await read(hidden, headers);
      if (who === 'owner' || who === 'admin') {
        expect(res.statusCode, who).toBe(200);
        expect(
          res
            .json()
            .ranges.map((r: { start: string; status: string; note: string }) => [r.start, r.status, r.note]),
        ).toEqual([['2099-03-01', 'hold', 'Pencilled, private']]);
        expect(res.json().state).toBe('current');
        expect(res.headers['cache-control']).toBe('private, no-store');
      } else {
        expect(res.statusCode, who).toBe(404);
        expect(res.body).not.toContain('Pencilled');
      }
    }
    // The public studio: everyone reads its ranges; the notes only its owner and the admin.
    for (const [who, headers] of Object.entries({ ...callers, owner: owner.headers })) {
      const res = await read(studioId, headers);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().ranges.length, who).toBeGreaterThan(0);
      expect(res.body.includes('do not share'), who).toBe(who === 'owner' || who === 'admin');
    }
  });
});

describe('the .ics export and an upload', () => {
  it('publishes the busy ranges only, without notes', async () => {
    const res = await t.app.inject({ url: `/api/studios/studios-enhanced/${studioId}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).toContain('DTSTART;VALUE=DATE:20990110');
    expect(res.body).toContain('DTEND;VALUE=DATE:20990113');
    expect(res.body).toContain('SUMMARY:On hold');
    expect(res.body).not.toContain('do not share');
  });

  it('an upload becomes booked ranges; its titles are never kept; a non-calendar is 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: url('/upload/'),
      headers: owner.headers,
      payload: { ics: FEED },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ranges).toContainEqual(
      expect.objectContaining({ start: FEED_START, end: FEED_END, status: 'booked', source: 'upload' }),
    );
    const [row] = await t.database.db
      .select({ calendar: studios.calendar })
      .from(studios)
      .where(eq(studios.id, studioId));
    expect(JSON.stringify(row?.calendar)).not.toContain('secret');
    const bad = await t.app.inject({
      method: 'POST',
      url: url('/upload/'),
      headers: owner.headers,
      payload: { ics: 'hello' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('calendar_unreadable');
  });
});

describe('the feed', () => {
  it('refuses http at once with feed_not_https', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: url('/feed/'),
      headers: owner.headers,
      payload: { url: `http://127.0.0.1:${feedPort}/feed.ics` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('feed_not_https');
  });

  it('fetches an allowed host’s feed into booked ranges, and keeps a refusal as feed.error', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: url('/feed/'),
      headers: owner.headers,
      payload: { url: `https://127.0.0.1:${feedPort}/feed.ics` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().feed).toMatchObject({ error: null });
    expect(res.json().ranges.filter((r: { source: string }) => r.source === 'feed')).toEqual([
      expect.objectContaining({ start: FEED_START, end: FEED_END, status: 'booked' }),
    ]);
    const missing = await t.app.inject({
      method: 'PUT',
      url: url('/feed/'),
      headers: owner.headers,
      payload: { url: `https://127.0.0.1:${feedPort}/missing.ics` },
    });
    expect(missing.json().feed).toMatchObject({ error: 'feed_http_error' });
    const privateHost = await t.app.inject({
      method: 'PUT',
      url: url('/feed/'),
      headers: owner.headers,
      payload: { url: `https://localhost:${feedPort}/feed.ics` },
    });
    expect(privateHost.json().feed).toMatchObject({ error: 'feed_address_private' });
    const none = await t.app.inject({
      method: 'PUT',
      url: url('/feed/'),
      headers: owner.headers,
      payload: { url: null },
    });
    expect(none.json().feed).toBeNull();
    expect(none.json().ranges.some((r: { source: string }) => r.source === 'feed')).toBe(false);
  });
});

describe('the list’s free_from and free_to', () => {
  it('keeps studios with a current calendar free on those dates; stale and absent calendars are never free', async () => {
    const free = await createStudio(t.app, { name: 'Free Dates Free' });
    await addRange(admin.headers, { start: '2099-06-01', end: '2099-06-02', status: 'booked' }, free);
    const busy = await createStudio(t.app, { name: 'Free Dates Busy' });
    await addRange(admin.headers, { start: '2099-06-10', end: '2099-06-20', status: 'hold' }, busy);
    const stale = await createStudio(t.app, { name: 'Free Dates Stale' });
    await addRange(admin.headers, { start: '2099-01-01', end: '2099-01-01', status: 'open' }, stale);
    const [staleRow] = await t.database.db
      .select({ calendar: studios.calendar })
      .from(studios)
      .where(eq(studios.id, stale));
    // A calendar last updated 31 days ago, written through the write path so that the caches follow.
    await t.app.write(async (_tx, write) => {
      const { saveStudioCalendar } = await import('../../../db/repositories/studio-calendar');
      await saveStudioCalendar(
        write,
        stale,
        { ...staleRow!.calendar!, updatedAt: new Date(Date.now() - 31 * 86_400_000).toISOString() },
        { field: 'calendar:test', before: null, after: null },
        null,
      );
    });
    await createStudio(t.app, { name: 'Free Dates None' });
    const res = await t.app.inject({
      url: '/api/studios/studios-enhanced/?q=Free%20Dates&free_from=2099-06-12&free_to=2099-06-14',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((s: { name: string }) => s.name)).toEqual(['Free Dates Free']);
    expect(res.json().results[0].availability).toMatchObject({ busy: ['2099-06-01/2099-06-02'] });
    const wider = await t.app.inject({
      url: '/api/studios/studios-enhanced/?q=Free%20Dates&free_from=2099-06-01',
    });
    expect(wider.json().results.map((s: { name: string }) => s.name)).toEqual(['Free Dates Busy']);
  });

  it('answers 400 validation_failed naming free_from or free_to', async () => {
    const bad = await t.app.inject({ url: '/api/studios/studios-enhanced/?free_from=2099-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      fields: { free_from: ['Expected a date as YYYY-MM-DD.'] },
    });
    const reversed = await t.app.inject({
      url: '/api/studios/studios-enhanced/?free_from=2099-02-10&free_to=2099-02-01',
    });
    expect(reversed.json().fields).toHaveProperty('free_to');
  });
});

describe('the scheduled refresh', () => {
  it('runs in one process at a time (the lease), fetches every feed and writes only what changed', async () => {
    const { refreshAllFeeds } = await import('../../../services/calendar-refresh');
    const { takeRefreshLease, releaseRefreshLease } = await import(
      '../../../db/repositories/calendar-refresh-lease'
    );
    const fed = await createStudio(t.app, { name: 'Refresh Feed Stage' });
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/studios/studios-enhanced/${fed}/calendar/feed/`,
      headers: admin.headers,
      payload: { url: `https://127.0.0.1:${feedPort}/feed.ics` },
    });
    expect(set.json().feed.error).toBeNull();
    // Another process holds the lease: this one refreshes nothing.
    const now = Date.now();
    expect(await takeRefreshLease(t.database.db, now, now + 60_000)).toBe(true);
    expect(await takeRefreshLease(t.database.db, now, now + 60_000)).toBe(false);
    expect(await refreshAllFeeds(t.app)).toBeNull();
    await releaseRefreshLease(t.database.db, now + 60_000);
    const outcomes = await refreshAllFeeds(t.app);
    const mine = outcomes?.find((o) => o.studioId === fed);
    // The same days as the fetch a moment ago: nothing to write.
    expect(mine).toMatchObject({ error: null, ranges: 1, written: false });
  });
});

describe('when the reading thread is busy (its queue full)', () => {
  it('an upload answers 503 unavailable with Retry-After and changes nothing; the refresh leaves the feed for its next round', async () => {
    const { refreshAllFeeds } = await import('../../../services/calendar-refresh');
    const { IcsReadBusyError } = await import('../../../services/ics-read-pool');
    const busyStage = await createStudio(t.app, { name: 'Busy Reader Stage' });
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/studios/studios-enhanced/${busyStage}/calendar/feed/`,
      headers: admin.headers,
      payload: { url: `https://127.0.0.1:${feedPort}/feed.ics` },
    });
    expect(set.json().feed.error).toBeNull();
    const before = (
      await t.app.inject({ url: `/api/studios/studios-enhanced/${busyStage}/calendar/` })
    ).json();
    const reader = t.app.icsReader;
    reader.read = async () => {
      throw new IcsReadBusyError();
    };
    try {
      const upload = await t.app.inject({
        method: 'POST',
        url: `/api/studios/studios-enhanced/${busyStage}/calendar/upload/`,
        headers: admin.headers,
        payload: { ics: FEED },
      });
      expect(upload.statusCode).toBe(503);
      expect(upload.json().code).toBe('unavailable');
      expect(upload.headers['retry-after']).toBe('5');
      const outcomes = await refreshAllFeeds(t.app, Date.now() + 2 * 86_400_000);
      expect(outcomes?.find((o) => o.studioId === busyStage)).toEqual({
        studioId: busyStage,
        error: 'busy',
        ranges: 0,
        written: false,
      });
    } finally {
      delete (reader as { read?: unknown }).read;
    }
    const after = (
      await t.app.inject({ url: `/api/studios/studios-enhanced/${busyStage}/calendar/` })
    ).json();
    expect(after).toEqual(before);
    // The reader back: the next round reads the feed again (the same days: nothing to write).
    const next = await refreshAllFeeds(t.app, Date.now() + 2 * 86_400_000);
    expect(next?.find((o) => o.studioId === busyStage)).toEqual({
      studioId: busyStage,
      error: null,
      ranges: 1,
      written: false,
    });
  });
});
