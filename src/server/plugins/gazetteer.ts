/**
 * The offline gazetteer, one per process, loaded on its first use (services/gazetteer.ts), with the
 * per-client rate limit of the places API.
 */
import fp from 'fastify-plugin';
import { ClientRateLimit } from '../lib/http/client-rate-limit';
import { Gazetteer } from '../services/gazetteer';

declare module 'fastify' {
  interface FastifyInstance {
    gazetteer: Gazetteer;
    placesRateLimit: ClientRateLimit;
  }
}

/** Place look-ups one client address may make per minute (a 'near' box sends one per pause in typing). */
export const PLACES_RATE_PER_MINUTE = 120;

export default fp(
  async (app) => {
    app.decorate('gazetteer', new Gazetteer());
    app.decorate('placesRateLimit', new ClientRateLimit(PLACES_RATE_PER_MINUTE, 60_000));
  },
  { name: 'gazetteer' },
);
