/**
 * The spreadsheet downloads' shared allowance (the studio list's export and the comparison's CSV):
 * EXPORT_RATE_LIMIT per client address per minute, in memory, per process.
 */
import fp from 'fastify-plugin';
import { ClientRateLimit } from '../lib/http/client-rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    spreadsheetExports: { rateLimit: ClientRateLimit };
  }
}

export default fp(
  async (app) => {
    app.decorate('spreadsheetExports', {
      rateLimit: new ClientRateLimit(app.config.exportRatePerMinute, 60_000),
    });
  },
  { name: 'spreadsheet-exports' },
);
