/**
 * Suite 2: two server processes on one PostgreSQL database, no proxy between them. A session made on
 * one works on the other (and signing out on one ends it on both); a write through one shows in the
 * other's cached list within one second; If-Match stops a lost update across the two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../server-process';
import { HttpSession, keepAliveAgent, percentile } from './http-session';
import { createScratchDatabase, reportFigures, type ScratchDatabase } from './scratch-database';
import { expectOk, STUDIO_PATH } from './workload';

const ADMIN = { email: 'two-processes@example.com', password: 'two-processes-password' };
let db: ScratchDatabase;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  db = await createScratchDatabase('processes');
  const env = {
    DATABASE_URL: db.url,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // Both start at once on the empty database: migrations, the demo data and the admin account must
  // each happen once.
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
});

afterAll(async () => {
  for (const s of [a, b]) s?.kill('SIGKILL');
  await Promise.all([a?.exited, b?.exited]);
  await db?.drop();
});

/** The same browser talking to the other process. */
function on(session: HttpSession, server: ServerProcess): HttpSession {
  const other = new HttpSession(server.baseUrl, keepAliveAgent());
  for (const [k, v] of session.cookies) other.cookies.set(k, v);
  other.csrfToken = session.csrfToken;
  return other;
}

/** Polls a read for up to a second (the other process learns of a write through NOTIFY). */
async function eventually(read: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  while (!(await read())) {
    if (performance.now() - started > 1000) throw new Error('not seen within one second');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Page {
  count: number;
  results: { id: number; name: string; city: string }[];
}

describe('two server processes on one PostgreSQL', () => {
  it('started together, they migrate, seed and create the admin once', async () => {
    const [[studios], [admins], [migrations]] = await Promise.all([
      db.query<{ n: string }>('SELECT count(*) AS n FROM studios'),
      db.query<{ n: string }>('SELECT count(*) AS n FROM admin_users'),
      db.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations'),
    ]);
    expect(Number(studios?.n)).toBe(48);
    expect(Number(admins?.n)).toBe(1);
    expect(Number(migrations?.n)).toBeGreaterThan(0);
    const listA = await expectOk(new HttpSession(a.baseUrl).get('/api/studios/studios-enhanced/'), 'list A');
    const listB = await expectOk(new HttpSession(b.baseUrl).get('/api/studios/studios-enhanced/'), 'list B');
    expect(listA.headers.etag).toBe(listB.headers.etag);
  });

  it('a session made on one process works on the other, and signing out on one ends it on both', async () => {
    const onA = new HttpSession(a.baseUrl, keepAliveAgent());
    await onA.signIn(ADMIN.email, ADMIN.password);
    const onB = on(onA, b);
    const status = await onB.get('/api/admin/status/');
    expect(status.json()).toMatchObject({ authenticated: true, user: { email: ADMIN.email } });
    // A write on B with the session and CSRF token from A.
    const write = await onB.request('PATCH', STUDIO_PATH(7), { city: 'Session from A' });
    expect(write.status).toBe(200);
    // Admin views (hidden studios) on B too.
    const draft = await onB.get(STUDIO_PATH(32));
    expect(draft.status).toBe(200);

    const out = await onB.request('POST', '/api/admin/logout/', {});
    expect(out.status).toBe(200);
    const replay = on(onA, a);
    replay.cookies.set('sessionid', onA.cookies.get('sessionid')!);
    expect((await replay.get('/api/admin/status/')).json()).toMatchObject({ authenticated: false });
    const refused = await replay.request('PATCH', STUDIO_PATH(7), { city: 'After logout' });
    expect(refused.status).toBe(401);
  });

  it("a write through one process is in the other's list within one second, both ways", async () => {
    const admin = new HttpSession(a.baseUrl, keepAliveAgent());
    await admin.signIn(ADMIN.email, ADMIN.password);
    const writers = { a: admin, b: on(admin, b) };
    const readers = {
      a: new HttpSession(a.baseUrl, keepAliveAgent()),
      b: new HttpSession(b.baseUrl, keepAliveAgent()),
    };
    // Warm both caches.
    await expectOk(readers.a.get('/api/studios/studios-enhanced/'), 'warm A');
    await expectOk(readers.b.get('/api/studios/studios-enhanced/'), 'warm B');

    const delays: number[] = [];
    for (let i = 0; i < 20; i++) {
      const [from, to] = i % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
      // "AAA" sorts before every demo studio: the change is on the first page.
      const name = `AAA Seen elsewhere ${i}`;
      const wrote = await writers[from].request('PATCH', STUDIO_PATH(9), { name });
      expect(wrote.status).toBe(200);
      const written = performance.now();
      let seenAfter = Number.POSITIVE_INFINITY;
      while (performance.now() - written < 1000) {
        const page = (await expectOk(readers[to].get('/api/studios/studios-enhanced/'), 'list')).json<Page>();
        if (page.results.some((s) => s.id === 9 && s.name === name)) {
          seenAfter = performance.now() - written;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(seenAfter, `write ${i} through ${from} not in ${to}'s list within 1 s`).toBeLessThan(1000);
      delays.push(seenAfter);
      // The other's detail and general list agree at once too.
      const detail = (await expectOk(readers[to].get(STUDIO_PATH(9)), 'detail')).json<{ name: string }>();
      expect(detail.name).toBe(name);
    }
    reportFigures('several processes', {
      writes: delays.length,
      seen_in_other_list_p50_ms: Math.round(percentile(delays, 50)),
      seen_in_other_list_max_ms: Math.round(Math.max(...delays)),
    });
  });

  it('If-Match stops a lost update across the two: an ETag read on A, a write on B, the stale write on A gets 412', async () => {
    const admin = new HttpSession(a.baseUrl, keepAliveAgent());
    await admin.signIn(ADMIN.email, ADMIN.password);
    const onB = on(admin, b);

    const read = await expectOk(admin.get(STUDIO_PATH(11)), 'read on A');
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"studio-11-v\d+"$/);
    const first = await onB.request(
      'PATCH',
      STUDIO_PATH(11),
      { city: 'Written on B' },
      { headers: { 'if-match': etag } },
    );
    expect(first.status).toBe(200);
    const stale = await admin.request(
      'PATCH',
      STUDIO_PATH(11),
      { city: 'Stale on A' },
      { headers: { 'if-match': etag } },
    );
    expect(stale.status).toBe(412);
    // A serves B's value and B's ETag (within a notification's latency), and accepts that ETag.
    await eventually(async () => (await admin.get(STUDIO_PATH(11))).headers.etag === first.headers.etag);
    const fresh = await expectOk(admin.get(STUDIO_PATH(11)), 'A fresh');
    expect(fresh.json()).toMatchObject({ city: 'Written on B' });
    const ok = await admin.request(
      'PATCH',
      STUDIO_PATH(11),
      { city: 'Fresh on A' },
      {
        headers: { 'if-match': fresh.headers.etag as string },
      },
    );
    expect(ok.status).toBe(200);

    // Races: six writers, three per process, all with the same ETag: exactly one wins each round.
    for (let round = 0; round < 10; round++) {
      const tag = (await expectOk(admin.get(STUDIO_PATH(12)), 'read')).headers.etag as string;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? onB : admin).request(
            'PATCH',
            STUDIO_PATH(12),
            { city: `Race ${round}.${i}` },
            {
              headers: { 'if-match': tag },
            },
          ),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 412, 412, 412, 412, 412]);
      const winner = answers.find((r) => r.status === 200)!.json<{ city: string }>().city;
      for (const reader of [admin, onB]) {
        await eventually(
          async () => (await reader.get(STUDIO_PATH(12))).json<{ city: string }>().city === winner,
        );
      }
    }
    const [log] = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM change_log WHERE studio_id = 12 AND action = 'edit' AND field = 'city'",
    );
    expect(Number(log?.n)).toBe(10);
  });
});
