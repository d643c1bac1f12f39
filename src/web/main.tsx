// First: before any module that loads Zod (zod-without-eval.ts).
import '@/shared/lib/zod-without-eval';
import { WEB_BASE_PATH } from '@domain/web-routes';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider, createQueryClient } from '@/app/provider';
import { reportHydrationError } from '@/app/report-hydration-error';
import { AppRoutes, preloadPages } from '@/app/routes';
import { keyHistoryEntry } from '@/app/scroll-restoration';
import { browserLocale } from '@/shared/i18n/i18n-provider';
import { loadMessages } from '@/shared/i18n/lazy-messages';
import { applyCspNonce } from '@/shared/lib/csp-nonce';
import { stopKeepingEarlyClicks } from '@/shared/lib/early-clicks';
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

// The page's own code first: it then hydrates with the frame, in the root's first pass. Then the
// texts of the page's language (each language's texts load on demand: lazy-messages.ts).
const locale = pageState?.locale ?? browserLocale();
// Before the router reads the entry: a newly typed address must not take another page's position.
keyHistoryEntry();
await preloadPages(window.location);
await loadMessages(locale);
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} locale={locale}>
      <BrowserRouter basename={WEB_BASE_PATH}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);
// Hydrating in a transition lets React yield to the browser between components, and a reader's
// click or key takes precedence over the parts not yet hydrated (React replays it there once they
// are). The server's HTML stays on screen meanwhile. Clicks that came before the app are given to
// their controls once the page has hydrated (MarkHydrated, in the layout).
stopKeepingEarlyClicks();
if (hydrating) {
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  });
} else createRoot(container).render(app);
