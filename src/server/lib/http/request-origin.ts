import type { FastifyRequest } from 'fastify';

/**
 * This directory's origin as links name it (the list's next/previous, the own-site check of edited
 * URLs): PUBLIC_URL when configured, else the request's own.
 */
export function requestOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
