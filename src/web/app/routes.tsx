/**
 * The route table of product.md §2 (the same patterns as src/domain/web-routes.ts, which the server uses
 * to answer 404 for anything else), shared by the browser's router (router.tsx) and the server's
 * renderer (entry-server.tsx, decision 011). Every page is its own chunk: lazy in the browser (a
 * server-rendered page's own chunk is resolved before hydrating), resolved by the server's static
 * handler before it renders.
 */

import type { RouteObject } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { PageLoading } from '@/app/routes/page-loading';
import { RootLayout } from '@/app/routes/root-layout';
import { RouteError } from '@/app/routes/route-error';

export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          // Shown in the page area (inside the layout) while a first load's lazy page arrives.
          HydrateFallback: PageLoading,
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('@/app/routes/landing/landing-route')).LandingRoute,
              }),
            },
            {
              path: 'studios',
              lazy: async () => ({
                Component: (await import('@/app/routes/studios/studios-route')).StudiosRoute,
              }),
            },
            {
              path: 'studios/:id',
              lazy: async () => ({
                Component: (await import('@/app/routes/studio-detail/studio-detail-route')).StudioDetailRoute,
              }),
            },
            {
              path: 'compare',
              lazy: async () => ({
                Component: (await import('@/app/routes/compare/compare-route')).CompareRoute,
              }),
            },
            {
              path: 'admin/login',
              lazy: async () => ({
                Component: (await import('@/app/routes/admin-login/admin-login-route')).AdminLoginRoute,
              }),
            },
            {
              path: 'admin/claims',
              lazy: async () => ({
                Component: (await import('@/app/routes/admin-area/admin-claims-route')).AdminClaimsRoute,
              }),
            },
            {
              path: 'owner/accept',
              lazy: async () => ({
                Component: (await import('@/app/routes/owner-accept/owner-accept-route')).OwnerAcceptRoute,
              }),
            },
            {
              path: 'admin/outbox',
              lazy: async () => ({
                Component: (await import('@/app/routes/admin-area/admin-outbox-route')).AdminOutboxRoute,
              }),
            },
            {
              path: 'admin/corrections',
              lazy: async () => ({
                Component: (await import('@/app/routes/studio-desk/corrections-route')).CorrectionsRoute,
              }),
            },
            {
              path: 'admin/enquiries',
              lazy: async () => ({
                Component: (await import('@/app/routes/studio-desk/enquiries-route')).EnquiriesRoute,
              }),
            },
            {
              path: 'aceternity-test',
              lazy: async () => ({
                Component: (await import('@/app/routes/style-guide/aceternity-test-route'))
                  .AceternityTestRoute,
              }),
            },
            {
              path: 'bento-grid',
              lazy: async () => ({
                Component: (await import('@/app/routes/style-guide/bento-grid-route')).BentoGridRoute,
              }),
            },
            {
              path: 'css-test',
              lazy: async () => ({
                Component: (await import('@/app/routes/style-guide/css-test-route')).CssTestRoute,
              }),
            },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
