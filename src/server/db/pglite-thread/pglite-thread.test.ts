/**
 * The embedded database on its own thread answers as PGlite does in-process: rows in both modes,
 * text kept for the types drizzle asks, interactive transactions that commit, roll back and hold
 * other queries back, PostgreSQL's error fields, notifications, and data that outlives a close.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows } from '../database';
import { DatabaseThreadStopped, PgliteThread } from './pglite-thread';

const root = mkdtempSync(path.join(os.tmpdir(), 'vp-pglite-thread-'));
let thread: PgliteThread;

beforeAll(async () => {
  thread = await PgliteThread.open(path.join(root, 'pgdata'));
  await thread.exec(`CREATE TABLE items (id int PRIMARY KEY, label text, meta jsonb, at timestamptz)`);
}, 60_000);

afterAll(async () => {
  await thread?.close();
  rmSync(root, { recursive: true, force: true });
});

const count = async () =>
  (await thread.query<{ n: number }>('SELECT count(*)::int AS n FROM items')).rows[0]?.n;

describe('the database thread', () => {
  it('answers rows as objects or arrays, with jsonb parsed and the types asked for kept as text', async () => {
    await thread.query(`INSERT INTO items VALUES (1, $1, $2, '2026-11-23 10:00:00+00')`, [
      'one',
      JSON.stringify({ a: 1 }),
    ]);
    const objects = await thread.query<{ label: string; meta: unknown }>(
      'SELECT label, meta FROM items WHERE id = 1',
    );
    expect(objects.rows).toEqual([{ label: 'one', meta: { a: 1 } }]);
    const arrays = await thread.query('SELECT id, at FROM items WHERE id = 1', [], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(arrays.rows).toEqual([[1, '2026-11-23 10:00:00+00']]);
    const parsed = await thread.query<{ at: unknown }>('SELECT at FROM items WHERE id = 1');
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
  });

  it('refuses a parser that would change values, since functions cannot cross threads', async () => {
    await expect(
      thread.query('SELECT 1', [], { parsers: { [types.INT4]: (value: string) => Number(value) } }),
    ).rejects.toThrow(/only parsers that keep the text/);
  });

  it('commits a transaction, and rolls it back when its work throws or asks to', async () => {
    await thread.query('DELETE FROM items');
    const answer = await thread.transaction(async (tx) => {
      await tx.query(`INSERT INTO items (id, label) VALUES (10, 'kept')`);
      return 'done';
    });
    expect(answer).toBe('done');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(`INSERT INTO items (id, label) VALUES (11, 'thrown')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await thread.transaction(async (tx) => {
      await tx.query(`INSERT INTO items (id, label) VALUES (12, 'rolled back')`);
      await tx.rollback();
    });
    expect((await thread.query('SELECT id FROM items ORDER BY id')).rows).toEqual([{ id: 10 }]);
  });

  it('holds a query outside an open transaction back until the transaction ends', async () => {
    await thread.query('DELETE FROM items');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const writing = thread.transaction(async (tx) => {
      await tx.query(`INSERT INTO items (id, label) VALUES (20, 'late')`);
      inserted();
      await gate;
    });
    await insertedOnce;
    let outside: number | undefined;
    const reading = count().then((n) => {
      outside = n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outside).toBeUndefined();
    release();
    await Promise.all([writing, reading]);
    expect(outside).toBe(1);
  });

  it("passes PostgreSQL's error fields across, and a failed transaction leaves nothing", async () => {
    await thread.query('DELETE FROM items');
    await thread.query(`INSERT INTO items (id) VALUES (30)`);
    const failure = await thread
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO items (id) VALUES (31)`);
        await tx.query(`INSERT INTO items (id) VALUES (30)`);
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    expect(await count()).toBe(1);
  });

  it('delivers notifications once their transaction commits, until unlistened', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('thread_test', (payload) => heard.push(payload));
    await thread.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('thread_test', 'first')`);
    });
    await thread.query(`SELECT pg_notify('thread_test', 'second')`);
    await expect.poll(() => heard).toEqual(['first', 'second']);
    await stop();
    await thread.query(`SELECT pg_notify('thread_test', 'third')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['first', 'second']);
  });
});

describe('the server database on its thread', () => {
  it('migrates, writes through drizzle, refuses calls once closed, and keeps the data for the next open', async () => {
    const dataDir = path.join(root, 'server');
    const first = await openPglite({ dataDir, thread: { nice: 0 } });
    await first.migrate();
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO app_state (key, value) VALUES ('thread_probe', 7)`);
    });
    await first.close();
    const refused = await first.db.execute(sql`SELECT 1`).catch((error: unknown) => error);
    // drizzle wraps the driver's error as its cause.
    expect((refused as Error).cause ?? refused).toBeInstanceOf(DatabaseThreadStopped);

    const second = await openPglite({ dataDir, thread: { nice: 0 } });
    try {
      const rows = await queryRows<{ value: number }>(
        second.db,
        sql`SELECT value FROM app_state WHERE key = 'thread_probe'`,
      );
      expect(rows.map((r) => Number(r.value))).toEqual([7]);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe.runIf(process.platform === 'linux')("the thread's CPU priority", () => {
  /** The nice value of each thread of this process, from /proc. */
  const niceByThread = () =>
    readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return { tid: Number(tid), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
    });

  it('lowers its own thread only, leaving the event loop where it was', async () => {
    const before = niceByThread();
    const lowered = await PgliteThread.open(path.join(root, 'nice'), { nice: 7 });
    try {
      const after = niceByThread();
      const added = after.filter((t) => !before.some((b) => b.tid === t.tid));
      expect(added.filter((t) => t.nice === 7)).toHaveLength(1);
      expect(after.find((t) => t.tid === process.pid)?.nice).toBe(
        before.find((t) => t.tid === process.pid)?.nice,
      );
    } finally {
      await lowered.close();
    }
  }, 60_000);
});
