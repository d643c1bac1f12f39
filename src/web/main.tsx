import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { MarkHydrated } from '@/app/mark-hydrated';
import { AppProvider, createQueryClient } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { applyCspNonce } from '@/shared/lib/csp-nonce';
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

const router = await createAppRouter({ hydrating });
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} locale={pageState?.locale}>
      <RouterProvider router={router} />
      <MarkHydrated />
    </AppProvider>
  </StrictMode>
);
// Hydrating in a transition lets React yield to the browser between components (a default-priority
// hydration runs as one task: the list's was the page's longest, issue 15), and a reader's click or
// key takes precedence over the parts not yet hydrated. The server's HTML stays on screen meanwhile.
if (hydrating) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
