/** Makes the database, the data version and the studio list cache available to every route. */
import fp from 'fastify-plugin';
import { DataVersion } from '../db/data-version';
import type { Database, Tx } from '../db/database';
import { listStudios } from '../db/repositories/studio-reads';
import { writeTransaction } from '../db/write-transaction';
import { presentListStudio, presentStudio } from '../presenters/studio-presenter';
import { StudioListCache } from '../services/studio-list-cache';
import { StudioReadCache } from '../services/studio-read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    dataVersion: DataVersion;
    listCache: StudioListCache;
    /** One studio and its parameters, cached per data version. */
    readCache: StudioReadCache;
    /** Runs a write in one transaction that also announces the new data version. */
    write<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
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
    await dataVersion.start();
    const listCache = new StudioListCache(async (shape, includeHidden) => {
      const rows = await listStudios(database.db, { includeHidden });
      return rows.map(shape === 'directory' ? presentListStudio : presentStudio);
    });

    app.decorate('database', database);
    app.decorate('dataVersion', dataVersion);
    app.decorate('listCache', listCache);
    app.decorate('readCache', new StudioReadCache(database, dataVersion));
    app.decorate('write', <T>(work: (tx: Tx) => Promise<T>) => writeTransaction(database, dataVersion, work));

    app.addHook('onClose', async () => {
      await dataVersion.stop();
      if (options.closeOnShutdown !== false) await database.close();
    });
  },
  { name: 'database' },
);
