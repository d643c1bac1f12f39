/** Makes the database, the data version and the studio list cache available to every route. */
import fp from 'fastify-plugin';
import { DataVersion } from '../db/data-version';
import type { Database } from '../db/database';
import { type WriteOptions, type WriteWork, writeTransaction } from '../db/write-transaction';
import { presentListStudio, presentStudio } from '../presenters/studio-presenter';
import { StudioListCache } from '../services/studio-list-cache';
import { StudioReadCache } from '../services/studio-read-cache';
import { StudioStore } from '../services/studio-store';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    dataVersion: DataVersion;
    /** Every studio in memory, kept current by the writes of every process. */
    studioStore: StudioStore;
    listCache: StudioListCache;
    /** One studio and its parameters, cached per data version. */
    readCache: StudioReadCache;
    /**
     * Runs a write in one transaction that also announces the new data version and the studios it
     * touched; the work gets the transaction and the write's context (what it has touched so far).
     */
    write<T>(work: WriteWork<T>, options?: WriteOptions): Promise<T>;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  /** Close the database when the app closes (false when a test shares one across apps). */
  closeOnShutdown?: boolean;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const { database } = options;
    const dataVersion = new DataVersion(database);
    const studioStore = new StudioStore(database, dataVersion);
    await dataVersion.start();
    // A studio's full form is one serialised fragment, shared by the full list and its own page.
    const serialisers = { directory: presentListStudio, full: presentStudio };
    const listCache = new StudioListCache(studioStore, serialisers);

    app.decorate('database', database);
    app.decorate('dataVersion', dataVersion);
    app.decorate('studioStore', studioStore);
    app.decorate('listCache', listCache);
    const readCache = new StudioReadCache(database, studioStore, serialisers.full);
    app.decorate('readCache', readCache);
    app.decorate('write', <T>(work: WriteWork<T>, options?: WriteOptions) =>
      writeTransaction(database, dataVersion, work, studioStore, options),
    );

    app.addHook('onClose', async () => {
      studioStore.close();
      await dataVersion.stop();
      if (options.closeOnShutdown !== false) await database.close();
    });
  },
  { name: 'database' },
);
