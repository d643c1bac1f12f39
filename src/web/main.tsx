// First: before any module that loads Zod (zod-without-eval.ts).
import '@/shared/lib/zod-without-eval';
import { WEB_BASE_PATH } from '@domain/web-routes';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { MarkHydrated } from '@/app/mark-hydrated';
import { AppProvider, createQueryClient } from '@/app/provider';
import { AppRoutes, preloadPages } from '@/app/routes';
import { applyCspNonce } from '@/shared/lib/csp-nonce';
import { hydrateInTurns } from '@/shared/lib/hydrate-in-turn';
import { preloadParts } from '@/shared/lib/lazy-part';
import { nextTask } from '@/shared/lib/next-task';
import { keepMissingAnswers } from '@/shared/ssr/missing-answers';
import { loadPageState } from '@/shared/ssr/page-state';

applyCspNonce();
const container = document.getElementById('root')!;
// A page the server rendered (decision 011) carries its language and query state (boot.ts has
// started fetching a deferred one): the browser starts from them, so nothing is fetched twice and
// the first render equals the server's HTML. Without its state, the page is rendered afresh.
const pageState = await loadPageState();
const hydrating = Boolean(pageState?.queries);
const queryClient = createQueryClient();
if (pageState?.queries) {
  hydrate(queryClient, pageState.queries);
  keepMissingAnswers(queryClient);
}

// The page's own code first, then that of the parts it showed loaded on demand: the first render is
// then synchronous and equals the server's HTML.
if (hydrating) {
  await preloadPages(window.location);
  await preloadParts(pageState?.parts ?? []);
}
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} locale={pageState?.locale}>
      <BrowserRouter basename={WEB_BASE_PATH}>
        <AppRoutes />
      </BrowserRouter>
      <MarkHydrated />
    </AppProvider>
  </StrictMode>
);
// The browser tests compare the server's markup with the browser's first render (hydration-check.ts).
if (hydrating && window.__vpCheckHydration) {
  const serverMarkup = container.cloneNode(true);
  const { checkHydration } = await import('@/app/hydration-check');
  await checkHydration(serverMarkup, app);
}
// Preact hydrates in one task: the parts that can wait (the list's cards) hydrate afterwards, one
// task each (hydrate-in-turn.tsx), so a reader's click or key is never held long (issue 15). The
// server's HTML stays on screen meanwhile.
// Hydration starts a task of its own: the page's preparation and code loading end in the task before.
if (hydrating) {
  await nextTask();
  hydrateInTurns(() => void hydrateRoot(container, app));
} else createRoot(container).render(app);
