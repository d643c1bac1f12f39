/**
 * Server rendering (decision 011): loads the web app's renderer (dist/ssr/entry-server.js, built by
 * Vite's SSR build) and renders a page for a request. The renderer's API requests run in process
 * through app.inject with the reader's own cookies (so a page shows what that reader's API answers
 * would: a visitor never sees hidden studios), and the ETags, presenters and caches are the API's.
 * Unsafe requests (the comparison is a POST) carry a fresh CSRF secret and token of their own.
 * Each rendering says which API requests it made: what the page shows, for the HTML cache
 * (page-scope.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '@domain/site-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskCsrfSecret, newCsrfSecret } from '../lib/http/csrf-tokens';
import { CSRF_COOKIE, CSRF_HEADER } from '../plugins/csrf-api';
import type { PageLanguage } from './page-language';
import type { PageRead } from './page-scope';

type ApiTransport = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<Response>;

interface RendererModule {
  configureRenderer(options: { transport: ApiTransport; site: SiteConfig }): void;
  renderPage(input: { url: string; locale: PageLanguage; origin: string }): Promise<RenderedPage>;
}

export interface RenderedPage {
  /** The page's head elements (title, description, canonical, alternates, Open Graph). */
  head: string;
  html: string;
  state: unknown;
  /** The page's subject is missing (its API answer was 404): the page answers 404. */
  notFound?: boolean;
  /** False when a query the page read failed (it shows that part loading): not to be kept. */
  complete?: boolean;
}

export interface PageRenderer {
  /**
   * Renders `url` (path and query; the request's own by default) for the request's reader, with the
   * API requests the rendering made.
   */
  render(
    request: FastifyRequest,
    language: PageLanguage,
    url?: string,
  ): Promise<RenderedPage & { reads: PageRead[] }>;
}

interface ReaderContext {
  cookie: string | undefined;
  host: string | undefined;
  /** The API requests of this rendering, as they are made. */
  reads: PageRead[];
}

function responseHeaders(raw: Record<string, unknown>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'set-cookie' || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/**
 * The app whose request is being rendered. The renderer module is loaded once per process, and its
 * API transport is process-wide; a process may hold several apps (the tests do), so the one transport
 * passes each request to the app of the render it belongs to, never to whichever app came last.
 */
const renderingApp = new AsyncLocalStorage<ApiTransport>();

function dispatchingTransport(): ApiTransport {
  return (path, init) => {
    const transport = renderingApp.getStore();
    if (!transport) throw new Error(`API request outside a page render: ${path}`);
    return transport(path, init);
  };
}

/** The renderer of a build, or null when there is none (tests without a build, `npm run dev`). */
export async function loadPageRenderer(app: FastifyInstance, file: string): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  // React's production build unless told otherwise (nothing else in the server reads NODE_ENV): the
  // development one renders several times slower and checks what the browser tests check already.
  process.env.NODE_ENV ??= 'production';
  const module = (await import(pathToFileURL(file).href)) as RendererModule;
  const readers = new AsyncLocalStorage<ReaderContext>();

  const transport: ApiTransport = async (path, init) => {
    const reader = readers.getStore();
    reader?.reads.push({ method: init.method, path });
    const headers: Record<string, string> = { ...init.headers };
    // The reader's cookies, but a CSRF secret of its own for an unsafe request: the reader's (sent
    // first) would win over the one the renderer adds and fail the check.
    const cookies = (reader?.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part && !(init.method !== 'GET' && part.startsWith(`${CSRF_COOKIE}=`)));
    if (init.method !== 'GET') {
      const secret = newCsrfSecret();
      cookies.push(`${CSRF_COOKIE}=${secret}`);
      headers[CSRF_HEADER] = maskCsrfSecret(secret);
    }
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (reader?.host) headers.host = reader.host;
    const answer = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: path,
      headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders(answer.headers),
    });
  };
  const site = { ...app.config.site, publicUrl: app.config.publicUrl };

  return {
    async render(request, language, pageUrl = request.url) {
      // Only the path and query matter to the route table; the Host was checked by allowed-hosts.ts.
      const url = `http://localhost${pageUrl}`;
      const reads: PageRead[] = [];
      const rendered = await renderingApp.run(transport, () =>
        readers.run({ cookie: request.headers.cookie, host: request.headers.host, reads }, () => {
          // The site configuration is process-wide in the renderer too: this app's, for this render.
          module.configureRenderer({ transport: dispatchingTransport(), site });
          return module.renderPage({
            url,
            locale: language,
            origin: `${request.protocol}://${request.host}`,
          });
        }),
      );
      return { ...rendered, reads };
    },
  };
}
