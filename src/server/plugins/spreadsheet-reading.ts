/**
 * The studio import's spreadsheet reader (issue 35): one worker thread per app that reads uploaded
 * CSV and XLSX files off the event loop (services/spreadsheet-read-pool.ts), stopped with the app.
 */
import fp from 'fastify-plugin';
import { SpreadsheetReadPool } from '../services/spreadsheet-read-pool';

declare module 'fastify' {
  interface FastifyInstance {
    spreadsheetReader: SpreadsheetReadPool;
  }
}

export default fp(
  async (app) => {
    const pool = new SpreadsheetReadPool();
    app.metrics.observePool('spreadsheet', pool);
    app.decorate('spreadsheetReader', pool);
    app.addHook('onClose', async () => {
      await pool.close();
    });
  },
  { name: 'spreadsheet-reading', dependencies: ['metrics'] },
);
