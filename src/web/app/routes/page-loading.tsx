import { Spinner } from '@/shared/components/ui/spinner';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';

/**
 * What the page area shows while a page's code loads (the layout's Suspense fallback): the
 * header and footer are already there.
 */
export function PageLoading() {
  const t = useMessages(commonMessages);
  return (
    <div className="flex justify-center py-16">
      <Spinner label={t.loadingPage} />
    </div>
  );
}
