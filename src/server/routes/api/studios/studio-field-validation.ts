/**
 * Validates a one-field PATCH body, which the route's schema (studioPatchSchema) has already checked
 * to be a JSON object: exactly one known field, its value by that field's schema, and URLs that
 * point to another site (never this directory's own origin).
 */

import {
  isStudioField,
  LINK_LIST_FIELDS,
  STUDIO_FIELD_SCHEMAS,
  STUDIO_FIELDS,
  type StudioField,
  URL_FIELDS,
} from '@domain/schemas/studio-edit-schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http/http-error';
import { requestOrigin } from '../../../lib/http/request-origin';

function fail(field: string, reason: string): never {
  throw new HttpError(400, `${field}: ${reason}`, {
    code: 'validation_failed',
    fields: { [field]: [reason] },
  });
}

/**
 * This directory's origins, normalized as URL.origin gives them (so a Host header carrying the
 * default port, "localhost:80", still names http://localhost). A Host that is no valid origin names
 * nothing: it must not turn the check into a 500.
 */
function ownOrigins(request: FastifyRequest): Set<string> {
  const origins = new Set<string>();
  const candidates = [
    `${request.protocol}://${request.host}`,
    request.server.config.publicUrl,
    requestOrigin(request),
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      origins.add(new URL(candidate).origin);
    } catch {
      // not an origin
    }
  }
  return origins;
}

function checkNotOwnOrigin(request: FastifyRequest, field: string, url: string | null): void {
  if (!url) return;
  if (ownOrigins(request).has(new URL(url).origin)) {
    fail(field, 'Enter a link to another site: links to this directory itself are not allowed.');
  }
}

export function parseStudioPatch(
  request: FastifyRequest,
  body: Readonly<Record<string, unknown>>,
): { field: StudioField; value: unknown } {
  const keys = Object.keys(body);
  if (keys.length !== 1) {
    throw new HttpError(
      400,
      keys.length === 0
        ? 'Send exactly one field to change.'
        : `Send exactly one field to change; this request has ${keys.length} (${keys.join(', ')}).`,
    );
  }
  const field = keys[0]!;
  if (field === 'latitude' || field === 'longitude') {
    // Both or neither (product.md §11): one coordinate alone would leave half a place.
    fail(
      field,
      'Send latitude and longitude together: {"coordinates": {"latitude": …, "longitude": …}}, or {"coordinates": null} to clear both.',
    );
  }
  if (!isStudioField(field)) {
    fail(field, `Unknown field. Editable fields: ${STUDIO_FIELDS.join(', ')}.`);
  }
  const parsed = STUDIO_FIELD_SCHEMAS[field].safeParse(body[field]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${field}.${issue.path.join('.')}` : field;
    fail(where, issue?.message ?? 'Invalid value.');
  }
  const value = parsed.data;
  if (URL_FIELDS.includes(field)) checkNotOwnOrigin(request, field, value as string | null);
  if (LINK_LIST_FIELDS.includes(field)) {
    for (const [i, link] of (value as { url: string }[]).entries()) {
      checkNotOwnOrigin(request, `${field}.${i}.url`, link.url);
    }
  }
  return { field, value };
}
