/**
 * Serves the built web app at /frontend/: hashed assets with year-long caching, index.html for every
 * client route (with the site configuration embedded), and the app's 404 page with status 404 for
 * any path outside the route table. `/` redirects to /frontend/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchWebRoute, WEB_BASE_PATH } from '../../domain/web-routes';
import { errorBody } from '../lib/http/http-error';
import { webDistFolder } from '../lib/project-root';
import { type PageMeta, renderIndexHtml } from '../services/index-html';
import { PageHtmlCache } from '../services/page-html-cache';
import { LANGUAGE_COOKIE, pageLanguage } from '../services/page-language';
import { loadPageRenderer } from '../services/page-renderer';
import { styleNonceFor } from './security-headers';

export interface WebAppOptions {
  distFolder?: string;
  /** The web app's server renderer (decision 011); default: ssr/entry-server.js beside distFolder. */
  rendererFile?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves how an app page is answered (404, private) per route (studio pages); set by later plugins. */
    webPageMeta: (
      request: FastifyRequest,
      pattern: string,
      params: Record<string, string>,
    ) => Promise<PageMeta | null>;
  }
}

export default fp<WebAppOptions>(
  async (app, options) => {
    const dist = options.distFolder ?? webDistFolder;
    const indexFile = path.join(dist, 'index.html');
    const built = existsSync(indexFile);
    const template = built ? readFileSync(indexFile, 'utf8') : null;
    const renderer = built
      ? await loadPageRenderer(app, options.rendererFile ?? path.join(dist, '..', 'ssr', 'entry-server.js'))
      : null;

    app.decorate('webPageMeta', async () => null);
    // PUBLIC_URL reaches the app too: canonical links and link previews start with it.
    const site = { ...app.config.site, publicUrl: app.config.publicUrl };

    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${WEB_BASE_PATH}/`));

    if (built) {
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `${WEB_BASE_PATH}/`,
        index: false,
        wildcard: false,
        preCompressed: true,
        // Source maps would publish the unminified sources: the build makes none (vite.config.ts),
        // and a map copied in by hand still answers 404.
        allowedPath: (pathname) => !pathname.endsWith('.map'),
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    const htmlCache = new PageHtmlCache();

    /**
     * The page rendered in the reader's language, for visitors from the HTML cache; null (the
     * browser renders it) if rendering fails.
     */
    const renderFor = async (request: FastifyRequest) => {
      if (!renderer) return null;
      const query = request.query as Record<string, unknown> | undefined;
      const language = pageLanguage({
        query: typeof query?.lang === 'string' ? query.lang : null,
        cookie: request.cookies[LANGUAGE_COOKIE],
        acceptLanguage: request.headers['accept-language'],
      });
      try {
        // A signed-in reader (admin or owner) gets the app as before server rendering: the editors
        // load and render in the browser, and nothing of that reader's page is kept.
        if (request.viewer.admin) return null;
        const key = `${language} ${request.protocol}://${request.host}${request.url}`;
        const version = await app.dataVersion.currentForRead();
        const page = await htmlCache.get(key, version, () => renderer.render(request, language));
        return { ...page, language };
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
        return null;
      }
    };

    const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
      // The path as sent: URL parsing would resolve "%2e%2e" segments, so /frontend/studios/%2e%2e
      // would be served as /frontend/ instead of answering 404.
      const pathname = request.url.split('?', 1)[0] ?? '';
      if (pathname === WEB_BASE_PATH) {
        return reply.redirect(`${WEB_BASE_PATH}/`);
      }
      if (!template) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      }
      const relative = pathname.slice(WEB_BASE_PATH.length) || '/';
      const match = matchWebRoute(relative);
      const meta = match ? await app.webPageMeta(request, match.pattern, match.params) : null;
      const status = !match || meta?.notFound ? 404 : 200;
      // Pages differ by viewer (an admin sees hidden studios that visitors get a 404 for); a hidden
      // studio's page must not be kept by any cache, the browser's back-forward one included.
      // A signed-in reader always gets a fresh page that no shared cache may keep.
      reply.header(
        'Cache-Control',
        meta?.privateToViewer || request.viewer.admin ? 'private, no-store' : 'no-cache',
      );
      reply.header('Vary', 'Cookie, Accept-Language');
      const rendered = renderer ? await renderFor(request) : null;
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(
          renderIndexHtml(template, {
            site,
            styleNonce: styleNonceFor(request),
            rendered,
          }),
        );
    };

    app.get(`${WEB_BASE_PATH}/*`, { schema: { hide: true } }, sendApp);
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const inApp = pathname === WEB_BASE_PATH || pathname.startsWith(`${WEB_BASE_PATH}/`);
      if (inApp && (request.method === 'GET' || request.method === 'HEAD')) {
        return sendApp(request, reply);
      }
      return reply.status(404).send(errorBody(404, 'Not found.'));
    });
  },
  { name: 'web-app', dependencies: ['database', 'viewer'] },
);
