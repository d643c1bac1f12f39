/**
 * Every write runs here: one transaction that also bumps the data version, so each process's caches
 * learn of the change (this one at once, the others through NOTIFY on commit). An observer (the
 * studio store) reads what the write touched inside the transaction, where it is exactly the state
 * at the new version, and applies it once the transaction has committed.
 */

import { bumpDataVersion, type DataVersion, type LocalDataChange } from './data-version';
import type { Database, Tx } from './database';

export interface WriteObserver<C> {
  /** Called last inside the transaction, after the version bump. */
  inTransaction(tx: Tx, change: LocalDataChange): Promise<C>;
  /** The transaction committed. */
  committed(capture: C): void;
  /** The transaction failed after inTransaction had run. */
  abandoned(capture: C): void;
}

export async function writeTransaction<T, C = unknown>(
  database: Database,
  dataVersion: DataVersion,
  work: (tx: Tx) => Promise<T>,
  observer?: WriteObserver<C>,
): Promise<T> {
  let change: LocalDataChange | undefined;
  let capture: { value: C } | undefined;
  let result: T;
  try {
    result = await database.db.transaction(async (tx) => {
      const value = await work(tx);
      change = await bumpDataVersion(tx);
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
