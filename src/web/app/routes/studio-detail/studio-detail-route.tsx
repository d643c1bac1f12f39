import { studioJsonLd, studioMetaDescription, studioPageFacts } from '@domain/studio-page-head';
import { isPublicStatus } from '@domain/studio-status';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AddToCompareLink } from '@/features/shortlist/components/add-to-compare-link';
import { SaveStudioButton } from '@/features/shortlist/components/save-studio-button';
import { ContactStudioButton } from '@/features/studio-contact/components/contact-studio-button';
import { StudioDetailPage } from '@/features/studio-page/page/studio-detail-page';
import { parseStudioIdParam } from '@/features/studio-page/page/studio-id';
import { studioQueryOptions } from '@/shared/api/get-studio';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { ApiError } from '@/shared/lib/api-client';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { PageHead, pageAddress, usePublicOrigin } from '@/shared/seo/page-head';
import { seoMessages } from '@/shared/seo/seo-messages';

// The parameter import is its own feature; the route composes it into the page for admins only,
// and only they download it.
const ImportDataButton = lazyNamed(
  () => import('@/features/parameter-import/components/import-data-button'),
  'ImportDataButton',
);
const ImportHistoryPanel = lazyNamed(
  () => import('@/features/parameter-import/components/import-history-panel'),
  'ImportHistoryPanel',
);

/**
 * /studios/:id (product.md §2 "Studio detail"). Admins (and the studio's owners, product.md §14) edit the page in place; the parameter import
 * adds 'Import data' beside the header and its history after Studio Parameters; 'Contact this studio'
 * (the enquiry form, product.md §14) stands beside the header for everyone.
 */
export function StudioDetailRoute() {
  const { id } = useParams();
  return (
    <>
      <StudioPageHead rawId={id} />
      <StudioDetailPage
        rawId={id}
        headerActions={(studio) => (
          <>
            {isPublicStatus(studio.status) ? (
              <>
                <ContactStudioButton studio={studio} />
                {/* The shortlist and the comparison (product.md §16). */}
                <SaveStudioButton studio={studio} size="md" />
                <AddToCompareLink studio={studio} />
              </>
            ) : null}
            <ForStudioEditors studioId={studio.id}>
              <ImportDataButton studio={studio} />
            </ForStudioEditors>
          </>
        )}
        afterParameters={(studio) => (
          <ForStudioEditors studioId={studio.id}>
            <ImportHistoryPanel studioId={studio.id} />
          </ForStudioEditors>
        )}
      />
    </>
  );
}

/**
 * The studio's head (issue 15): its name and place as the title, its own words as the description,
 * its cover photo for link previews, and its JSON-LD; 'not found' (kept out of search indexes) for an
 * id that names no studio the reader may see. The studio is the page's own query (no second fetch).
 */
function StudioPageHead({ rawId }: { rawId: string | undefined }) {
  const seo = useMessages(seoMessages);
  const common = useMessages(commonMessages);
  const { locale } = useLocale();
  const origin = usePublicOrigin();
  const id = parseStudioIdParam(rawId);
  const query = useQuery({ ...studioQueryOptions(id ?? 0), enabled: id !== null });
  const path = `/studios/${rawId ?? ''}`;
  const studio = query.data;
  if (!studio) {
    const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
    return missing ? (
      <PageHead title={common.pageNotFound} description={seo.notFoundDescription} path={path} noIndex />
    ) : null;
  }
  const facts = studioPageFacts(studio, locale);
  const title = seo.studioTitle({ name: facts.name, place: facts.place });
  const description = studioMetaDescription(facts, `${title}.`);
  const cover = studio.cover_image;
  // The cover's address is the JPEG of at most 960 px; its size, when the variants name it.
  const shown = cover?.variants.find((variant) => variant.url === cover.url);
  const image = cover
    ? {
        url: cover.url,
        width: shown?.width,
        height: shown ? Math.round((cover.height * shown.width) / cover.width) : undefined,
        alt: cover.alt,
      }
    : null;
  const imageUrl = image ? new URL(image.url, origin).href : null;
  return (
    <PageHead
      fullTitle={title}
      title={facts.name}
      description={description}
      path={`/studios/${studio.id}`}
      image={image}
      jsonLd={studioJsonLd(
        studio,
        facts,
        pageAddress(origin, `/studios/${studio.id}`, undefined, null),
        description,
        imageUrl,
      )}
    />
  );
}
