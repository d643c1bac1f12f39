/**
 * The fleet suite's moving parts (docs/reliability.md, suite 6): three server processes on one
 * PostgreSQL database, each restarted in place as systemd would (same port, same environment), and
 * the mixed load that runs through nginx while they are: visitors reading lists, studio pages and
 * comparisons; an admin editing; an owner uploading photos; visitors sending enquiries. Every answer
 * is recorded for the checks of fleet.pg.reliability.test.ts.
 */
import { expect } from 'vitest';
import { type ServerProcess, startServer } from '../server-process';
import { type HttpAnswer, HttpSession, keepAliveAgent } from './http-session';
import { STUDIO_PATH } from './workload';

/** One server process's place in the fleet: its port stays, the process changes at each restart. */
interface Slot {
  server: ServerProcess;
  /** Answering and not being stopped: the freshness checks ask it directly. */
  up: boolean;
}

export class Fleet {
  readonly slots: Slot[] = [];
  /** Every process started, for the suite's clean-up after a failure. */
  readonly started: ServerProcess[] = [];
  /** [start, end] in performance.now() time of each restart, from the signal to /readyz 200. */
  readonly restartWindows: [number, number][] = [];

  constructor(
    private readonly envFor: (slot: number) => Record<string, string>,
    readonly size: number,
  ) {}

  /** Starts every process at once on the empty database (one migrates, the others wait for it). */
  async start(): Promise<void> {
    const servers = await Promise.all(
      Array.from({ length: this.size }, (_, i) => startServer(this.envFor(i), { timeoutMs: 180_000 })),
    );
    for (const server of servers) {
      this.started.push(server);
      await waitReady(server);
      this.slots.push({ server, up: true });
    }
  }

  get ports(): number[] {
    return this.slots.map((s) => s.server.port);
  }

  private slot(i: number): Slot {
    const slot = this.slots[i];
    if (!slot) throw new Error(`no slot ${i}`);
    return slot;
  }

  /** Starts a new process on the slot's port and waits for /readyz. */
  private async startAgain(i: number): Promise<void> {
    const slot = this.slot(i);
    const server = await startServer(this.envFor(i), { port: slot.server.port, timeoutMs: 120_000 });
    this.started.push(server);
    await waitReady(server);
    slot.server = server;
    slot.up = true;
  }

  /** SIGTERM, wait for the exit (0), start it again, wait for /readyz: one step of a rolling restart. */
  async gracefulRestart(i: number): Promise<{ exitMs: number; readyMs: number }> {
    const slot = this.slot(i);
    const began = performance.now();
    slot.up = false;
    const exit = await slot.server.stop(30_000);
    expect(exit, `process ${i} after SIGTERM:\n${slot.server.output().slice(-4000)}`).toEqual({
      code: 0,
      signal: null,
    });
    const exited = performance.now();
    await this.startAgain(i);
    const ready = performance.now();
    this.restartWindows.push([began, ready]);
    return { exitMs: exited - began, readyMs: ready - began };
  }

  /**
   * A crash: `kill` sends SIGKILL to the slot's process (at a moment of its choosing) and resolves
   * with what it recorded; then the process is started again and waited for.
   */
  async crashAndRestart<T>(i: number, kill: (server: ServerProcess) => Promise<T>): Promise<T> {
    const slot = this.slot(i);
    slot.up = false;
    const began = performance.now();
    const result = await kill(slot.server);
    await this.startAgain(i);
    this.restartWindows.push([began, performance.now()]);
    return result;
  }

  async stopAll(): Promise<void> {
    for (const s of this.started) s.kill('SIGKILL');
    await Promise.all(this.started.map((s) => s.exited));
  }
}

/** Polls GET /readyz until it answers 200 (60 s at most). */
export async function waitReady(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = '';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const res = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
      last = `${res.status} ${await res.text()}`;
      if (res.status === 200) return;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `port ${server.port}: /readyz not 200 within 60 s (last: ${last}):\n${server.output().slice(-4000)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// What the load recorded

export interface ReadRecord {
  kind: 'list' | 'detail' | 'studio page' | 'comparison';
  path: string;
  at: number;
  ms: number;
  status: number;
  cache: string;
  error?: string;
}

export interface SignedInRead {
  who: 'admin' | 'owner';
  path: string;
  status: number;
  cache: string;
}

export type Outcome = 'acknowledged' | 'refused' | 'unknown';

export interface Write<T> {
  what: T;
  outcome: Outcome;
  status: number;
  answer?: HttpAnswer;
  error?: string;
}

export interface LoadRecords {
  reads: ReadRecord[];
  signedIn: SignedInRead[];
  edits: Write<{ id: number; city: string }>[];
  photos: Write<{ caption: string }>[];
  enquiries: Write<{ email: string; studio: number }>[];
  /**
   * Milliseconds from a write's acknowledgement to the sending of the first read that showed it, on
   * each process that was up, asked directly (one entry per process and write).
   */
  freshDirectMs: number[];
  /**
   * Milliseconds from a write's acknowledgement to the sending of the last read that still showed
   * the old value (0 when the first read showed the new one), per process and write: how long the
   * process really served the old value, without the time a loaded machine took to answer the read
   * that showed the new one.
   */
  staleDirectMs: number[];
  /** The same through nginx, for the admin's edits, as a visitor. */
  freshProxyMs: number[];
  /** staleDirectMs through nginx. */
  staleProxyMs: number[];
}

/** 2xx: acknowledged; 502/504 or no answer: unknown (nginx lost the process, or the write); else refused. */
function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'acknowledged';
  if (status === 502 || status === 504) return 'unknown';
  return 'refused';
}

async function recordWrite<T>(what: T, send: () => Promise<HttpAnswer>): Promise<Write<T>> {
  try {
    const answer = await send();
    return { what, outcome: outcomeOf(answer.status), status: answer.status, answer };
  } catch (error) {
    return { what, outcome: 'unknown', status: 0, error: String(error) };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

export interface LoadPlan {
  proxyUrl: string;
  /** Published studios visitors read. */
  readIds: number[];
  /** Studios the admin edits (one city each round). */
  editIds: number[];
  /** The owner's studio. */
  ownerStudio: number;
  enquiryIds: number[];
  admin: HttpSession;
  owner: HttpSession;
  photo: (caption: string) => { body: Buffer; contentType: string };
  visitors: number;
  enquirers: number;
}

/** The owner's uploads in a run: well under a studio's 40 images. */
const PHOTO_UPLOADS = 25;

/** A write not served after this long is a failure whatever the machine's load. */
const FRESH_HARD_LIMIT_MS = 15_000;

/**
 * Polls `read` on every process that is up until it says yes; the delays are recorded (the suite
 * checks them against the promised bound). A process stopped while asked is left out; one that
 * still serves the old value after FRESH_HARD_LIMIT_MS fails the run.
 */
async function freshEverywhere(
  fleet: Fleet,
  path: string,
  seen: (body: unknown) => boolean,
  into: number[],
  staleInto: number[],
  failures: string[],
): Promise<void> {
  const written = performance.now();
  await Promise.all(
    fleet.slots.map(async (slot, i) => {
      const server = slot.server;
      if (!slot.up) return;
      const reader = new HttpSession(server.baseUrl, keepAliveAgent(4));
      let lastStale = 0;
      for (;;) {
        // Measured by when the read was sent: how long after the write a read still showed the old
        // value, however long a loaded machine then took to answer it.
        const elapsed = performance.now() - written;
        if (!slot.up || slot.server !== server) return;
        try {
          const res = await reader.get(path, { timeoutMs: 30_000 });
          if (res.status === 200 && seen(res.json())) {
            into.push(elapsed);
            staleInto.push(lastStale);
            return;
          }
          if (res.status === 200) lastStale = elapsed;
        } catch (error) {
          if (!slot.up || slot.server !== server) return;
          if (performance.now() - written > FRESH_HARD_LIMIT_MS) {
            failures.push(`process ${i} ${path}: ${String(error)}`);
            return;
          }
        }
        if (elapsed > FRESH_HARD_LIMIT_MS) {
          if (!slot.up || slot.server !== server) return;
          failures.push(
            `process ${i} still served the old ${path} ${FRESH_HARD_LIMIT_MS} ms after the write`,
          );
          return;
        }
        await pause(20);
      }
    }),
  );
}

/**
 * Runs the mixed load through nginx until `stop()` says so. Freshness failures (a process or the
 * cache slower than promised) are collected in `failures`, not thrown, so the run ends whole.
 */
export async function runLoad(
  fleet: Fleet,
  plan: LoadPlan,
  stop: () => boolean,
  failures: string[],
): Promise<LoadRecords> {
  const records: LoadRecords = {
    reads: [],
    signedIn: [],
    edits: [],
    photos: [],
    enquiries: [],
    freshDirectMs: [],
    staleDirectMs: [],
    freshProxyMs: [],
    staleProxyMs: [],
  };

  const visitor = async () => {
    const session = new HttpSession(plan.proxyUrl, keepAliveAgent(8));
    while (!stop()) {
      const dice = Math.random();
      const kind: ReadRecord['kind'] =
        dice < 0.3 ? 'list' : dice < 0.7 ? 'detail' : dice < 0.85 ? 'studio page' : 'comparison';
      let path: string;
      if (kind === 'list')
        path = `/api/studios/studios-enhanced/?page_size=12&page=${1 + Math.floor(Math.random() * 3)}`;
      else if (kind === 'detail') path = STUDIO_PATH(pick(plan.readIds));
      else if (kind === 'studio page') path = `/frontend/studios/${pick(plan.readIds)}`;
      else {
        const a = pick(plan.readIds.slice(0, 3));
        const b = pick(plan.readIds.slice(3, 6));
        path = `/frontend/compare?studios=${a},${b}`;
      }
      const at = performance.now();
      try {
        // nginx gives up on a process after proxy_read_timeout (60 s) and answers 504: a GET slower
        // than that fails through nginx's answer, not this client's patience.
        const res = await session.get(path, {
          timeoutMs: 75_000,
          headers: {
            accept: kind.endsWith('page') || kind === 'comparison' ? 'text/html' : 'application/json',
          },
        });
        records.reads.push({
          kind,
          path,
          at,
          ms: res.ms,
          status: res.status,
          cache: String(res.headers['x-cache-status'] ?? ''),
        });
      } catch (error) {
        records.reads.push({
          kind,
          path,
          at,
          ms: performance.now() - at,
          status: 0,
          cache: '',
          error: String(error),
        });
      }
      await pause(15);
    }
  };

  const signedInRead = async (who: SignedInRead['who'], session: HttpSession, path: string) => {
    try {
      const res = await session.get(path);
      records.signedIn.push({
        who,
        path,
        status: res.status,
        cache: String(res.headers['x-cache-status'] ?? ''),
      });
    } catch (error) {
      records.signedIn.push({ who, path, status: 0, cache: `error: ${String(error)}` });
    }
  };

  // The admin: one edit at a time, each checked on every process directly within 1 s; through nginx
  // a visitor must see it within s-maxage (checked beside, so the next edit need not wait; a studio
  // is edited again only once its check is done).
  const proxyChecks = new Map<number, Promise<void>>();
  const editor = async () => {
    const visitorView = new HttpSession(plan.proxyUrl, keepAliveAgent(4));
    for (let n = 0; !stop(); n++) {
      const id = plan.editIds[n % plan.editIds.length] as number;
      await proxyChecks.get(id);
      if (stop()) break;
      const city = `Fleet edit ${n}`;
      const write = await recordWrite({ id, city }, () =>
        plan.admin.request('PATCH', STUDIO_PATH(id), { city }),
      );
      records.edits.push(write);
      if (write.outcome === 'acknowledged') {
        const seen = (body: unknown) => (body as { city?: string }).city === city;
        const written = performance.now();
        await freshEverywhere(
          fleet,
          STUDIO_PATH(id),
          seen,
          records.freshDirectMs,
          records.staleDirectMs,
          failures,
        );
        proxyChecks.set(
          id,
          (async () => {
            let lastStale = 0;
            for (;;) {
              const sent = performance.now() - written;
              try {
                const res = await visitorView.get(STUDIO_PATH(id), { timeoutMs: 75_000 });
                if (res.status === 200 && seen(res.json())) {
                  records.freshProxyMs.push(sent);
                  records.staleProxyMs.push(lastStale);
                  return;
                }
                if (res.status === 200) lastStale = sent;
              } catch {
                // a GET through nginx that fails is counted by the visitors' check
              }
              if (sent > FRESH_HARD_LIMIT_MS) {
                failures.push(
                  `nginx served ${STUDIO_PATH(id)} without "${city}" for ${FRESH_HARD_LIMIT_MS} ms`,
                );
                return;
              }
              await pause(100);
            }
          })(),
        );
      }
      if (n % 3 === 0) {
        await signedInRead('admin', plan.admin, STUDIO_PATH(id));
        await signedInRead('admin', plan.admin, `/frontend/studios/${id}`);
      }
      await pause(150);
    }
    await Promise.all(proxyChecks.values());
  };

  // The owner: one photo at a time into their studio, each on every process at once afterwards;
  // at most PHOTO_UPLOADS (a studio holds 40 images, some of them the demo's).
  const uploader = async () => {
    for (let n = 0; !stop() && n < PHOTO_UPLOADS; n++) {
      const caption = `Fleet photo ${n}`;
      const { body, contentType } = plan.photo(caption);
      const write = await recordWrite({ caption }, () =>
        plan.owner.request('POST', `/api/studios/studios-enhanced/${plan.ownerStudio}/images/`, undefined, {
          rawBody: body,
          headers: { 'content-type': contentType },
          timeoutMs: 60_000,
        }),
      );
      records.photos.push(write);
      if (write.outcome === 'acknowledged') {
        const imageId = write.answer?.json<{ id: string }>().id;
        const seen = (detail: unknown) =>
          ((detail as { images?: { id: string }[] }).images ?? []).some((image) => image.id === imageId);
        await freshEverywhere(
          fleet,
          STUDIO_PATH(plan.ownerStudio),
          seen,
          records.freshDirectMs,
          records.staleDirectMs,
          failures,
        );
      }
      await signedInRead('owner', plan.owner, `/frontend/studios/${plan.ownerStudio}`);
      await pause(500);
    }
  };

  // Visitors writing to studios: each enquiry from its own address and email (the per-process form
  // limits are for floods, not for this), after the form's minimum fill time.
  let enquiryNumber = 0;
  const enquirer = async (who: number) => {
    while (!stop()) {
      const n = enquiryNumber++;
      const session = new HttpSession(plan.proxyUrl, keepAliveAgent(4));
      const studio = plan.enquiryIds[n % plan.enquiryIds.length] as number;
      const email = `fleet-enquiry-${n}@visitor.example`;
      try {
        await session.fetchCsrfToken();
        const token = await session.get('/api/forms/token/');
        const { form_token, min_fill_seconds } = token.json<{
          form_token: string;
          min_fill_seconds: number;
        }>();
        // The form's own rule: it may be sent min_fill_seconds after the token, not sooner.
        await pause(min_fill_seconds * 1000 + 50);
        if (stop()) break;
        const address = `10.37.${who}.${(n % 250) + 1}`;
        records.enquiries.push(
          await recordWrite({ email, studio }, () =>
            session.request(
              'POST',
              `/api/studios/studios-enhanced/${studio}/enquiries/`,
              {
                name: `Visitor ${n}`,
                email,
                message: `Is the stage free next month? (fleet enquiry ${n})`,
                consent: true,
                form_token,
              },
              { headers: { 'x-forwarded-for': address } },
            ),
          ),
        );
      } catch (error) {
        // The token or CSRF GETs failing: the reads' check, not a write.
        records.reads.push({
          kind: 'detail',
          path: 'enquiry form GETs',
          at: performance.now(),
          ms: 0,
          status: 0,
          cache: '',
          error: String(error),
        });
      }
    }
  };

  await Promise.all([
    ...Array.from({ length: plan.visitors }, visitor),
    editor(),
    uploader(),
    ...Array.from({ length: plan.enquirers }, (_, i) => enquirer(i)),
  ]);
  return records;
}
