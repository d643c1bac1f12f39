/**
 * The server's renderer (decisions 011 and 022), built by Vite's SSR build into dist/ssr and loaded
 * by the server (src/server/services/page-renderer.ts). The same route table as the browser, under
 * React Router's StaticRouter, rendered by React's `prerender`, which waits for a page's code;
 * the page's data comes from the web's own query options, whose requests
 * the server answers in process (setApiTransport); the query state the render used is dehydrated
 * into the page, so the browser fetches nothing twice.
 */
import type { SiteConfig } from '@domain/site-config';
import { WEB_BASE_PATH } from '@domain/web-routes';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider, createQueryClient } from '@/app/provider';
import { AppRoutes } from '@/app/routes';
import type { Locale } from '@/shared/i18n/locale';
import { type ApiTransport, setApiTransport } from '@/shared/lib/api-client';
import { AppOriginContext } from '@/shared/lib/app-origin';
import { provideSiteConfig } from '@/shared/lib/site-config';
import { isKeptAnswer, isMissingAnswer, keepMissingAnswers, plainErrors } from '@/shared/ssr/missing-answers';
import type { PageState } from '@/shared/ssr/page-state';

export type { ApiTransport };

/** Once, at start: how the renderer's API requests reach the server, and the site configuration. */
export function configureRenderer(options: { transport: ApiTransport; site: SiteConfig }): void {
  setApiTransport(options.transport);
  provideSiteConfig(options.site);
}

/**
 * The queries a page may load on the server: public data, the viewer's sign-in state, the name
 * of a near search's place (the gazetteer's) and the exchange-rate table (day rates, product.md §18).
 */
const SERVER_QUERY_ROOTS = new Set(['studios', 'studio', 'auth', 'place-at', 'exchange-rates']);

/**
 * Renders to a string once every lazy part has loaded (the page is cached whole, decision 011).
 * progressiveChunkSize: without it React outlines a Suspense boundary that comes after its first
 * 12.8 kB as a hidden segment moved into place by an inline script, which the CSP (script-src
 * 'self') blocks: the browser would show the fallback and rebuild the part. The whole page is one
 * unit here, so every boundary goes inline.
 */
async function renderOnce(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

function waiting(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        !tried.has(query.queryHash) &&
        SERVER_QUERY_ROOTS.has(String(query.queryKey[0])),
    );
}

/**
 * React renders a tree that is not a whole document with the elements it hoists (each page's <title>,
 * <meta>, <link>: shared/seo/page-head.tsx) in front of the root's markup. They belong in <head>:
 * this separates them. The app's markup starts with the layout's element, never with one of these.
 */
export function splitHoisted(markup: string): { head: string; body: string } {
  const hoisted = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;
  let rest = markup;
  let head = '';
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

export interface RenderedPage {
  /** The page's own head: title, description, canonical, alternates, Open Graph (React's markup). */
  head: string;
  /** The markup of <div id="root">. */
  html: string;
  /** The JSON of the page state (src/web/shared/ssr/page-state.ts). */
  state: PageState;
  /** The page's subject is not there (the API answered 404): the server answers 404 too. */
  notFound: boolean;
  /**
   * Every query the page read was answered (a 404 counts: it is the answer). False when one failed
   * (the API's own error, a timeout): the page shows that part loading, and is not worth keeping.
   */
  complete: boolean;
}

/** A missing studio, or a comparison naming one: the page's subject (studio-keys.ts). */
function isMissingSubject(query: Query): boolean {
  const [root, second, third] = query.queryKey;
  const subject = (root === 'studio' && third === 'detail') || (root === 'studios' && second === 'compare');
  return subject && query.state.status === 'error' && isMissingAnswer(query.state.error);
}

/**
 * Renders `url` (absolute, under /frontend) in `locale`. The first pass shows which queries the page
 * reads; they are fetched and the page rendered again, until it asks for nothing new (a page that
 * reads in two steps takes three passes). A query the API answered 404 is kept: the page shows what
 * the browser shows after its own attempt ('Studio Not Found'), and the browser starts from it
 * (shared/ssr/missing-answers.ts). Any other failure is dropped before the last pass, so the server
 * shows what the browser shows before its own attempt (the loading state), and the page says it is
 * not complete (the HTML cache does not keep it).
 */
export async function renderPage(input: {
  url: string;
  locale: Locale;
  /** The reader's origin, as the browser will see it (links that embed it must match). */
  origin: string;
}): Promise<RenderedPage> {
  const address = new URL(input.url);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const page = () => (
    // The same shape as main.tsx's tree (a context provider adds no level to useId's ids).
    <StrictMode>
      <AppOriginContext.Provider value={input.origin}>
        <AppProvider queryClient={client} locale={input.locale}>
          <StaticRouter location={`${address.pathname}${address.search}`} basename={WEB_BASE_PATH}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </AppOriginContext.Provider>
    </StrictMode>
  );
  const tried = new Set<string>();
  let complete = true;
  let html = await renderOnce(page());
  for (let pass = 0; pass < 3; pass += 1) {
    const next = waiting(client, tried);
    if (next.length === 0) break;
    await Promise.all(
      next.map(async (query) => {
        tried.add(query.queryHash);
        await client.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn });
      }),
    );
    const failed = (query: Query) => query.state.status === 'error' && !isKeptAnswer(query);
    if (client.getQueryCache().getAll().some(failed)) complete = false;
    client.removeQueries({ predicate: failed });
    keepMissingAnswers(client);
    html = await renderOnce(page());
  }
  const { head, body } = splitHoisted(html);
  const queries = plainErrors(dehydrate(client, { shouldDehydrateQuery: isKeptAnswer }));
  const notFound = client.getQueryCache().getAll().some(isMissingSubject);
  return {
    head,
    html: body,
    state: { locale: input.locale, queries },
    notFound,
    complete,
  };
}
