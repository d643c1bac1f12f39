/**
 * The iCalendar reading thread (issue 38): the same busy days and the same refusal as
 * busyRangesFromIcs on the main thread, a time limit per file (the thread is replaced after it), and
 * a bounded queue.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { busyRangesFromIcs, IcsUnreadableError } from './ics-ranges';
import { IcsReadBusyError, IcsReadPool } from './ics-read-pool';

const NOW = Date.UTC(2026, 11, 7, 12);

function ics(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

const SAMPLE = ics(
  event('UID:a', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261212', 'SUMMARY:Secret shoot'),
  event('UID:b', 'DTSTART:20261220T100000Z', 'DTEND:20261221T000000Z'),
  event('UID:c', 'DTSTART:20261228T080000Z', 'DTEND:20261228T180000Z', 'RRULE:FREQ=WEEKLY;COUNT=6'),
  event('UID:d', 'DTSTART;VALUE=DATE:20261215', 'DTEND;VALUE=DATE:20261216', 'STATUS:CANCELLED'),
);

/** Many recurring events stepping every minute: far more work than any time limit below allows. */
const HEAVY = ics(
  ...Array.from({ length: 400 }, (_, n) =>
    event(`UID:heavy-${n}`, 'DTSTART:20261208T000000Z', 'DTEND:20261208T000100Z', 'RRULE:FREQ=MINUTELY'),
  ),
);

describe('IcsReadPool', { timeout: 60_000 }, () => {
  const pool = new IcsReadPool();
  afterAll(() => pool.close());

  it('answers the busy days busyRangesFromIcs answers on the main thread', async () => {
    const expected = busyRangesFromIcs(SAMPLE, NOW);
    expect(expected.length).toBeGreaterThan(2);
    expect(await pool.read(SAMPLE, NOW)).toEqual(expected);
  });

  it('refuses a text that is not iCalendar with IcsUnreadableError and its message', async () => {
    let mainError: unknown;
    try {
      busyRangesFromIcs('BEGIN:VCARD\r\nEND:VCARD\r\n', NOW);
    } catch (error) {
      mainError = error;
    }
    const threadError = await pool.read('BEGIN:VCARD\r\nEND:VCARD\r\n', NOW).catch((error: unknown) => error);
    expect(threadError).toBeInstanceOf(IcsUnreadableError);
    expect((threadError as Error).message).toBe((mainError as Error).message);
    await expect(pool.read('hello', NOW)).rejects.toBeInstanceOf(IcsUnreadableError);
  });

  it('keeps files in order while one is read, several at once', async () => {
    const texts = Array.from({ length: 6 }, (_, n) =>
      ics(event(`UID:${n}`, `DTSTART;VALUE=DATE:202612${String(10 + n)}`, 'DTEND;VALUE=DATE:20261231')),
    );
    const answers = await Promise.all(texts.map((text) => pool.read(text, NOW)));
    expect(answers.map((busy) => busy[0]?.start)).toEqual(texts.map((_, n) => `2026-12-${10 + n}`));
  });

  it('gives up on a file over the time limit as unreadable, and reads the next one on a new thread', async () => {
    const quick = new IcsReadPool({ timeoutMs: 200 });
    try {
      await quick.read(SAMPLE, NOW); // the thread is started and ready: the limit counts the reading only
      const started = Date.now();
      const error = await quick.read(HEAVY, NOW).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IcsUnreadableError);
      expect((error as Error).message).toContain('0.2 s');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await quick.read(SAMPLE, NOW)).toEqual(busyRangesFromIcs(SAMPLE, NOW));
    } finally {
      await quick.close();
    }
  });

  it('refuses at once beyond its queue, and after close', async () => {
    const small = new IcsReadPool({ queueLimit: 1 });
    try {
      const first = small.read(SAMPLE, NOW);
      const second = small.read(SAMPLE, NOW);
      await expect(small.read(SAMPLE, NOW)).rejects.toBeInstanceOf(IcsReadBusyError);
      expect(small.refusals).toBe(1);
      expect(small.pending).toBe(2);
      await Promise.all([first, second]);
      expect(small.pending).toBe(0);
    } finally {
      await small.close();
    }
    await expect(small.read(SAMPLE, NOW)).rejects.toBeInstanceOf(IcsReadBusyError);
  });
});
