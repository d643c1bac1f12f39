/**
 * Every write runs here: one transaction that also bumps the data version, so each process's caches
 * learn of the change (this one at once, the others through NOTIFY on commit). The work is given the
 * write's context (db/write-context.ts), in which commitStudioChange() notes the studios it touched.
 * An observer (the studio store) reads what the write touched inside the transaction, where it is
 * exactly the state at the new version, and applies it once the transaction has committed.
 */

import { bumpDataVersion, type DataVersion, type LocalDataChange } from './data-version';
import type { Database, Tx } from './database';
import { WriteContext } from './write-context';

export interface WriteObserver<C> {
  /** Called last inside the transaction, after the version bump. */
  inTransaction(tx: Tx, change: LocalDataChange): Promise<C>;
  /** The transaction committed. */
  committed(capture: C): void;
  /** The transaction failed after inTransaction had run. */
  abandoned(capture: C): void;
}

export interface WriteOptions {
  /**
   * false: the write changes nothing a cache holds (a claim, a correction or an enquiry waiting for
   * an admin, their rejection, the mail about them), so it announces no new data version, which would
   * retire every rendered page that is not one studio's (the list, the comparisons). A write that touched a studio after all announces it anyway.
   */
  announce?: boolean;
}

export type WriteWork<T> = (tx: Tx, write: WriteContext) => Promise<T>;

export async function writeTransaction<T, C = unknown>(
  database: Database,
  dataVersion: DataVersion,
  work: WriteWork<T>,
  observer?: WriteObserver<C>,
  options: WriteOptions = {},
): Promise<T> {
  let change: LocalDataChange | undefined;
  let capture: { value: C } | undefined;
  let result: T;
  try {
    result = await database.db.transaction(async (tx) => {
      const write = new WriteContext(tx);
      const value = await work(tx, write);
      const touched = write.touchedStudios();
      if (options.announce === false && touched.length === 0) return value;
      change = await bumpDataVersion(tx, touched);
      if (observer) capture = { value: await observer.inTransaction(tx, change) };
      return value;
    });
  } catch (error) {
    if (capture) observer?.abandoned(capture.value);
    throw error;
  }
  if (change) dataVersion.observe(change.version);
  if (capture) observer?.committed(capture.value);
  return result;
}
