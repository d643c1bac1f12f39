/**
 * The route table of product.md §2 (the same patterns as src/domain/web-routes.ts, which the server uses
 * to answer 404 for anything else), shared by the browser (main.tsx) and the server's renderer
 * (entry-server.tsx, decision 011). React Router's declarative routes (decision 022): every page is
 * its own chunk, loaded with React.lazy when first shown (the layout's Suspense shows PageLoading
 * meanwhile; the server's renderer waits for it); a server-rendered page's chunk is loaded before
 * hydrating (preloadPages), so the page hydrates with the frame.
 */

import { WEB_BASE_PATH } from '@domain/web-routes';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from '@/app/routes/root-layout';
import { RouteErrorBoundary } from '@/app/routes/route-error-boundary';
import { type PreloadableComponent, preloadable } from '@/shared/lib/lazy-named';

/** A page's path (or the index) and its code, which loads when the page is first shown. */
const PAGES: { path?: string; Page: PreloadableComponent<object> }[] = [
  { Page: preloadable(async () => (await import('@/app/routes/landing/landing-route')).LandingRoute) },
  {
    path: 'studios',
    Page: preloadable(async () => {
      const { StudiosRoute, prepareStudiosRoute } = await import('@/app/routes/studios/studios-route');
      await prepareStudiosRoute();
      return StudiosRoute;
    }),
  },
  {
    path: 'studios/:id',
    Page: preloadable(
      async () => (await import('@/app/routes/studio-detail/studio-detail-route')).StudioDetailRoute,
    ),
  },
  {
    path: 'compare',
    Page: preloadable(async () => (await import('@/app/routes/compare/compare-route')).CompareRoute),
  },
  {
    path: 'shortlist',
    Page: preloadable(async () => (await import('@/app/routes/shortlist/shortlist-route')).ShortlistRoute),
  },
  {
    path: 'admin/login',
    Page: preloadable(
      async () => (await import('@/app/routes/admin-login/admin-login-route')).AdminLoginRoute,
    ),
  },
  {
    path: 'admin/claims',
    Page: preloadable(
      async () => (await import('@/app/routes/admin-area/admin-claims-route')).AdminClaimsRoute,
    ),
  },
  {
    path: 'owner/accept',
    Page: preloadable(
      async () => (await import('@/app/routes/owner-accept/owner-accept-route')).OwnerAcceptRoute,
    ),
  },
  {
    path: 'admin/outbox',
    Page: preloadable(
      async () => (await import('@/app/routes/admin-area/admin-outbox-route')).AdminOutboxRoute,
    ),
  },
  {
    path: 'admin/subscriptions',
    Page: preloadable(
      async () => (await import('@/app/routes/admin-area/admin-subscriptions-route')).AdminSubscriptionsRoute,
    ),
  },
  {
    path: 'admin/corrections',
    Page: preloadable(
      async () => (await import('@/app/routes/studio-desk/corrections-route')).CorrectionsRoute,
    ),
  },
  {
    path: 'admin/enquiries',
    Page: preloadable(async () => (await import('@/app/routes/studio-desk/enquiries-route')).EnquiriesRoute),
  },
  {
    path: 'admin/duplicates',
    Page: preloadable(
      async () => (await import('@/app/routes/admin-area/admin-duplicates-route')).AdminDuplicatesRoute,
    ),
  },
  {
    path: 'admin/exchange-rates',
    Page: preloadable(
      async () =>
        (await import('@/app/routes/admin-area/admin-exchange-rates-route')).AdminExchangeRatesRoute,
    ),
  },
  {
    path: 'admin/duplicates/:a/:b/merge',
    Page: preloadable(
      async () =>
        (await import('@/app/routes/admin-area/admin-duplicate-merge-route')).AdminDuplicateMergeRoute,
    ),
  },
  {
    path: 'aceternity-test',
    Page: preloadable(
      async () => (await import('@/app/routes/style-guide/aceternity-test-route')).AceternityTestRoute,
    ),
  },
  {
    path: 'bento-grid',
    Page: preloadable(async () => (await import('@/app/routes/style-guide/bento-grid-route')).BentoGridRoute),
  },
  {
    path: 'css-test',
    Page: preloadable(async () => (await import('@/app/routes/style-guide/css-test-route')).CssTestRoute),
  },
];

/** Any other address (a page of its own: most readers never see it). */
const NotFound = preloadable(async () => (await import('@/app/routes/not-found')).NotFound);

const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...PAGES.map(({ path, Page }): RouteObject => {
        const element = <Page key={path ?? 'index'} />;
        return path ? { path, element, handle: Page } : { index: true, element, handle: Page };
      }),
      { path: '*', element: <NotFound />, handle: NotFound },
    ],
  },
];

/** The app's pages under the router (BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(ROUTES)}</RouteErrorBoundary>;
}

/** Loads the code of the pages `location` (under /frontend) shows, so they render at once. */
export async function preloadPages(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(ROUTES, location, WEB_BASE_PATH) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as PreloadableComponent<object> | undefined)?.preload()),
  );
}
