/**
 * The crash scenario, the same on both databases: while an admin runs edits, imports and creates
 * side by side, the server is killed with SIGKILL at a random moment; it is started again on the
 * same data, and everything it acknowledged must be there, exactly once, with no import half-applied.
 */
import { expect } from 'vitest';
import { type ServerProcess, startServer } from '../server-process';
import { HttpSession, keepAliveAgent, reconnect } from './http-session';
import { reportFigures } from './scratch-database';
import {
  atomicRound,
  changeHistory,
  expectOk,
  HISTORY_LIMIT,
  IMPORT_HISTORY_PATH,
  IMPORT_PATH,
  PARAMETERS_PATH,
  parameterValues,
  roundValue,
  runSequentialWrites,
  STUDIO_PATH,
  taggedImportBody,
  taggedKeys,
  type WriteRecord,
} from './workload';

export const CRASH_IMPORT_KEYS = taggedKeys('CRASH', 12);

export interface CycleRecords {
  cycle: number;
  editStudios: number[];
  importStudio: number;
  edits: WriteRecord<{ id: number; city: string }>[][];
  imports: WriteRecord<{ round: number }>[];
  creates: WriteRecord<{ name: string }>[];
  killedAfterMs: number;
}

export interface CycleCounts {
  acknowledged: number;
  unknown: number;
  unknownApplied: number;
}

/**
 * Runs the writes and kills the server with SIGKILL `killAfterMs` after every edited studio has had
 * an edit acknowledged. Each studio then has an acknowledged city that the restarted server must
 * show (or the one in flight at the kill). Killing after the first acknowledgement of any studio let
 * a studio whose first edit was still in flight come out with no acknowledged city at all: when that
 * edit did not land, its old city was the right answer, and the check could not tell.
 */
export async function writeUntilKilled(
  server: ServerProcess,
  admin: HttpSession,
  cycle: number,
  layout: { editStudios: number[]; importStudio: number },
  killAfterMs: number,
): Promise<CycleRecords> {
  let killed = false;
  const stop = () => killed;
  const tag = `c${cycle}`;
  const firstAcks: Promise<void>[] = [];
  const editRuns = layout.editStudios.map((id) => {
    let firstAck: () => void = () => {};
    const acked = new Promise<void>((resolve) => {
      firstAck = resolve;
    });
    const run = runSequentialWrites(
      (n) => ({ id, city: `Crash ${tag} s${id} #${n}` }),
      async (what) => {
        const res = await admin.request('PATCH', STUDIO_PATH(what.id), { city: what.city });
        // Any answer releases the kill: 200 is the acknowledgement waited for, and anything else
        // is a refused write, which verifyCycle fails on by name.
        firstAck();
        return res;
      },
      { stop },
    );
    // A run cut before its first answer (a lost connection) must not hold the kill back forever:
    // verifyCycle then fails on the missing acknowledgement by name.
    firstAcks.push(Promise.race([acked, run.then(() => undefined)]));
    return run;
  });
  const importRun = runSequentialWrites(
    (n) => ({ round: n + 1 }),
    (what) =>
      admin.request(
        'POST',
        IMPORT_PATH(layout.importStudio),
        taggedImportBody(CRASH_IMPORT_KEYS, tag, what.round, what.round % 2 ? 'overwrite' : 'version'),
      ),
    { stop },
  );
  const createRun = runSequentialWrites(
    (n) => ({ name: `Crash ${tag} created #${n}` }),
    (what) =>
      admin.request('POST', '/api/studios/studios/', { name: what.name, city: 'Kill', country: 'Nine' }),
    { stop },
  );
  await Promise.all(firstAcks);
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  killed = true;
  server.kill('SIGKILL');
  const exit = await server.exited;
  expect(exit.signal).toBe('SIGKILL');
  const [edits, imports, creates] = await Promise.all([Promise.all(editRuns), importRun, createRun]);
  return { cycle, ...layout, edits, imports, creates, killedAfterMs: killAfterMs };
}

/** Restarts the server on the same port and data; the admin's session must have survived. */
export async function restart(
  server: ServerProcess,
  env: Record<string, string>,
  admin: HttpSession,
): Promise<{ server: ServerProcess; admin: HttpSession }> {
  const again = await startServer(env, { port: server.port });
  const session = reconnect(admin, again.baseUrl);
  const status = await session.get('/api/admin/status/');
  expect(status.json<{ authenticated: boolean }>().authenticated).toBe(true);
  return { server: again, admin: session };
}

function lastWhere<T>(records: WriteRecord<T>[], outcome: WriteRecord<T>['outcome']): T | undefined {
  return records.filter((r) => r.outcome === outcome).at(-1)?.what;
}

/** Checks, through the restarted server, everything the cycle's acknowledgements promised. */
export async function verifyCycle(admin: HttpSession, records: CycleRecords): Promise<CycleCounts> {
  const counts: CycleCounts = { acknowledged: 0, unknown: 0, unknownApplied: 0 };
  const note = (list: WriteRecord<unknown>[]) => {
    counts.acknowledged += list.filter((r) => r.outcome === 'acknowledged').length;
    counts.unknown += list.filter((r) => r.outcome === 'unknown').length;
    for (const r of list)
      if (r.outcome === 'refused') throw new Error(`refused write: ${r.status} ${r.answer?.text}`);
  };

  // Edits: the city is the last acknowledged value, or the one in flight when the server died, and
  // the change log has exactly one row for each value that landed.
  for (const [i, run] of records.edits.entries()) {
    note(run);
    const id = records.editStudios[i]!;
    const last = lastWhere(run, 'acknowledged');
    const inFlight = lastWhere(run, 'unknown');
    // writeUntilKilled kills only once each studio has an acknowledged edit: one must be there.
    expect(last, `studio ${id}: an edit acknowledged before the kill`).toBeDefined();
    const city = (await expectOk(admin.get(STUDIO_PATH(id)), `studio ${id}`)).json<{ city: string }>().city;
    const allowed = [last?.city, inFlight?.city].filter((v): v is string => v !== undefined);
    expect(allowed).toContain(city);
    const history = await changeHistory(admin, id);
    const rowsFor = (value: string) =>
      history.filter((h) => h.action === 'edit' && h.field === 'city' && h.after === value).length;
    for (const r of run) if (r.outcome === 'acknowledged') expect(rowsFor(r.what.city), r.what.city).toBe(1);
    if (inFlight) {
      const applied = city === inFlight.city;
      expect(rowsFor(inFlight.city)).toBe(applied ? 1 : 0);
      if (applied) counts.unknownApplied++;
    }
  }

  // Imports: every tagged key shows one round, the last acknowledged or the one in flight; each
  // acknowledged import is in the history with one change-log row per key.
  note(records.imports);
  const tag = `c${records.cycle}`;
  const params = await expectOk(admin.get(PARAMETERS_PATH(records.importStudio)), 'parameters');
  const values = parameterValues(params.json(), CRASH_IMPORT_KEYS);
  const round = atomicRound(values, CRASH_IMPORT_KEYS, tag);
  const lastImport = lastWhere(records.imports, 'acknowledged');
  const importInFlight = lastWhere(records.imports, 'unknown');
  const allowedRounds = [lastImport?.round, importInFlight?.round].filter((v) => v !== undefined);
  if (lastImport) expect(allowedRounds).toContain(round);
  if (importInFlight && round === importInFlight.round) counts.unknownApplied++;
  const importHistory = (
    await expectOk(admin.get(IMPORT_HISTORY_PATH(records.importStudio)), 'import history')
  ).json<{ history: { id: number; file_name: string }[] }>().history;
  const studioLog = await changeHistory(admin, records.importStudio);
  // The log answers its newest HISTORY_LIMIT entries: on a fast machine a cycle imports more than
  // that holds, so the rows are checked for the imports wholly inside the window (the newest ones,
  // those the kill could have torn); every acknowledged import is checked in the import history.
  const windowFull = studioLog.length === HISTORY_LIMIT;
  const logged = studioLog.flatMap((h) => (typeof h.import_id === 'number' ? [h.import_id] : []));
  const oldestWhole = windowFull ? Math.min(...logged) + 1 : Number.NEGATIVE_INFINITY;
  for (const r of records.imports) {
    if (r.outcome !== 'acknowledged') continue;
    const importId = r.answer!.json<{ import_id: number }>().import_id;
    expect(importHistory.some((h) => h.id === importId)).toBe(true);
    if (importId < oldestWhole) continue;
    expect(studioLog.filter((h) => h.import_id === importId && h.action === 'import')).toHaveLength(
      CRASH_IMPORT_KEYS.length,
    );
    // Its values are in the log too (the overwritten ones as "before" of the next round).
    expect(studioLog.some((h) => h.import_id === importId && h.after === roundValue(tag, r.what.round))).toBe(
      true,
    );
  }

  // Creates: each acknowledged studio exists once; the one in flight at most once.
  note(records.creates);
  const all = (await expectOk(admin.get('/api/studios/studios/?page_size=1000'), 'admin list')).json<{
    results: { id: number; name: string }[];
  }>().results;
  const named = (name: string) => all.filter((s) => s.name === name);
  for (const r of records.creates) {
    if (r.outcome === 'acknowledged') {
      const id = r.answer!.json<{ id: number }>().id;
      expect(named(r.what.name).map((s) => s.id)).toEqual([id]);
    } else if (r.outcome === 'unknown') {
      const found = named(r.what.name).length;
      expect(found).toBeLessThanOrEqual(1);
      counts.unknownApplied += found;
    }
  }
  expect(all.filter((s) => s.name.startsWith(`Crash ${tag} created #`)).length).toBe(
    records.creates.filter((r) => r.outcome === 'acknowledged').length +
      records.creates.filter((r) => r.outcome === 'unknown' && named(r.what.name).length === 1).length,
  );
  return counts;
}

/** No error or fatal line in a server's JSON log (pino levels 50 and 60). */
export function expectNoErrorLogs(output: string): void {
  const bad = output.split('\n').filter((line) => /"level":(50|60)/.test(line));
  expect(bad).toEqual([]);
}

/** What a database's own test checks around each restart (the embedded database's lock file). */
export interface RestartChecks {
  beforeRestart?(killed: ServerProcess): void;
  afterRestart?(started: ServerProcess): void;
}

/**
 * Starts the server on `env`, signs the admin in, and runs three cycles of writes, a SIGKILL at a
 * random moment, a restart and the checks of verifyCycle. Every process started is pushed onto
 * `servers` so the caller's afterAll can clean up after a failure.
 */
export async function runKillCycles(
  env: Record<string, string>,
  credentials: { email: string; password: string },
  servers: ServerProcess[],
  checks: RestartChecks = {},
): Promise<{ server: ServerProcess; admin: HttpSession; totals: CycleCounts }> {
  let server = await startServer(env);
  servers.push(server);
  let admin = new HttpSession(server.baseUrl, keepAliveAgent());
  await admin.signIn(credentials.email, credentials.password);
  const totals: CycleCounts = { acknowledged: 0, unknown: 0, unknownApplied: 0 };

  for (let cycle = 0; cycle < 3; cycle++) {
    const killAfterMs = 400 + Math.floor(Math.random() * 1200);
    const records = await writeUntilKilled(
      server,
      admin,
      cycle,
      { editStudios: [10 + cycle * 4, 11 + cycle * 4, 12 + cycle * 4], importStudio: 13 + cycle * 4 },
      killAfterMs,
    );
    checks.beforeRestart?.(server);
    ({ server, admin } = await restart(server, env, admin));
    servers.push(server);
    checks.afterRestart?.(server);
    expectNoErrorLogs(server.output());
    const counts = await verifyCycle(admin, records);
    totals.acknowledged += counts.acknowledged;
    totals.unknown += counts.unknown;
    totals.unknownApplied += counts.unknownApplied;
  }
  return { server, admin, totals };
}

/** The reopened database takes writes as before; the figures are reported; the server stops cleanly. */
export async function finishCrashRun(
  label: string,
  server: ServerProcess,
  admin: HttpSession,
  totals: CycleCounts,
): Promise<void> {
  const after = await admin.request('PATCH', STUDIO_PATH(30), { city: 'After the crashes' });
  expect(after.status).toBe(200);
  reportFigures(label, {
    kills: 3,
    acknowledged_writes: totals.acknowledged,
    in_flight_at_kill: totals.unknown,
    in_flight_that_landed: totals.unknownApplied,
  });
  expect((await server.stop()).code).toBe(0);
}
