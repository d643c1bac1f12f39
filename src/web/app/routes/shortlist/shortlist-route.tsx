import { ShortlistPage } from '@/features/shortlist/components/shortlist-page';
import { shortlistMessages } from '@/features/shortlist/shortlist-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { PageHead } from '@/shared/seo/page-head';

/** /shortlist: the reader's saved studios, or (`?ids=`) a list someone shared (product.md §16). */
export function ShortlistRoute() {
  const t = useMessages(shortlistMessages);
  // A personal page: kept out of search indexes.
  return (
    <>
      <PageHead title={t.pageTitle} description={t.pageDescription} path="/shortlist" noIndex />
      <ShortlistPage />
    </>
  );
}
