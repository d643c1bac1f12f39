/**
 * The browser's router over the shared route table (routes.tsx). A page the server rendered is
 * hydrated: the lazy routes its URL matches are loaded first (React Router's documented pattern), so
 * the first render is synchronous and equals the server's HTML.
 */

import { WEB_BASE_PATH } from '@domain/web-routes';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { createAppRoutes } from '@/app/routes';

async function resolveMatchedLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location, WEB_BASE_PATH) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  const routes = createAppRoutes();
  if (hydrating) await resolveMatchedLazyRoutes(routes);
  return createBrowserRouter(routes, { basename: WEB_BASE_PATH });
}
