/**
 * The server's renderer (decisions 011 and 021), built by Vite's SSR build into dist/ssr and loaded
 * by the server (src/server/services/page-renderer.ts). The same route table as the browser, under
 * React Router's StaticRouter, rendered by Preact's string renderer, which waits for a page's code;
 * the page's data comes from the web's own query options, whose requests
 * the server answers in process (setApiTransport); the query state the render used is dehydrated
 * into the page, so the browser fetches nothing twice.
 */
import type { SiteConfig } from '@domain/site-config';
import { WEB_BASE_PATH } from '@domain/web-routes';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { MarkHydrated } from '@/app/mark-hydrated';
import { AppProvider, createQueryClient } from '@/app/provider';
import { AppRoutes } from '@/app/routes';
import type { Locale } from '@/shared/i18n/locale';
import { type ApiTransport, setApiTransport } from '@/shared/lib/api-client';
import { AppOriginContext } from '@/shared/lib/app-origin';
import { provideSiteConfig } from '@/shared/lib/site-config';
import { isKeptAnswer, isMissingAnswer, keepMissingAnswers, plainErrors } from '@/shared/ssr/missing-answers';
import type { PageState } from '@/shared/ssr/page-state';
import { RenderedPartsContext } from '@/shared/lib/lazy-part';
import { HeadSinkContext, PAGE_HEAD_ATTRIBUTE, type PageHeadData } from '@/shared/seo/head-sink';

export type { ApiTransport };

/** Once, at start: how the renderer's API requests reach the server, and the site configuration. */
export function configureRenderer(options: { transport: ApiTransport; site: SiteConfig }): void {
  setApiTransport(options.transport);
  provideSiteConfig(options.site);
}

/** The queries a page may load on the server: public data and the viewer's sign-in state. */
const SERVER_QUERY_ROOTS = new Set(['studios', 'studio', 'auth']);

/** Preact's string renderer marks a part that waited for its code (a lazy component). */
const SUSPENDED_MARK = '<!--$s-->';

/** Renders to a string once every lazy part has loaded (the page is cached whole, decision 011). */
async function renderOnce(element: React.ReactElement): Promise<string> {
  return renderToStringAsync(element as Parameters<typeof renderToStringAsync>[0]);
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

/** The page's head as markup for <head>, rendered (not templated) from the page's own data. */
async function headMarkup(head: PageHeadData | null): Promise<string> {
  if (!head) return '';
  const marker = { [PAGE_HEAD_ATTRIBUTE]: '' };
  return renderOnce(
    <>
      <title>{head.title}</title>
      {head.elements.map(({ tag: Tag, attributes }) => (
        <Tag key={JSON.stringify(attributes)} {...attributes} {...marker} />
      ))}
    </>,
  );
}

export interface RenderedPage {
  /** The page's own head: title, description, canonical, alternates, Open Graph. */
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
  let head: PageHeadData | null = null;
  let parts = new Set<string>();
  const takeHead = (next: PageHeadData) => {
    head = next;
  };
  const page = () => (
    // The same shape as main.tsx's tree (a context provider adds no level to useId's ids).
    <StrictMode>
      <HeadSinkContext.Provider value={takeHead}>
        <RenderedPartsContext.Provider value={parts}>
          <AppOriginContext.Provider value={input.origin}>
            <AppProvider queryClient={client} locale={input.locale}>
              <StaticRouter location={`${address.pathname}${address.search}`} basename={WEB_BASE_PATH}>
                <AppRoutes />
              </StaticRouter>
              <MarkHydrated />
            </AppProvider>
          </AppOriginContext.Provider>
        </RenderedPartsContext.Provider>
      </HeadSinkContext.Provider>
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
    head = null;
    parts = new Set();
    html = await renderOnce(page());
  }
  // A part whose code arrived during the last pass was rendered as a boundary of its own (marked
  // <!--$s-->), whose ids the browser, having that code before hydrating, would number differently:
  // once every part's code is there, the page renders straight through.
  for (let pass = 0; pass < 3 && html.includes(SUSPENDED_MARK); pass += 1) {
    head = null;
    parts = new Set();
    html = await renderOnce(page());
  }
  const queries = plainErrors(dehydrate(client, { shouldDehydrateQuery: isKeptAnswer }));
  const notFound = client.getQueryCache().getAll().some(isMissingSubject);
  return {
    head: await headMarkup(head),
    html,
    state: { locale: input.locale, queries, parts: [...parts] },
    notFound,
    complete,
  };
}
