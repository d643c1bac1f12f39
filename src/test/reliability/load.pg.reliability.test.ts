/**
 * Suite 1: load with writes, on PostgreSQL. 1,000 synthetic studios; for 30 seconds 100 concurrent
 * readers (list pages, details, categorized parameters, compare) while one signed-in admin makes 300
 * edits and 20 imports. Every read must answer 2xx or 304; every acknowledged edit and import must be
 * there afterwards; the change log must hold exactly one row per change; and no reader may ever see
 * half an import: each import sets 40 parameters of one studio to values tagged with its round, and
 * the readers of that studio check that all 40 carry one round (and that rounds never go backwards).
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/lib/project-root';
import { type ServerProcess, startServer } from '../server-process';
import { type HttpAnswer, HttpSession, keepAliveAgent, percentile } from './http-session';
import { createScratchDatabase, reportFigures, type ScratchDatabase } from './scratch-database';
import {
  atomicRound,
  expectOk,
  IMPORT_HISTORY_PATH,
  IMPORT_PATH,
  PARAMETERS_PATH,
  parameterValues,
  STUDIO_PATH,
  taggedImportBody,
  taggedKeys,
} from './workload';

const STUDIOS = 1000;
const READERS = 100;
const READ_SECONDS = 30;
const BASELINE_SECONDS = 10;
const EDITS = 300;
const IMPORTS = 20;
const IMPORT_TARGETS = 4;
const KEYS = taggedKeys('LOAD', 40);
const TAG = 'load';
const ADMIN = { email: 'load-admin@example.com', password: 'load-admin-password-1' };

let db: ScratchDatabase;
let server: ServerProcess;

beforeAll(async () => {
  db = await createScratchDatabase('load');
  const seeded = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/seed-synthetic.ts', String(STUDIOS)],
    { cwd: projectRoot, env: { ...process.env, DATABASE_URL: db.url } },
  );
  expect(seeded.stdout).toContain(`Added ${STUDIOS} synthetic studios`);
  server = await startServer({
    DATABASE_URL: db.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});

afterAll(async () => {
  server?.kill('SIGKILL');
  await server?.exited;
  await db?.drop();
});

type ReadKind = 'list' | 'detail' | 'parameters' | 'compare';

interface Edit {
  studio: number;
  field: string;
  value: unknown;
  status?: boolean;
}

const EDIT_FIELDS = [
  'city',
  'name',
  'country',
  'showreel_video_url',
  'interactive_tour_url',
  'production_pipeline_virtual_tools',
  'in_house_scanning_capabilities',
  'tour_credits',
] as const;

function editValue(field: (typeof EDIT_FIELDS)[number], n: number): unknown {
  switch (field) {
    case 'city':
      return `Load City ${n}`;
    case 'name':
      return `Load Studio ${n}`;
    case 'country':
      return `Load Country ${n}`;
    case 'showreel_video_url':
      return `https://www.youtube.com/watch?v=load${n}`;
    case 'interactive_tour_url':
      return `https://tours.example.org/load/${n}`;
    default:
      return [{ name: `Load tool ${n}`, url: `https://tools.example.org/${n}` }];
  }
}

/** JSON with object keys sorted (jsonb does not keep the order they were sent in). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v,
  );
}

describe('load with writes (PostgreSQL, 1,000 studios)', () => {
  it('100 readers for 30 s while an admin makes 300 edits and 20 imports: every read succeeds, every write lands once, no half import is ever seen', async () => {
    // What visitors can see: the readers only ask for those.
    const anon = new HttpSession(server.baseUrl, keepAliveAgent());
    const first = (await expectOk(anon.get('/api/studios/studios-enhanced/'), 'list')).json<{
      count: number;
    }>();
    const pages = Math.ceil(first.count / 100);
    const visible: { id: number; status: string }[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await expectOk(anon.get(`/api/studios/studios-enhanced/?page=${page}`), `page ${page}`);
      for (const s of res.json<{ results: { id: number; status: string }[] }>().results) visible.push(s);
    }
    expect(visible.length).toBe(first.count);
    expect(visible.length).toBeGreaterThan(STUDIOS / 2);
    const ids = visible.map((s) => s.id);
    const importTargets = ids.slice(0, IMPORT_TARGETS);
    const editTargets = ids.slice(IMPORT_TARGETS, IMPORT_TARGETS + 60);
    const statusOf = new Map(visible.map((s) => [s.id, s.status]));

    const admin = new HttpSession(server.baseUrl, keepAliveAgent(32));
    await admin.signIn(ADMIN.email, ADMIN.password);
    const [{ max: logBefore }] = (await db.query<{ max: string | null }>(
      'SELECT max(id) AS max FROM change_log',
    )) as [{ max: string | null }];

    // ---- the readers ----
    const failures: string[] = [];
    const halfImports: string[] = [];
    const roundsSeen = new Set<number>();
    let adminDone = false;
    const random = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

    interface ReadMetrics {
      latencies: number[];
      byKind: Record<ReadKind, number>;
      notModified: number;
      atomicChecks: number;
    }
    const newMetrics = (): ReadMetrics => ({
      latencies: [],
      byKind: { list: 0, detail: 0, parameters: 0, compare: 0 },
      notModified: 0,
      atomicChecks: 0,
    });

    const reader = async (n: number, metrics: ReadMetrics, keepGoing: () => boolean) => {
      const session = new HttpSession(server.baseUrl, keepAliveAgent(2));
      await session.fetchCsrfToken();
      const etags = new Map<string, string>();
      const lastRound = new Map<number, number>();
      const checkRound = (studio: number, values: Map<string, string>, where: string) => {
        try {
          const round = atomicRound(values, KEYS, TAG) ?? 0;
          metrics.atomicChecks++;
          roundsSeen.add(round);
          if (round < (lastRound.get(studio) ?? 0)) {
            halfImports.push(`${where} ${studio}: round ${round} after ${lastRound.get(studio)} (went back)`);
          }
          lastRound.set(studio, round);
        } catch (error) {
          halfImports.push(`${where} ${studio}: ${String(error)}`);
        }
      };
      while (keepGoing()) {
        const dice = Math.random();
        const kind: ReadKind =
          dice < 0.3 ? 'list' : dice < 0.55 ? 'detail' : dice < 0.85 ? 'parameters' : 'compare';
        const target = Math.random() < 0.5 ? random(importTargets) : random(ids);
        let res: HttpAnswer;
        let path = '';
        try {
          if (kind === 'compare') {
            const picked = new Set<number>([target]);
            const size = 2 + (n % 3);
            while (picked.size < size) picked.add(random(ids));
            path = '/api/studios/compare/';
            res = await session.request('POST', path, { ids: [...picked] });
          } else {
            path =
              kind === 'list'
                ? `/api/studios/studios-enhanced/?page=${1 + Math.floor(Math.random() * pages)}`
                : kind === 'detail'
                  ? STUDIO_PATH(target)
                  : PARAMETERS_PATH(target);
            const headers: Record<string, string> = {};
            if (kind === 'list') headers['accept-encoding'] = 'br, gzip';
            const etag = etags.get(path);
            if (etag && Math.random() < 0.5) headers['if-none-match'] = etag;
            res = await session.get(path, { headers });
          }
        } catch (error) {
          failures.push(`${kind} ${path}: ${String(error)}`);
          continue;
        }
        metrics.latencies.push(res.ms);
        metrics.byKind[kind]++;
        if (res.status === 304) {
          metrics.notModified++;
          continue;
        }
        if (res.status < 200 || res.status >= 300) {
          failures.push(`${kind} ${path}: ${res.status} ${res.text.slice(0, 200)}`);
          continue;
        }
        if (typeof res.headers.etag === 'string') etags.set(path, res.headers.etag);
        if (importTargets.includes(target)) {
          if (kind === 'parameters') checkRound(target, parameterValues(res.json(), KEYS), 'parameters');
          if (kind === 'detail') {
            const attrs = res.json<{ detailed_attributes: Record<string, unknown> }>().detailed_attributes;
            const values = new Map<string, string>();
            for (const key of KEYS) if (typeof attrs[key] === 'string') values.set(key, attrs[key] as string);
            checkRound(target, values, 'detail');
          }
        }
      }
    };

    // A short run of reads alone first: the same readers, for comparison with the run with writes.
    const baseline = newMetrics();
    const baselineStart = performance.now();
    await Promise.all(
      Array.from({ length: READERS }, (_, n) =>
        reader(n, baseline, () => performance.now() < baselineStart + BASELINE_SECONDS * 1000),
      ),
    );
    const baselineSeconds = (performance.now() - baselineStart) / 1000;

    const loaded = newMetrics();
    const started = performance.now();
    const readUntil = started + READ_SECONDS * 1000;

    // ---- the admin ----
    // Writes go out on a fixed schedule spread over the 30 seconds, not one after another's answer:
    // a sequential client behind 100 busy readers would wait in their queue. Two writes to the same
    // field of a studio (or two imports into one studio) never overlap, so "the last one wins" is
    // well defined.
    const edits: { index: number; edit: Edit; ok: boolean; status: number }[] = [];
    const imports: { studio: number; round: number; ok: boolean; status: number; importId?: number }[] = [];
    const adminLatencies: number[] = [];
    const runAdmin = async () => {
      const total = EDITS + IMPORTS;
      const spacing = (READ_SECONDS * 1000 * 0.9) / total;
      const chains = new Map<string, Promise<void>>();
      const inOrder = (key: string, work: () => Promise<void>) => {
        const next = (chains.get(key) ?? Promise.resolve()).then(work);
        chains.set(key, next);
        return next;
      };
      const ops: Promise<void>[] = [];
      let editCount = 0;
      let importCount = 0;
      for (let i = 0; i < total; i++) {
        const due = started + i * spacing;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const isImport = importCount < IMPORTS && (i % 16 === 8 || total - i <= IMPORTS - importCount);
        if (isImport) {
          importCount++;
          const round = importCount;
          const studio = importTargets[round % IMPORT_TARGETS]!;
          ops.push(
            inOrder(`import|${studio}`, async () => {
              const res = await admin.request(
                'POST',
                IMPORT_PATH(studio),
                taggedImportBody(KEYS, TAG, round, round % 2 ? 'overwrite' : 'version'),
              );
              adminLatencies.push(res.ms);
              imports.push({
                studio,
                round,
                ok: res.status === 200,
                status: res.status,
                importId: res.status === 200 ? res.json<{ import_id: number }>().import_id : undefined,
              });
            }),
          );
          continue;
        }
        const index = editCount++;
        const studio = editTargets[index % editTargets.length]!;
        if (index % 10 === 9) {
          // Status changes between the two public statuses: readers keep seeing the studio.
          ops.push(
            inOrder(`${studio}|status`, async () => {
              const next = statusOf.get(studio) === 'published' ? 'pending_review' : 'published';
              const res = await admin.request(
                'PATCH',
                `/api/studios/studios-enhanced/${studio}/update_status/`,
                {
                  status: next,
                },
              );
              if (res.status === 200) statusOf.set(studio, next);
              adminLatencies.push(res.ms);
              edits.push({
                index,
                edit: { studio, field: 'status', value: next, status: true },
                ok: res.status === 200,
                status: res.status,
              });
            }),
          );
        } else {
          const field = EDIT_FIELDS[index % EDIT_FIELDS.length]!;
          const edit: Edit = { studio, field, value: editValue(field, index) };
          ops.push(
            inOrder(`${studio}|${field}`, async () => {
              const res = await admin.request('PATCH', STUDIO_PATH(studio), { [field]: edit.value });
              adminLatencies.push(res.ms);
              edits.push({ index, edit, ok: res.status === 200, status: res.status });
            }),
          );
        }
      }
      await Promise.all(ops);
      adminDone = true;
    };

    const adminRun = runAdmin().finally(() => {
      adminDone = true;
    });
    const progress = setInterval(() => {
      process.stdout.write(
        `[load] ${((performance.now() - started) / 1000).toFixed(0)} s: ${loaded.latencies.length} reads, ${failures.length} failed, ${edits.length} edits, ${imports.length} imports\n`,
      );
    }, 5000);
    const keepGoing = () =>
      (performance.now() < readUntil || !adminDone) && performance.now() < started + 180_000;
    await Promise.all([adminRun, ...Array.from({ length: READERS }, (_, n) => reader(n, loaded, keepGoing))]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(progress);

    // ---- what the run must have shown ----
    expect(failures.slice(0, 20)).toEqual([]);
    expect(halfImports.slice(0, 20)).toEqual([]);
    expect(loaded.atomicChecks).toBeGreaterThan(100);
    // The readers saw the imports happen (several rounds), not only before or after them.
    expect(roundsSeen.size).toBeGreaterThan(3);
    expect(edits).toHaveLength(EDITS);
    expect(imports).toHaveLength(IMPORTS);
    expect(edits.filter((e) => !e.ok).map((e) => e.status)).toEqual([]);
    expect(imports.filter((e) => !e.ok).map((e) => e.status)).toEqual([]);

    // Every acknowledged edit is there: the last value of each field of each studio.
    const finalValue = new Map<string, Edit>();
    for (const { edit } of [...edits].sort((x, y) => x.index - y.index)) {
      finalValue.set(`${edit.studio}|${edit.field}`, edit);
    }
    const details = new Map<number, Record<string, unknown>>();
    for (const edit of finalValue.values()) {
      let studio = details.get(edit.studio);
      if (!studio) {
        studio = (await expectOk(admin.get(STUDIO_PATH(edit.studio)), 'detail')).json<
          Record<string, unknown>
        >();
        details.set(edit.studio, studio);
      }
      const attrs = studio.detailed_attributes as Record<string, unknown>;
      const stored = edit.field in studio ? studio[edit.field] : attrs[edit.field];
      expect(stored, `${edit.studio} ${edit.field}`).toEqual(edit.value);
    }

    // Every acknowledged import is there, and each target shows its last round, whole.
    for (const studio of importTargets) {
      const mine = imports.filter((i) => i.studio === studio).sort((x, y) => x.round - y.round);
      const params = await expectOk(admin.get(PARAMETERS_PATH(studio)), 'parameters');
      expect(atomicRound(parameterValues(params.json(), KEYS), KEYS, TAG)).toBe(mine.at(-1)?.round ?? null);
      const history = (await expectOk(admin.get(IMPORT_HISTORY_PATH(studio)), 'import history')).json<{
        history: { id: number }[];
      }>().history;
      expect(history.map((h) => h.id).sort((x, y) => x - y)).toEqual(mine.map((i) => i.importId));
    }

    // The change log: exactly one row per change, nothing else.
    const rows = await db.query<{
      action: string;
      studio_id: number;
      field: string;
      after: unknown;
      import_id: number | null;
    }>('SELECT action, studio_id, field, after, import_id FROM change_log WHERE id > $1 ORDER BY id', [
      Number(logBefore ?? 0),
    ]);
    const expected = [
      ...edits.map(
        ({ edit }) =>
          `${edit.status ? 'status' : 'edit'}|${edit.studio}|${edit.field}|${canonical(edit.value)}`,
      ),
      ...imports.flatMap((i) =>
        KEYS.map((key) => `import|${i.studio}|${key}|${canonical(`${TAG}-r${i.round}`)}`),
      ),
    ].sort();
    // A changed city or country also moves the studio's place (product.md §11): its code and its
    // coordinates, each with its own row the first time they change. Those rows are only for studios
    // whose city or country was edited, clear the coordinates (the load's names are no known place)
    // and come once each; every other row is one of the load's own changes.
    const derived = (r: { action: string; field: string }) =>
      r.action === 'edit' && (r.field === 'coordinates' || r.field === 'country_code');
    const actual = rows
      .filter((r) => !derived(r))
      .map((r) => `${r.action}|${r.studio_id}|${r.field}|${canonical(r.after)}`)
      .sort();
    expect(actual).toEqual(expected);
    const placeEdited = new Set(
      edits
        .filter(({ edit }) => !edit.status && (edit.field === 'city' || edit.field === 'country'))
        .map(({ edit }) => edit.studio),
    );
    const placeRows = rows.filter(derived).map((r) => `${r.studio_id}|${r.field}|${canonical(r.after)}`);
    expect(new Set(placeRows).size).toBe(placeRows.length);
    for (const r of rows.filter(derived)) {
      expect(placeEdited.has(r.studio_id), `${r.field} row for studio ${r.studio_id}`).toBe(true);
      expect(r.after, `${r.field} row for studio ${r.studio_id}`).toBeNull();
    }
    for (const i of imports) expect(rows.filter((r) => r.import_id === i.importId)).toHaveLength(KEYS.length);

    const reads = loaded.latencies.length;
    reportFigures('load with writes (PostgreSQL)', {
      studios: STUDIOS,
      visible_studios: ids.length,
      readers: READERS,
      seconds: Number(seconds.toFixed(1)),
      reads,
      reads_per_second: Math.round(reads / seconds),
      p50_ms: Number(percentile(loaded.latencies, 50).toFixed(1)),
      p99_ms: Number(percentile(loaded.latencies, 99).toFixed(1)),
      not_modified_304: loaded.notModified,
      list_reads: loaded.byKind.list,
      detail_reads: loaded.byKind.detail,
      parameter_reads: loaded.byKind.parameters,
      compare_reads: loaded.byKind.compare,
      atomicity_checks: loaded.atomicChecks,
      import_rounds_seen_by_readers: roundsSeen.size,
      edits: edits.length,
      imports: imports.length,
      change_log_rows: rows.length,
      admin_write_p50_ms: Number(percentile(adminLatencies, 50).toFixed(1)),
      admin_write_p99_ms: Number(percentile(adminLatencies, 99).toFixed(1)),
      reads_only_seconds: Number(baselineSeconds.toFixed(1)),
      reads_only_per_second: Math.round(baseline.latencies.length / baselineSeconds),
      reads_only_p50_ms: Number(percentile(baseline.latencies, 50).toFixed(1)),
      reads_only_p99_ms: Number(percentile(baseline.latencies, 99).toFixed(1)),
      load_average_at_end: Number(os.loadavg()[0]!.toFixed(1)),
      cpus: os.cpus().length,
    });
  });
});
