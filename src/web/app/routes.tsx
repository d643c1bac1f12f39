/**
 * The route table of product.md §2 (the same patterns as src/domain/web-routes.ts, which the server uses
 * to answer 404 for anything else), shared by the browser (main.tsx) and the server's renderer
 * (entry-server.tsx, decision 011). React Router's declarative routes (decision 021): every page is
 * its own chunk, loaded by the page itself (route-page.tsx); a server-rendered page's chunk is loaded
 * before hydrating (preloadPages).
 */

import { WEB_BASE_PATH } from '@domain/web-routes';
import { useState } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { RootLayout } from '@/app/routes/root-layout';
import { RouteErrorBoundary } from '@/app/routes/route-error-boundary';
import { loadPage, type PageLoader, RoutePage } from '@/app/routes/route-page';

/** A page's path (or the index) and its code. */
const PAGES: { path?: string; load: PageLoader }[] = [
  { load: async () => (await import('@/app/routes/landing/landing-route')).LandingRoute },
  { path: 'studios', load: async () => (await import('@/app/routes/studios/studios-route')).StudiosRoute },
  {
    path: 'studios/:id',
    load: async () => (await import('@/app/routes/studio-detail/studio-detail-route')).StudioDetailRoute,
  },
  { path: 'compare', load: async () => (await import('@/app/routes/compare/compare-route')).CompareRoute },
  {
    path: 'admin/login',
    load: async () => (await import('@/app/routes/admin-login/admin-login-route')).AdminLoginRoute,
  },
  {
    path: 'admin/claims',
    load: async () => (await import('@/app/routes/admin-area/admin-claims-route')).AdminClaimsRoute,
  },
  {
    path: 'owner/accept',
    load: async () => (await import('@/app/routes/owner-accept/owner-accept-route')).OwnerAcceptRoute,
  },
  {
    path: 'admin/outbox',
    load: async () => (await import('@/app/routes/admin-area/admin-outbox-route')).AdminOutboxRoute,
  },
  {
    path: 'admin/corrections',
    load: async () => (await import('@/app/routes/studio-desk/corrections-route')).CorrectionsRoute,
  },
  {
    path: 'admin/enquiries',
    load: async () => (await import('@/app/routes/studio-desk/enquiries-route')).EnquiriesRoute,
  },
  {
    path: 'aceternity-test',
    load: async () => (await import('@/app/routes/style-guide/aceternity-test-route')).AceternityTestRoute,
  },
  {
    path: 'bento-grid',
    load: async () => (await import('@/app/routes/style-guide/bento-grid-route')).BentoGridRoute,
  },
  {
    path: 'css-test',
    load: async () => (await import('@/app/routes/style-guide/css-test-route')).CssTestRoute,
  },
];

interface PageHandle {
  load: PageLoader;
}

/**
 * The route objects, made for each router: their elements are rendered as they are, and Preact's
 * string renderer marks an element that once waited for its code (a page shared by every render
 * would carry that mark into later ones).
 */
function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...PAGES.map(({ path, load }): RouteObject => {
          const handle: PageHandle = { load };
          const element = <RoutePage key={path ?? 'index'} load={load} />;
          return path ? { path, element, handle } : { index: true, element, handle };
        }),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** For matching an address to its pages' code (their handles). */
const MATCHING = createRoutes();

/** The app's pages under the router (BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  const [routes] = useState(createRoutes);
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** Loads the code of the pages `location` (under /frontend) shows, so they render at once. */
export async function preloadPages(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(MATCHING, location, WEB_BASE_PATH) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const handle = route.handle as PageHandle | undefined;
      return handle ? loadPage(handle.load) : undefined;
    }),
  );
}
