import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '@/shared/auth/components/auth-provider';
import { NotificationsProvider } from '@/shared/components/ui/notifications';
import { commonMessages } from '@/shared/i18n/common-messages';
import { I18nProvider, useMessages } from '@/shared/i18n/i18n-provider';
import type { Locale } from '@/shared/i18n/locale';
import { ApiError } from '@/shared/lib/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network trouble and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

function Notifications({ children }: { children: ReactNode }) {
  const t = useMessages(commonMessages);
  return (
    <NotificationsProvider dismissLabel={t.dismissNotification} regionLabel={t.notificationsRegion}>
      {children}
    </NotificationsProvider>
  );
}

export function AppProvider({
  children,
  queryClient,
  locale,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The language the server rendered the page in (decision 011). */
  locale?: Locale;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider locale={locale}>
      <QueryClientProvider client={client}>
        <Notifications>
          <AuthProvider>{children}</AuthProvider>
        </Notifications>
      </QueryClientProvider>
    </I18nProvider>
  );
}
