/**
 * Every write runs here: one transaction that also bumps the data version, so each process's list
 * cache learns of the change (this one at once, the others through NOTIFY on commit).
 */

import { bumpDataVersion, type DataVersion } from './data-version';
import type { Database, Tx } from './database';

export async function writeTransaction<T>(
  database: Database,
  dataVersion: DataVersion,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  let version = 0;
  const result = await database.db.transaction(async (tx) => {
    const value = await work(tx);
    version = await bumpDataVersion(tx);
    return value;
  });
  dataVersion.observe(version);
  return result;
}
