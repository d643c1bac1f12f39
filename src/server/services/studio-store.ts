/**
 * Every studio in memory, kept current one studio at a time: the list pages and the detail page are
 * both served from here, so a reader never sees a studio newer in the list than on its page.
 *
 * Each piece of state (a row, the directory order) remembers the data version of the snapshot it was
 * read in, and is only ever replaced by a read of the same or a later snapshot, so updates may land in
 * any order. A write in this process hands over the rows it touched, read inside its own transaction
 * (exactly the state at its version); a write elsewhere arrives as a NOTIFY naming the studios, which
 * are read again (one query, plus the order). Correctness never rests on that fast path: a change of
 * unknown scope, a version that stays missing, a failed refresh or a lost listening connection all
 * fall back to reading everything again.
 */
import { isPublicStatus } from '@domain/studio-status';
import type { DataChange, DataVersion, LocalDataChange } from '../db/data-version';
import { readDataVersion } from '../db/data-version';
import type { Database, Executor, Tx } from '../db/database';
import {
  findStudiosAtVersion,
  listAllStudiosAtVersion,
  type StudioRow,
  studioOrderAtVersion,
} from '../db/repositories/studio-reads';
import type { WriteObserver } from '../db/write-transaction';
import { EncodedBody } from '../lib/http/encoded-body';

/** How long a missing version may stay missing (its NOTIFY late) before everything is read again. */
const GAP_WAIT_MS = 1000;

interface Entry {
  row: StudioRow;
  /** The data version of the snapshot the row was read in. */
  seenAt: number;
  /** The store revision at which this entry last changed (pages built before it are stale). */
  revision: number;
  /** Serialised forms, made on first demand. */
  fragments: Map<string, string>;
  /** Served forms (one shape as a response body, with its compressed forms), made on first demand. */
  bodies?: Map<string, EncodedBody>;
}

/** What a write read inside its transaction, applied once it commits. */
export interface StoreCapture {
  version: number;
  rows: StudioRow[];
  order: number[] | null;
}

export class StudioStore implements WriteObserver<StoreCapture> {
  private readonly entries = new Map<number, Entry>();
  private order: number[] = [];
  private orderSeenAt = -1;
  /** Bumped by every change to any entry. */
  private revisionCounter = 0;
  /** Bumped when which studios are listed, or in what order, may have changed. */
  private structureCounter = 0;
  /** The revision of the last full load (which may also have dropped studios). */
  private reloadRevision = -1;
  private readonly visible = new Map<boolean, { structure: number; ids: number[] }>();

  /** Every version up to this one is reflected (-1: never loaded). */
  private watermark = -1;
  /** Versions above the watermark already applied, waiting for the ones below them. */
  private readonly seen = new Set<number>();
  /** Versions of this process's writes between their bump and their commit. */
  private readonly localPending = new Set<number>();
  private gapTimer: NodeJS.Timeout | null = null;
  /** The highest version announced to this process (applied or not). */
  private announcedMax = -1;
  /** Reads waiting for the store to reach a version, by that version. */
  private readonly catchUps = new Map<number, { promise: Promise<void>; release: () => void }>();

  private needFull = true;
  private loading: Promise<void> | null = null;
  private readonly pendingStudios = new Map<number, number>();
  private readonly pendingVersions = new Set<number>();
  private fetching: Promise<void> | null = null;
  private closed = false;

  /** Counts of the work done, for tests and benchmarks. */
  readonly stats = { fullLoads: 0, studioRefreshes: 0 };

  constructor(
    private readonly database: Database,
    private readonly dataVersion: DataVersion,
  ) {
    dataVersion.onChange((change) => this.announced(change));
    dataVersion.onReconnect(() => this.invalidateAll());
  }

  get structure(): number {
    return this.structureCounter;
  }

  /** Resolves when the store may serve a read: loaded, and nothing known to be missing. */
  async ready(): Promise<void> {
    if (!this.dataVersion.isReliable && !this.needFull) {
      // Notifications may be lost: trust nothing newer than what the database says.
      if ((await readDataVersion(this.database.db)) > this.watermark) this.needFull = true;
    }
    if (this.needFull) await this.reload();
    // A load already under way (started by a concurrent read, which cleared needFull): wait for it.
    else if (this.loading) await this.loading;
    else {
      // A change announced but still being read, or one the database has and whose notification is
      // late (DataVersion.confirmForRead): the read waits for it rather than serve what it replaced.
      const confirmed = await this.dataVersion.confirmForRead();
      const target = Math.max(this.announcedMax, confirmed ?? -1);
      if (target > this.watermark) {
        await this.catchUp(target);
        if (this.needFull) await this.reload();
      }
    }
  }

  /**
   * Resolves when every version up to `version` is reflected, or after GAP_WAIT_MS with needFull set
   * (its notification was lost: the caller reads everything again). One wait per version, shared.
   */
  private catchUp(version: number): Promise<void> {
    const existing = this.catchUps.get(version);
    if (existing) return existing.promise;
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.catchUps.delete(version);
        if (this.watermark < version) this.needFull = true;
        resolve();
      }, GAP_WAIT_MS);
      timer.unref();
      release = () => {
        clearTimeout(timer);
        this.catchUps.delete(version);
        resolve();
      };
    });
    this.catchUps.set(version, { promise, release });
    return promise;
  }

  /** Lets go of the reads waiting for versions now reflected (all of them once closed). */
  private releaseCatchUps(): void {
    for (const [version, wait] of this.catchUps) if (this.closed || version <= this.watermark) wait.release();
  }

  /** Forget everything: the next read loads all studios again. */
  invalidateAll(): void {
    this.needFull = true;
  }

  row(id: number): StudioRow | undefined {
    return this.entries.get(id)?.row;
  }

  /** The revision at which a studio last changed (-1: not in the store). */
  revisionOf(id: number): number {
    return this.entries.get(id)?.revision ?? -1;
  }

  get revision(): number {
    return this.revisionCounter;
  }

  /** The revision at which everything was last read again (a studio gone since is gone from here). */
  get reloadedAt(): number {
    return this.reloadRevision;
  }

  /** The studio's serialised form in one shape, made once per change of the studio. */
  fragment(id: number, shape: string, serialise: (row: StudioRow) => unknown): string {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`studio ${id} is not in the store`);
    let text = entry.fragments.get(shape);
    if (text === undefined) {
      text = JSON.stringify(serialise(entry.row));
      entry.fragments.set(shape, text);
    }
    return text;
  }

  /**
   * The studio's serialised form in one shape as a response body, kept with its compressed forms until
   * the studio changes: a detail read is then a lookup, as a list page is.
   */
  body(
    id: number,
    shape: string,
    serialise: (row: StudioRow) => unknown,
    etagOf: (row: StudioRow) => string,
  ): EncodedBody {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`studio ${id} is not in the store`);
    entry.bodies ??= new Map();
    let body = entry.bodies.get(shape);
    if (!body) {
      body = new EncodedBody(etagOf(entry.row), Buffer.from(this.fragment(id, shape, serialise)));
      entry.bodies.set(shape, body);
    }
    return body;
  }

  /** The listed studio ids in directory order: all of them for staff, the public ones otherwise. */
  listedIds(includeHidden: boolean): readonly number[] {
    const cached = this.visible.get(includeHidden);
    if (cached && cached.structure === this.structureCounter) return cached.ids;
    const ids = this.order.filter((id) => {
      const entry = this.entries.get(id);
      return entry !== undefined && (includeHidden || isPublicStatus(entry.row.status));
    });
    this.visible.set(includeHidden, { structure: this.structureCounter, ids });
    return ids;
  }

  // ---- the write path (WriteObserver) ----

  async inTransaction(tx: Tx, change: LocalDataChange): Promise<StoreCapture> {
    this.localPending.add(change.version);
    // The rows commitStudioChange left: exactly the state at this version, no need to read them again.
    const rows = [...change.rows];
    if (rows.length === 0) return { version: change.version, rows, order: null };
    // The directory order changes only with a new studio or a new name; every other edit keeps it.
    const reordered = rows.some((row) => this.entries.get(row.id)?.row.name !== row.name);
    const order = reordered ? (await studioOrderAtVersion(tx)).ids : null;
    return { version: change.version, rows, order };
  }

  committed(capture: StoreCapture): void {
    this.localPending.delete(capture.version);
    if (!this.loaded) return;
    this.apply(capture.version, capture.rows, capture.order);
    this.markSeen(capture.version);
  }

  abandoned(capture: StoreCapture): void {
    this.localPending.delete(capture.version);
  }

  close(): void {
    this.closed = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
    this.releaseCatchUps();
  }

  // ---- announcements from every process ----

  private get loaded(): boolean {
    return this.watermark >= 0 || this.loading !== null;
  }

  private announced(change: DataChange): void {
    // Never loaded: the first read loads everything anyway.
    if (!this.loaded || this.closed) return;
    const v = change.version;
    if (v > this.announcedMax) this.announcedMax = v;
    if (v <= this.watermark || this.seen.has(v) || this.localPending.has(v)) return;
    if (change.studios === null) {
      this.needFull = true;
      void this.reload().catch(() => {});
      return;
    }
    const stale = change.studios.filter(
      ([id, version]) => (this.entries.get(id)?.row.version ?? -1) < version,
    );
    if (stale.length === 0) {
      this.markSeen(v);
      return;
    }
    for (const [id, version] of stale) this.pendingStudios.set(id, version);
    this.pendingVersions.add(v);
    this.fetching ??= this.drain().finally(() => {
      this.fetching = null;
    });
  }

  /** Reads the announced studios again, in batches while announcements keep coming. */
  private async drain(): Promise<void> {
    while (this.pendingVersions.size > 0 && !this.closed) {
      const ids = [...this.pendingStudios.keys()];
      const versions = [...this.pendingVersions];
      this.pendingStudios.clear();
      this.pendingVersions.clear();
      try {
        const found = await findStudiosAtVersion(this.database.db, ids);
        const order = await studioOrderAtVersion(this.database.db);
        this.stats.studioRefreshes += 1;
        this.apply(found.version, found.rows, null);
        this.applyOrder(order.version, order.ids);
        for (const v of versions) this.markSeen(v);
      } catch {
        // Whatever this refresh would have brought, the next read reads everything again.
        this.needFull = true;
      }
    }
  }

  // ---- applying state ----

  private apply(seenAt: number, rows: readonly StudioRow[], order: number[] | null): void {
    for (const row of rows) {
      const entry = this.entries.get(row.id);
      if (entry && entry.seenAt > seenAt) continue;
      if (entry && entry.row.version === row.version && entry.row.status === row.status) {
        entry.seenAt = seenAt;
        continue;
      }
      if (!entry || entry.row.status !== row.status) this.structureCounter += 1;
      this.revisionCounter += 1;
      this.entries.set(row.id, { row, seenAt, revision: this.revisionCounter, fragments: new Map() });
    }
    if (order) this.applyOrder(seenAt, order);
  }

  private applyOrder(seenAt: number, order: number[]): void {
    if (seenAt < this.orderSeenAt) return;
    this.orderSeenAt = seenAt;
    if (order.length === this.order.length && order.every((id, i) => id === this.order[i])) return;
    this.order = order;
    this.structureCounter += 1;
  }

  private markSeen(version: number): void {
    if (version <= this.watermark || this.watermark < 0) return;
    this.seen.add(version);
    while (this.seen.delete(this.watermark + 1)) this.watermark += 1;
    this.releaseCatchUps();
    if (this.seen.size === 0) {
      if (this.gapTimer) clearTimeout(this.gapTimer);
      this.gapTimer = null;
    } else if (!this.gapTimer && !this.closed) {
      this.gapTimer = setTimeout(() => {
        this.gapTimer = null;
        if (this.seen.size === 0) return;
        // A version never arrived: its notification was lost. Read everything again.
        this.needFull = true;
        void this.reload().catch(() => {});
      }, GAP_WAIT_MS);
      this.gapTimer.unref();
    }
  }

  private reload(): Promise<void> {
    this.loading ??= this.loadAll().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async loadAll(): Promise<void> {
    this.needFull = false;
    let result: Awaited<ReturnType<typeof listAllStudiosAtVersion>>;
    try {
      result = await listAllStudiosAtVersion(this.database.db as Executor);
    } catch (error) {
      this.needFull = true;
      throw error;
    }
    this.stats.fullLoads += 1;
    const { version, rows } = result;
    const listed = new Set<number>();
    for (const row of rows) listed.add(row.id);
    // Entries read after this snapshot stay; the rest is replaced by it.
    for (const [id, entry] of this.entries)
      if (!listed.has(id) && entry.seenAt <= version) this.entries.delete(id);
    this.revisionCounter += 1;
    this.reloadRevision = this.revisionCounter;
    for (const row of rows) {
      const entry = this.entries.get(row.id);
      if (entry && entry.seenAt > version) continue;
      this.entries.set(row.id, {
        row,
        seenAt: version,
        revision: this.revisionCounter,
        fragments: new Map(),
      });
    }
    if (version >= this.orderSeenAt) {
      this.order = rows.map((row) => row.id);
      this.orderSeenAt = version;
    }
    this.structureCounter += 1;
    if (version > this.watermark) this.watermark = version;
    for (const v of this.seen) if (v <= this.watermark) this.seen.delete(v);
    while (this.seen.delete(this.watermark + 1)) this.watermark += 1;
    this.releaseCatchUps();
    if (this.seen.size === 0 && this.gapTimer) {
      clearTimeout(this.gapTimer);
      this.gapTimer = null;
    }
  }
}
