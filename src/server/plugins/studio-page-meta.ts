/**
 * Studio pages for people and crawlers that never run the web app:
 * a page loaded directly at /frontend/studios/{id} gets the studio's title, meta description, Open
 * Graph tags, a canonical URL and schema.org JSON-LD (a LocalBusiness), so a link shared in chat or
 * found by a search engine shows the studio; an id that is unknown, not public (for visitors) or
 * not a number answers the app's HTML with status 404. /sitemap.xml lists every public studio.
 *
 * The head is resolved through web-app.ts's `webPageMeta` decorator; this plugin wraps the resolver
 * it finds, so other plugins can add pages of their own the same way.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeHtmlEntities } from '../../domain/html-entities';
import { studioIdParam } from '../../domain/schemas/path-params';
import type { Studio } from '../../domain/schemas/studio-schemas';
import { isPublicStatus } from '../../domain/studio-status';
import { WEB_BASE_PATH } from '../../domain/web-routes';
import { findStudio, listStudios } from '../db/repositories/studio-reads';
import { parseHostHeader } from '../lib/http/host-header';
import { isStaffViewer } from '../lib/http/viewer';
import { presentStudio } from '../presenters/studio-presenter';
import type { PageMeta } from '../services/index-html';

/** Search engines show about this much of a description. */
export const META_DESCRIPTION_MAX = 160;

const STUDIO_ROUTE = '/studios/:id';
const PRODUCT = 'Virtual Production';

/** The id of /studios/{id}, read as the API reads it, else null (the page answers 404). */
function studioIdOf(raw: string | undefined): number | null {
  const parsed = studioIdParam.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Whitespace collapsed, cut at a word boundary to at most max characters (with an ellipsis). */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
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

function httpUrlOrNull(value: string | null): string | null {
  if (!value || !/^https?:\/\//i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The head of a studio's page. */
export function studioPageMeta(studio: Studio, pageUrl: string): PageMeta {
  const name = decodeHtmlEntities(studio.name).trim() || `Studio ${studio.id}`;
  const place = [studio.city, studio.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const title = place ? `${name} — ${PRODUCT} studio in ${place}` : `${name} — ${PRODUCT} studio`;
  const about = (studio.short_description || studio.description).replace(/\s+/g, ' ').trim();
  const description = truncateText(about || `${title}.`, META_DESCRIPTION_MAX);
  const website = httpUrlOrNull(studio.website_url);
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (studio.city.trim()) address.addressLocality = studio.city.trim();
  if (studio.country.trim()) address.addressCountry = studio.country.trim();
  return {
    title,
    description,
    canonicalUrl: pageUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${pageUrl}#studio`,
      name,
      description: about || description,
      address,
      url: website ?? pageUrl,
      mainEntityOfPage: pageUrl,
    },
  };
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
      if (id === null) return { title: '', description: '', notFound: true };
      const row = await findStudio(app.database.db, id, { includeHidden: isStaffViewer(request.viewer) });
      if (!row) return { title: '', description: '', notFound: true };
      const pageUrl = `${publicBaseUrl(app, request)}${WEB_BASE_PATH}/studios/${id}`;
      const meta = studioPageMeta(presentStudio(row), pageUrl);
      return isPublicStatus(row.status) ? meta : { ...meta, privateToViewer: true };
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
