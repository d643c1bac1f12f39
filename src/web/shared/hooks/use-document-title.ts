import { useEffect } from 'react';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { pageHeadMounted } from '@/shared/seo/page-head';

/**
 * Sets the tab's title: "<page> · Virtual Production Studios", on pages without a head of their own
 * (admin pages, the style guide); a public page renders its PageHead, whose <title> wins.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const { appName } = useMessages(commonMessages);
  useEffect(() => {
    if (pageHeadMounted()) return;
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page, appName]);
}
