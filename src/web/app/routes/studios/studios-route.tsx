import { directoryMessages } from '@/features/directory/directory-messages';
import { prepareForHydration } from '@/features/directory/list/directory-preparation';
import { StudioDirectory } from '@/features/directory/list/studio-directory';
import { SaveStudioButton } from '@/features/shortlist/components/save-studio-button';
import { ForAdmins } from '@/shared/auth/components/for-admins';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { PageHead } from '@/shared/seo/page-head';
import { seoMessages } from '@/shared/seo/seo-messages';

// The studio import is its own feature; the route composes it into the directory for admins only,
// and only they download it.
const ImportStudiosButton = lazyNamed(
  () => import('@/features/studio-import/components/import-studios-button'),
  'ImportStudiosButton',
);

/**
 * Awaited by the route table when it loads this page's code (routes.tsx), so before the page hydrates:
 * on the list page the server rendered, the list's index and first view are worked out in short tasks
 * (directory-preparation.ts, issue 15), not in one long render. Elsewhere it returns at once.
 */
export function prepareStudiosRoute(): Promise<void> {
  return prepareForHydration();
}

/** Each card's 'Save' (the shortlist, product.md §16). */
const saveOnCard = (studio: { id: number; name: string }) => <SaveStudioButton studio={studio} />;

/** /studios: the studio directory (product.md §2 "Studio list"); admins edit it in place and import studios. */
export function StudiosRoute() {
  const t = useMessages(directoryMessages);
  const seo = useMessages(seoMessages);
  return (
    <>
      <PageHead title={t.pageTitle} description={seo.listDescription} path="/studios" />
      <StudioDirectory
        cardActions={saveOnCard}
        headerActions={
          <ForAdmins>
            <ImportStudiosButton />
          </ForAdmins>
        }
      />
    </>
  );
}
