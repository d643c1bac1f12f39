/**
 * Serves the built web app at /frontend/: hashed assets with year-long caching, index.html for every
 * client route (with the site configuration embedded), and the app's 404 page with status 404 for
 * any path outside the route table. `/` redirects to /frontend/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchWebRoute, PAGE_STATE_PATH, WEB_BASE_PATH } from '@domain/web-routes';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadInstallSecret } from '../db/repositories/login-attempts';
import { PUBLIC_SHARED_CACHE_CONTROL } from '../lib/http/conditional-get';
import { sendEncodedBody } from '../lib/http/encoded-body';
import { errorBody } from '../lib/http/http-error';
import { webDistFolder } from '../lib/project-root';
import {
  INLINE_STATE_MAX_CHARS,
  type IndexTemplate,
  type PageMeta,
  prepareIndexTemplate,
  renderIndexHtml,
} from '../services/index-html';
import { storePageFreshness } from '../services/page-freshness';
import { cachedPage, PageHtmlCache } from '../services/page-html-cache';
import { isPageLanguage, LANGUAGE_COOKIE, type PageLanguage, pageLanguage } from '../services/page-language';
import { loadPageRenderer } from '../services/page-renderer';
import { sharedStyleNonceFor, styleNonceFor } from './security-headers';

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
    const template: IndexTemplate | null = built
      ? prepareIndexTemplate(readFileSync(indexFile, 'utf8'), (href) => {
          if (!href.startsWith(`${WEB_BASE_PATH}/assets/`)) return null;
          const file = path.join(dist, href.slice(WEB_BASE_PATH.length));
          return existsSync(file) ? readFileSync(file, 'utf8') : null;
        })
      : null;
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
        // The page template is the app's pages' frame, not a page: /frontend/index.html goes to the
        // landing page (sendApp), never the raw template with its placeholders.
        allowedPath: (pathname) => !pathname.endsWith('.map') && pathname !== '/index.html',
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    // The secret of shared pages' style nonces, one for every process on the database.
    let nonceSecret: Promise<string> | null = null;
    const styleNonceSecret = () => {
      nonceSecret ??= loadInstallSecret(app.database.db, 'style_nonce').catch((error: unknown) => {
        nonceSecret = null;
        throw error;
      });
      return nonceSecret;
    };
    const htmlCache = new PageHtmlCache(storePageFreshness(app.dataVersion, app.studioStore));
    app.metrics.observeCache('page_html', htmlCache);
    const pageStateUrl = (pageUrl: string, language: PageLanguage, hash: string) =>
      `${PAGE_STATE_PATH}?lang=${language}&hash=${hash}&page=${encodeURIComponent(pageUrl)}`;

    /** The language a page is rendered in: ?lang, then the cookie, then Accept-Language. */
    const languageOf = (request: FastifyRequest): PageLanguage => {
      const query = request.query as Record<string, unknown> | undefined;
      return pageLanguage({
        query: typeof query?.lang === 'string' ? query.lang : null,
        cookie: request.cookies[LANGUAGE_COOKIE],
        acceptLanguage: request.headers['accept-language'],
      });
    };

    const pageKey = (request: FastifyRequest, url: string, language: PageLanguage) =>
      `${language} ${request.protocol}://${request.host}${url}`;

    /**
     * The page at `url` (path and query) rendered in `language`, for visitors from the HTML cache;
     * null (the browser renders it) for a signed-in reader or if rendering fails.
     */
    const renderPage = async (request: FastifyRequest, url: string, language: PageLanguage) => {
      if (!renderer) return null;
      try {
        // A signed-in reader (admin or owner) gets the app as before server rendering: the editors
        // load and render in the browser, and nothing of that reader's page is kept.
        if (request.viewer.account) return null;
        const key = pageKey(request, url, language);
        return await htmlCache.get(key, async () =>
          cachedPage(await renderer.render(request, language, url)),
        );
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
        return null;
      }
    };

    const renderFor = async (request: FastifyRequest) => {
      const language = languageOf(request);
      const page = await renderPage(request, request.url, language);
      if (!page) return null;
      const deferred = page.stateJson.length > INLINE_STATE_MAX_CHARS;
      return {
        ...page,
        language,
        stateUrl: deferred ? pageStateUrl(request.url, language, page.stateHash) : null,
      };
    };

    /**
     * A page's state when it is too large for the page (index-html.ts): the page's rendering (from
     * the cache, or rendered again, in any process) gives it, if its digest is still the one the page
     * named (or, for a minute after a write, the page's state before it); the answer for one digest
     * never changes, so browsers may keep it. A digest that is neither answers 404 page_state_gone,
     * and the app then renders the page in the browser from fresh data.
     */
    app.get(PAGE_STATE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const page = typeof query.page === 'string' ? query.page : '';
      const language = isPageLanguage(query.lang) ? query.lang : null;
      const hash = typeof query.hash === 'string' ? query.hash : '';
      const route = page.startsWith(`${WEB_BASE_PATH}/`)
        ? matchWebRoute(page.split('?', 1)[0]!.slice(WEB_BASE_PATH.length))
        : null;
      if (!route || !language || !/^[\w-]{22}$/.test(hash)) {
        return reply.status(400).send(
          errorBody(
            400,
            'Name an app page (page=/frontend/...), its language (lang) and its state digest (hash).',
            {
              code: 'bad_request',
            },
          ),
        );
      }
      const rendered = await renderPage(request, page, language);
      // A page sent just before a write names the state it was rendered with: still answered for a
      // minute (page-html-cache.ts), so its reader's browser need not fetch the page's data again.
      const body =
        rendered && rendered.stateHash !== hash
          ? htmlCache.retiredState(pageKey(request, page, language), hash)
          : rendered?.stateBody;
      if (!body) {
        reply.header('Cache-Control', 'no-store');
        return reply.status(404).send(
          errorBody(404, 'This page state is no longer current: load the page again.', {
            code: 'page_state_gone',
          }),
        );
      }
      // Compressed once per rendering, not for every reader (lib/http/encoded-body.ts).
      return sendEncodedBody(
        request,
        reply,
        body,
        'application/json; charset=utf-8',
        'public, max-age=31536000, immutable',
      );
    });

    const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
      // The path as sent: URL parsing would resolve "%2e%2e" segments, so /frontend/studios/%2e%2e
      // would be served as /frontend/ instead of answering 404.
      const pathname = request.url.split('?', 1)[0] ?? '';
      if (pathname === WEB_BASE_PATH) return reply.redirect(`${WEB_BASE_PATH}/`);
      if (pathname === `${WEB_BASE_PATH}/index.html`) return reply.redirect(`${WEB_BASE_PATH}/`, 301);
      if (!template) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      }
      const relative = pathname.slice(WEB_BASE_PATH.length) || '/';
      const match = matchWebRoute(relative);
      const meta = match ? await app.webPageMeta(request, match.pattern, match.params) : null;
      if (meta?.movedTo) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.header('Cache-Control', 'no-cache').redirect(`${meta.movedTo}${query}`, 301);
      }
      const rendered = renderer ? await renderFor(request) : null;
      // The renderer knows a missing subject the route's resolver does not: a comparison naming an
      // unknown studio renders what the browser shows for it, answered 404 as the API answers it.
      const status = !match || meta?.notFound || rendered?.notFound ? 404 : 200;
      // Pages differ by viewer (an admin sees hidden studios that visitors get a 404 for); a hidden
      // studio's page must not be kept by any cache, the browser's back-forward one included.
      // A signed-in reader always gets a fresh page that no shared cache may keep, with a nonce of
      // its own; a visitor's page is every visitor's, so shared caches may keep it, and its nonce is
      // the page's (sharedStyleNonceFor).
      const shared = !(meta?.privateToViewer || request.viewer.account);
      reply.header('Cache-Control', shared ? PUBLIC_SHARED_CACHE_CONTROL : 'private, no-store');
      reply.header('Vary', 'Cookie, Accept-Language');
      const styleNonce = shared
        ? sharedStyleNonceFor(request, await styleNonceSecret(), [
            request.host,
            request.url,
            rendered?.language ?? languageOf(request),
            rendered?.contentHash ?? 'not rendered',
            String(status),
          ])
        : styleNonceFor(request);
      return reply.status(status).type('text/html; charset=utf-8').send(
        renderIndexHtml(template, {
          site,
          styleNonce,
          rendered,
        }),
      );
    };

    // The landing page by its own route: the wildcard does not match it, and the not-found handler
    // that served it skips the routes' hooks, compression among them.
    app.get(`${WEB_BASE_PATH}/`, { schema: { hide: true } }, sendApp);
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
  { name: 'web-app', dependencies: ['database', 'viewer', 'metrics'] },
);
