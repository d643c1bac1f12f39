/**
 * `npm run bench:merge`: merging duplicate studios (product.md §20, issue 39) on the embedded database,
 * in this process, through app.inject as an admin with CSRF. A directory of 1,000 synthetic studios
 * (BENCH_STUDIOS), then 10 pairs (BENCH_PAIRS) whose duplicate carries a heavy load: 40 images (their
 * metadata: a merge moves the images column, never the files), 20 sources, 60 parameters that differ
 * from the survivor's, a calendar of 100 ranges, 2 owners, 3 claims, 50 corrections and 200 enquiries.
 * For each pair: the preview, the merge (every parameter taken from the duplicate), a read of the
 * studio list right after it, and the undo; then a second merge and undo keeping the survivor's
 * parameters (what the values taken cost). Wall times, the time the write transaction held the
 * database, and the process's CPU time (the embedded database's thread included), split between the
 * event loop and the other threads from /proc. Prints the figures and writes docs/performance.md's
 * section. PGlite only: PostgreSQL is not measured here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PARAMETER_CATALOG } from '../src/domain/parameter-catalog';
import type { StoredCalendar } from '../src/domain/studio-calendar';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { bindOwner } from '../src/server/db/repositories/studio-owners';
import { commitStudioChange } from '../src/server/db/repositories/studio-writes';
import { corrections, enquiries, ownerClaims, type StoredImage } from '../src/server/db/schema';
import { insertSeedStudios } from '../src/server/seed/insert-seed-studios';
import { generateSyntheticStudios } from '../src/server/seed/synthetic-studios';
import { createAdminUser, signIn } from '../src/test/auth-helpers';
import { writePerformanceSection } from './support/performance-doc';
import { processCpu } from './support/thread-cpu';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 1000);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 10);
const LOAD = {
  images: 40,
  sources: 20,
  parameters: 60,
  calendarRanges: 100,
  owners: 2,
  claims: 3,
  corrections: 50,
  enquiries: 200,
};
/** The survivor's own, lighter: half the parameters (each with another value), a few of the rest. */
const SURVIVOR = { sources: 2, calendarRanges: 10 };
const LIST_URL = '/api/studios/studios-enhanced/?page=1&page_size=100';

function image(id: string, cover: boolean): StoredImage {
  return {
    id,
    hash: `hash-${id}`,
    kind: 'photo',
    caption: `Stage view ${id}`,
    credit: 'Bench',
    width: 2400,
    height: 1600,
    widths: [480, 960, 1600, 2400],
    placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4IBIAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=',
    cover,
    bytes: 480_000,
    format: 'webp',
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

function calendar(prefix: string, count: number, firstDay: number): StoredCalendar {
  const day = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  return {
    ranges: Array.from({ length: count }, (_, i) => ({
      id: `${prefix}-${i}`,
      start: day(firstDay + i * 3),
      end: day(firstDay + i * 3 + 1),
      status: i % 4 === 0 ? ('hold' as const) : ('booked' as const),
      note: null,
      source: 'manual' as const,
    })),
    feedUrl: null,
    updatedAt: '2026-12-01T00:00:00.000Z',
  };
}

/** 60 parameter keys: the catalog's, then a few of a studio import's own. */
const PARAMETER_KEYS = [
  ...PARAMETER_CATALOG.map((e) => e.key),
  ...Array.from({ length: LOAD.parameters }, (_, i) => `BENCH_EXTRA_${i}_M`),
].slice(0, LOAD.parameters);

/** A value of the key; the survivor's and the duplicate's always differ. */
function parameterValue(key: string, duplicate: boolean, n: number, ref: number): string {
  const entry = PARAMETER_CATALOG.find((e) => e.key === key);
  const cite = ` [${ref}]`;
  switch (entry?.type) {
    case 'boolean':
      return (duplicate ? 'Yes' : 'No') + cite;
    case 'enum':
      return (entry.options?.[duplicate ? 1 : 0] ?? `Option ${n}`) + cite;
    case 'number':
    case 'integer':
      return `${duplicate ? 100 + n : 10 + n}${cite}`;
    default:
      return `${duplicate ? 'Duplicate' : 'Survivor'} value ${n} of ${key.toLowerCase()}${cite}`;
  }
}

interface Pair {
  survivor: number;
  merged: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => Math.max(...values);
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-bench-merge-'));
  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  // The embedded database on its own thread, as the server runs it (main.ts; decision 010).
  const database = await openDatabase({
    databaseUrl: null,
    dataDir,
    pgliteThread: { nice: config.databaseThreadNice },
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  // How long each write transaction holds the database (on PGlite, its one connection: every read
  // that misses the caches waits meanwhile).
  const transactionMs: number[] = [];
  const transaction = database.db.transaction.bind(database.db);
  database.db.transaction = (async (...args: Parameters<typeof transaction>) => {
    const started = performance.now();
    try {
      return await transaction(...args);
    } finally {
      transactionMs.push(performance.now() - started);
    }
  }) as typeof transaction;

  const seedStarted = performance.now();
  try {
    console.info(`seeding ${STUDIOS} synthetic studios and ${PAIRS} heavy pairs...`);
    const synthetic = generateSyntheticStudios(STUDIOS);
    for (let i = 0; i < synthetic.length; i += 500)
      await app.write((_tx, write) => insertSeedStudios(write, synthetic.slice(i, i + 500)));
    const user = await createAdminUser(app, { email: 'bench-merge-admin@example.com' });
    const admin = await signIn(app, user.email, user.password);
    const pairs: Pair[] = [];
    for (let p = 0; p < PAIRS; p++) pairs.push(await seedPair(p));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.info(`seeded in ${seedSeconds.toFixed(1)} s`);

    async function seedPair(p: number): Promise<Pair> {
      const name = `Bench Merge Volume ${p}`;
      const [survivor, merged] = await app.write((_tx, write) =>
        insertSeedStudios(write, [
          {
            studio: { name, city: 'Berlin', country: 'Germany', status: 'published' },
            parameters: PARAMETER_KEYS.filter((_, i) => i % 2 === 0).map((key, i) => ({
              key,
              value: parameterValue(key, false, i, (i % SURVIVOR.sources) + 1),
            })),
            sources: Array.from({ length: SURVIVOR.sources }, (_, i) => ({
              index: i + 1,
              url: `https://survivor-${p}.example/source-${i + 1}`,
              description: `Survivor source ${i + 1}`,
            })),
          },
          {
            studio: {
              name: `${name} Studios`,
              city: 'Berlin-Mitte',
              country: 'Germany',
              status: 'published',
              description: 'A long description only the duplicate has.',
            },
            parameters: PARAMETER_KEYS.map((key, i) => ({
              key,
              value: parameterValue(key, true, i, (i % LOAD.sources) + 1),
            })),
            sources: Array.from({ length: LOAD.sources }, (_, i) => ({
              index: i + 1,
              url: `https://duplicate-${p}.example/source-${i + 1}`,
              description: `Duplicate source ${i + 1}`,
            })),
          },
        ]),
      );
      if (survivor === undefined || merged === undefined) throw new Error('the pair was not inserted');
      await app.write((_tx, write) =>
        commitStudioChange(write, [survivor], {
          set: { calendar: calendar(`s${p}`, SURVIVOR.calendarRanges, 0) },
        }),
      );
      await app.write((_tx, write) =>
        commitStudioChange(write, [merged], {
          set: {
            images: Array.from({ length: LOAD.images }, (_, i) => image(`m${p}-${i}`, i === 0)),
            calendar: calendar(`m${p}`, LOAD.calendarRanges, 1),
          },
        }),
      );
      for (let o = 0; o < LOAD.owners; o++) {
        const owner = await createAdminUser(app, {
          email: `owner${o}-of-${merged}@duplicate.example`,
          isStaff: false,
          role: 'owner',
        });
        await app.write((_tx, write) =>
          bindOwner(write, {
            userId: owner.id,
            studioId: merged,
            claimId: null,
            approvedBy: null,
            email: owner.email,
          }),
        );
      }
      const db = app.database.db;
      await db.insert(ownerClaims).values(
        Array.from({ length: LOAD.claims }, (_, i) => ({
          studioId: merged,
          name: `Claimant ${i}`,
          email: `claimant${i}@duplicate-${p}.example`,
          role: 'Manager',
          evidenceUrl: `https://duplicate-${p}.example/team`,
        })),
      );
      await db.insert(corrections).values(
        Array.from({ length: LOAD.corrections }, (_, i) => ({
          studioId: merged,
          field: i % 2 === 0 ? 'city' : 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
          proposedValue: i % 2 === 0 ? 'Berlin' : `${20 + i}`,
        })),
      );
      await db.insert(enquiries).values(
        Array.from({ length: LOAD.enquiries }, (_, i) => ({
          studioId: merged,
          name: `Producer ${i}`,
          email: `producer${i}@example.org`,
          message: `Is the volume free in week ${(i % 52) + 1}? We need it for five shooting days.`,
        })),
      );
      return { survivor, merged };
    }

    const listCount = async (): Promise<number> => {
      const res = await app.inject({ url: LIST_URL });
      if (res.statusCode !== 200) throw new Error(`the list answered ${res.statusCode}`);
      return (res.json() as { count: number }).count;
    };
    // Warm up: the list served once (its cache filled), the JIT warm on a first merge and undo.
    const published = await listCount();
    const timed = async <T>(work: () => Promise<T>) => {
      const threads = processCpu(process.pid);
      const cpu = process.cpuUsage();
      const started = performance.now();
      const value = await work();
      const ms = performance.now() - started;
      const usage = cpuMs(process.cpuUsage(cpu));
      const after = processCpu(process.pid);
      const split = { main: after.main - threads.main, other: after.otherThreads - threads.otherThreads };
      return { value, ms, cpu: usage, split };
    };
    /** /proc's CPU ticks (10 ms) by thread, summed over the measured pairs: the event loop, the rest. */
    const split = {
      preview: { main: 0, other: 0 },
      merge: { main: 0, other: 0 },
      undo: { main: 0, other: 0 },
      keep: { main: 0, other: 0 },
    };
    const addSplit = (step: keyof typeof split, add: { main: number; other: number }) => {
      split[step].main += add.main;
      split[step].other += add.other;
    };

    const figures = {
      preview: [] as number[],
      previewCpu: [] as number[],
      merge: [] as number[],
      mergeCpu: [] as number[],
      mergeTransaction: [] as number[],
      listWarm: [] as number[],
      listAfterMerge: [] as number[],
      listAfterMergeCpu: [] as number[],
      undo: [] as number[],
      undoCpu: [] as number[],
      undoTransaction: [] as number[],
      keep: [] as number[],
      keepCpu: [] as number[],
      keepTransaction: [] as number[],
    };
    /** take: whose parameters the merge keeps (every one differs): the duplicate's, or the survivor's own. */
    const runPair = async (pair: Pair, record: boolean, take: 'merged' | 'survivor' = 'merged') => {
      const warm = await timed(() => listCount());
      const preview = await timed(() =>
        app.inject({
          url: `/api/duplicates/${pair.survivor}/${pair.merged}/merge-preview/`,
          headers: admin.headers,
        }),
      );
      if (preview.value.statusCode !== 200) throw new Error(`the preview answered ${preview.value.body}`);
      const body = preview.value.json() as {
        studios: { id: number; version: number; counts: Record<string, number> }[];
        parameters: { key: string }[];
        fields: { key: string }[];
      };
      const counts = body.studios[1]!.counts;
      if (
        body.parameters.length !== LOAD.parameters ||
        counts.images !== LOAD.images ||
        counts.sources !== LOAD.sources ||
        counts.calendar_ranges !== LOAD.calendarRanges ||
        counts.owners !== LOAD.owners ||
        counts.claims !== LOAD.claims ||
        counts.corrections !== LOAD.corrections ||
        counts.enquiries !== LOAD.enquiries
      )
        throw new Error(
          `the preview does not show the load: ${JSON.stringify({ counts, n: body.parameters.length })}`,
        );
      const transactionsBefore = transactionMs.length;
      const merge = await timed(() =>
        app.inject({
          method: 'POST',
          url: '/api/duplicates/merges/',
          headers: admin.headers,
          payload: {
            survivor_id: pair.survivor,
            merged_id: pair.merged,
            versions: { survivor: body.studios[0]!.version, merged: body.studios[1]!.version },
            parameters: Object.fromEntries(body.parameters.map((r) => [r.key, pair[take]])),
          },
        }),
      );
      if (merge.value.statusCode !== 201) throw new Error(`the merge answered ${merge.value.body}`);
      const mergeTransactions = transactionMs.slice(transactionsBefore);
      // The caches learnt of the merge: the list, read at once, no longer has the merged studio.
      const list = await timed(() => listCount());
      if (list.value !== published - 1)
        throw new Error(`the list counts ${list.value} after the merge, not ${published - 1}`);
      const mergeId = (merge.value.json() as { id: number }).id;
      const undoTransactionsBefore = transactionMs.length;
      const undo = await timed(() =>
        app.inject({
          method: 'POST',
          url: `/api/duplicates/merges/${mergeId}/undo/`,
          headers: admin.headers,
        }),
      );
      if (undo.value.statusCode !== 200) throw new Error(`the undo answered ${undo.value.body}`);
      const undoTransactions = transactionMs.slice(undoTransactionsBefore);
      if ((await listCount()) !== published)
        throw new Error('the list does not count the merged studio after the undo');
      if (mergeTransactions.length !== 1 || undoTransactions.length !== 1)
        throw new Error(
          `a merge or an undo ran ${mergeTransactions.length} / ${undoTransactions.length} transactions`,
        );
      if (!record) return;
      if (take === 'survivor') {
        figures.keep.push(merge.ms);
        figures.keepCpu.push(merge.cpu);
        figures.keepTransaction.push(mergeTransactions[0]!);
        addSplit('keep', merge.split);
        return;
      }
      figures.listWarm.push(warm.ms);
      figures.preview.push(preview.ms);
      figures.previewCpu.push(preview.cpu);
      figures.merge.push(merge.ms);
      figures.mergeCpu.push(merge.cpu);
      figures.mergeTransaction.push(mergeTransactions[0]!);
      figures.listAfterMerge.push(list.ms);
      figures.listAfterMergeCpu.push(list.cpu);
      figures.undo.push(undo.ms);
      figures.undoCpu.push(undo.cpu);
      figures.undoTransaction.push(undoTransactions[0]!);
      addSplit('preview', preview.split);
      addSplit('merge', merge.split);
      addSplit('undo', undo.split);
      console.info(
        `pair ${pair.survivor} ← ${pair.merged}: preview ${preview.ms.toFixed(0)} ms, merge ${merge.ms.toFixed(0)} ms ` +
          `(transaction ${mergeTransactions[0]!.toFixed(0)} ms), list after ${list.ms.toFixed(0)} ms ` +
          `(warm ${warm.ms.toFixed(1)} ms), undo ${undo.ms.toFixed(0)} ms (transaction ${undoTransactions[0]!.toFixed(0)} ms)`,
      );
    };
    // The first pair once before the measured rounds: the JIT and the statements warm.
    await runPair(pairs[0]!, false);
    const cpuAll = process.cpuUsage();
    const wallAll = performance.now();
    for (const pair of pairs) {
      await runPair(pair, true);
      await runPair(pair, true, 'survivor');
    }
    const totalWall = (performance.now() - wallAll) / 1000;
    const totalCpu = cpuMs(process.cpuUsage(cpuAll)) / 1000;

    const row = (
      label: string,
      wall: number[],
      cpu: number[] | null,
      held: number[] | null,
      threads?: { main: number; other: number },
    ) =>
      `| ${label} | ${median(wall).toFixed(0)} | ${max(wall).toFixed(0)} | ${held ? `${median(held).toFixed(0)} / ${max(held).toFixed(0)}` : ''} | ${cpu ? median(cpu).toFixed(0) : ''} | ` +
      `${threads ? `${(threads.main / PAIRS).toFixed(0)} / ${(threads.other / PAIRS).toFixed(0)}` : ''} |`;
    const fmt = (n: number) => n.toLocaleString('en-US');
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} (${os.availableParallelism()} cores, Node ${process.version}; load average ${load} at the end). ` +
        `The embedded database (PGlite, on its own thread) with ${fmt(STUDIOS)} synthetic studios and ${PAIRS} pairs, ` +
        `the app in this process, every call through app.inject as a signed-in admin with CSRF. In each pair the studio ` +
        `merged away carries ${LOAD.images} images (their metadata: a merge moves the images column, not the files), ` +
        `${LOAD.sources} sources, ${LOAD.parameters} parameters that differ from the survivor's (every one taken from it), ` +
        `a calendar of ${LOAD.calendarRanges} ranges, ${LOAD.owners} owners, ${LOAD.claims} claims, ${LOAD.corrections} corrections ` +
        `and ${LOAD.enquiries} enquiries; the survivor has ${LOAD.parameters / 2} of the parameters (other values), ${SURVIVOR.sources} ` +
        `sources and ${SURVIVOR.calendarRanges} ranges. Each pair: the preview, the merge, a read of the studio list ` +
        `(${LIST_URL.split('?')[0]}, first 100) at once, then the undo; then the same again keeping the survivor's ` +
        `parameters, to show what the values taken cost (its own row; its preview, list read and undo are not in the ` +
        `others). One pair before, as a warm-up, not counted.`,
      '',
      '| step | median ms | max ms | write transaction ms (median / max) | CPU ms (median) | CPU ms: event loop / other threads (mean) |',
      '|---|---|---|---|---|---|',
      row('preview (GET …/merge-preview/)', figures.preview, figures.previewCpu, null, split.preview),
      row(
        'merge (POST /api/duplicates/merges/)',
        figures.merge,
        figures.mergeCpu,
        figures.mergeTransaction,
        split.merge,
      ),
      row(
        "merge keeping the survivor's parameters (none of the 60 taken)",
        figures.keep,
        figures.keepCpu,
        figures.keepTransaction,
        split.keep,
      ),
      row('list read right after the merge', figures.listAfterMerge, figures.listAfterMergeCpu, null),
      row(
        'undo (POST …/merges/:id/undo/)',
        figures.undo,
        figures.undoCpu,
        figures.undoTransaction,
        split.undo,
      ),
      row('list read before the merge (cached)', figures.listWarm, null, null),
      '',
      `All ${PAIRS} pairs, both merges of each: ${totalWall.toFixed(1)} s of wall time, ${totalCpu.toFixed(1)} s of this process's CPU ` +
        "(the main thread and the database thread). CPU is per step of one pair: the process's own figure " +
        "(process.cpuUsage), then /proc's split between the event loop and the other threads (on PGlite mostly " +
        "the database's; /proc counts in 10 ms ticks, so the split is a mean over the pairs).",
      '',
      "A merge (and an undo) is one write transaction: the survivor's chosen values, every moved row, the merged " +
        'studio archived, the change-log entry and the data version bump commit together or not at all. The ' +
        'transaction column is how long it held the database: on PGlite that is its one connection, so a read that ' +
        'misses the caches waits up to that long meanwhile (reads the caches answer do not); on PostgreSQL it ' +
        "would hold the two studios' rows throughout and the data version row (which every write updates) from its bump near the end. The rest of a merge's time is the request around " +
        "it and the answer (the merge's record). The list read right after the merge answers without the merged " +
        'studio (its count one lower, checked): the caches learnt of the merge at its commit, at the cost of ' +
        "building the list page again (beside the cached read of the last row). Most of a merge's CPU is the " +
        "database's (the split column): the moved rows are a few UPDATEs by studio, but each parameter taken " +
        'is a SELECT and an INSERT of its own (insertParameterVersion, two round trips to the database thread), ' +
        "which the row keeping the survivor's parameters shows the price of. Where wall time " +
        'is well above CPU time, the process waited for a CPU (the machine shared with other work): CPU is the ' +
        'steadier figure. Not measured here: PostgreSQL, and merges running beside other traffic.',
      '',
      'Run it with `npm run bench:merge` (`BENCH_STUDIOS`, `BENCH_PAIRS` adjust it).',
    ].join('\n');
    console.info(body);
    writePerformanceSection('Duplicate merge (bench:merge)', body);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
