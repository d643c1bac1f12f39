/**
 * Studio pages for people and crawlers that never run the web app: an id that is unknown, not public
 * (for visitors) or not a number answers the app's page with status 404, and a hidden studio shown to
 * an admin is kept out of every cache. The page's head (title, description, Open Graph, canonical,
 * JSON-LD) is the web app's own render; a merged studio's page answers 301 to its survivor's (web/shared/seo/page-head.tsx, issue 15). /sitemap.xml lists
 * every public studio.
 *
 * The answer is resolved through web-app.ts's `webPageMeta` decorator; this plugin wraps the resolver
 * it finds, so other plugins can add pages of their own the same way.
 */

import { studioIdParam } from '@domain/schemas/path-params';
import { isPublicStatus } from '@domain/studio-status';
import { WEB_BASE_PATH } from '@domain/web-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findStudio, listStudios } from '../db/repositories/studio-reads';
import { parseHostHeader } from '../lib/http/host-header';
import { isStaffViewer } from '../lib/http/viewer';

const STUDIO_ROUTE = '/studios/:id';

/** The id of /studios/{id}, read as the API reads it, else null (the page answers 404). */
function studioIdOf(raw: string | undefined): number | null {
  const parsed = studioIdParam.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * PUBLIC_URL when configured, else the request's own origin (allowed-hosts.ts has refused any Host
 * not on the allow-list; a malformed one still falls back to localhost).
 */
export function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const host = parseHostHeader(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

function sitemapEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `  <url><loc>${xmlEscape(loc)}</loc>${modified}</url>`;
}

export default fp(
  async (app) => {
    const previous = app.webPageMeta;
    app.webPageMeta = async (request, pattern, params) => {
      if (pattern !== STUDIO_ROUTE) return previous(request, pattern, params);
      const id = studioIdOf(params.id);
      if (id === null) return { notFound: true };
      const row = await findStudio(app.database.db, id, { includeHidden: true });
      // A studio merged into another (product.md §20) answers 301 to the survivor's page, for everyone.
      if (row?.mergedInto) return { movedTo: `${WEB_BASE_PATH}/studios/${row.mergedInto}` };
      if (!row || !(isPublicStatus(row.status) || isStaffViewer(request.viewer))) return { notFound: true };
      return isPublicStatus(row.status) ? {} : { privateToViewer: true };
    };

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      // Always the visitors' view: a sitemap never lists draft or archived studios.
      const rows = await listStudios(app.database.db, { includeHidden: false });
      const base = `${publicBaseUrl(app, request)}${WEB_BASE_PATH}`;
      const newest = rows.reduce<Date | undefined>(
        (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
        undefined,
      );
      const entries = [
        sitemapEntry(`${base}/`),
        sitemapEntry(`${base}/studios`, newest),
        ...[...rows]
          .sort((a, b) => a.id - b.id)
          .map((row) => sitemapEntry(`${base}/studios/${row.id}`, row.updatedAt)),
      ];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n');
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/xml; charset=utf-8')
        .send(xml);
    });
  },
  { name: 'studio-page-meta', dependencies: ['web-app', 'database', 'viewer'] },
);
