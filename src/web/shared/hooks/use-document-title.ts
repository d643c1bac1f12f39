import { useEffect } from 'react';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';

/** Sets the tab's title: "<page> · Virtual Production Studios". */
export function useDocumentTitle(page: string | null | undefined): void {
  const { appName } = useMessages(commonMessages);
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page, appName]);
}
