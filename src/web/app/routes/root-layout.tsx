import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MarkHydrated } from '@/app/mark-hydrated';
import { PageLoading } from '@/app/routes/page-loading';
import { RouteErrorBoundary } from '@/app/routes/route-error-boundary';
import { ScrollRestoration } from '@/app/scroll-restoration';
import { usePageViewTracking } from '@/features/analytics/hooks/use-page-view-tracking';
import { ShortlistNavLink } from '@/features/shortlist/components/shortlist-nav-link';
import { AdminSignInLink } from '@/shared/auth/components/admin-sign-in-link';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { SiteFooter } from '@/shared/components/layout/site-footer';
import { SiteHeader } from '@/shared/components/layout/site-header';
import { useFocusHeadingOnNavigate } from '@/shared/hooks/use-focus-heading-on-navigate';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { lazyNamed } from '@/shared/lib/lazy-named';

// Only a signed-in session shows the banner: visitors never download it.
const AdminModeBanner = lazyNamed(
  () => import('@/shared/auth/components/admin-mode-banner'),
  'AdminModeBanner',
);

export function RootLayout() {
  const t = useMessages(commonMessages);
  const { status } = useAuth();
  usePageViewTracking();
  useFocusHeadingOnNavigate('main');
  return (
    <div className="flex min-h-dvh flex-col">
      {/* First: it notes the scroll position of the entry being left before the page changes. */}
      <ScrollRestoration />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-accent-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.skipToContent}
      </a>
      {/* The admin banner sticks with the header, taking its own room rather than covering the page.
          On a phone only the header sticks (the wrapper is 'contents' there) and the banner scrolls
          away with the page: both pinned took a fifth of the screen (issue 34). */}
      <div className="z-40 max-sm:contents sm:sticky sm:top-0">
        <SiteHeader extra={<AdminSignInLink />} navExtra={<ShortlistNavLink />} />
        {status === 'authenticated' ? (
          <Suspense fallback={null}>
            <AdminModeBanner />
          </Suspense>
        ) : null}
      </div>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 outline-none sm:px-6 sm:py-8"
      >
        {/* A page's own failure stays inside the frame; its code arriving shows PageLoading. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            {/* In the page's boundary: React hydrates its content after the frame's, and this marks
                the page hydrated when the page is. */}
            <MarkHydrated />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
