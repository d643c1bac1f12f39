import type { Studio } from '@domain/schemas/studio-schemas';
import { isTourEmbedHost } from '@domain/tour-embed';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { ExternalLink } from '@/shared/components/ui/external-link';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { siteConfig } from '@/shared/lib/site-config';
import { EditableLinkList } from '../admin-editors';
import { LinkList } from '../links/link-list';
import { defaultCreditsIn, tourCreditsOf } from '../links/link-lists';
import { studioPageMessages } from '../studio-page-messages';
import { EmbeddedFrame } from './embedded-frame';
import { UrlEditableSection } from './url-editable-section';

/**
 * The tour in a frame when its host is one the directory embeds (TOUR_EMBED_HOSTS), else a plain link:
 * a framed page of any host could pass for the directory's own (issue 35).
 */
export function TourFrame({ url, studioName }: { url: string; studioName: string }) {
  const t = useMessages(studioPageMessages);
  const embeddable = isTourEmbedHost(url, siteConfig().tourEmbedHosts);
  return (
    <EmbeddedFrame
      url={url}
      frameUrl={embeddable ? url : null}
      title={t.tourFrameTitle({ name: studioName })}
      allow="fullscreen; xr-spatial-tracking"
      // Gaussian-splat viewers are WebGL apps: they need scripts, and most load their scene and
      // settings from their own origin's storage, so they need allow-same-origin (safe here, because
      // the frame is always a third-party https origin). allow-popups lets the viewer's "open in a new
      // tab" and credit links work, allow-forms its search and measurement inputs. Without
      // allow-top-navigation the tour can never navigate this page away.
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      frameClassName="block aspect-[4/3] w-full sm:aspect-video"
      openLabel={t.tourOpen}
      unsafeLabel={t.tourUnsafe}
    />
  );
}

function TourNotAvailable() {
  const t = useMessages(studioPageMessages);
  const common = useMessages(commonMessages);
  return (
    <div className="flex flex-col items-start gap-2 rounded-[var(--radius-control)] border border-dashed border-line-strong bg-surface-2 p-4">
      <p className="font-semibold">{t.tourNotAvailable}</p>
      <p className="text-sm text-muted">{t.tourNotAvailableText}</p>
      <ExternalLink
        href={siteConfig().contactSpecialistUrl}
        newTabLabel={common.opensInNewTab}
        className="text-sm"
      >
        {t.contactSpecialist}
      </ExternalLink>
    </div>
  );
}

/**
 * 'Interactive 3DGS Tour' (product.md §2, §6): the tour in a sandboxed iframe with its credit links (the
 * two default credits when it has none). Its heading shows to admins or when a tour URL exists;
 * without a tour, 'Interactive Tour and 3D model for measurement Not Available' and the
 * contact-specialist link. Admins get 'Edit URL' beside the heading (the editor takes the tour's
 * place while open) and edit the credits in place.
 */
export function TourSection({
  studio,
  studioName,
  editable = false,
}: {
  studio: Studio;
  studioName: string;
  /** The reader may edit this studio (an admin, or its owner). */
  editable?: boolean;
}) {
  const t = useMessages(studioPageMessages);
  const url = studio.interactive_tour_url?.trim() || '';
  const defaults = defaultCreditsIn(siteConfig().defaultTourCredits, {
    scanner: t.creditScanner,
    tourHost: t.creditTourHost,
  });
  const credits = tourCreditsOf(studio.tour_credits, defaults);
  const creditsClass = 'flex flex-wrap gap-x-4 gap-y-1.5 text-sm';
  const creditList = credits.length > 0 ? <LinkList entries={credits} className={creditsClass} /> : null;

  const view = (
    <div className="flex flex-col gap-4">
      {url ? <TourFrame url={url} studioName={studioName} /> : <TourNotAvailable />}
      {url || editable ? (
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-semibold text-muted">{t.tourCredits}</h3>
          <ForStudioEditors studioId={studio.id} visitorView={creditList}>
            <EditableLinkList
              studio={studio}
              field="tour_credits"
              entries={credits}
              className={creditsClass}
            />
          </ForStudioEditors>
        </div>
      ) : null}
    </div>
  );

  if (editable) {
    return (
      <UrlEditableSection id="tour" title={t.tourHeading} studio={studio} field="interactive_tour_url">
        {view}
      </UrlEditableSection>
    );
  }
  if (url) {
    return (
      <CollapsibleSection id="tour" title={t.tourHeading}>
        {view}
      </CollapsibleSection>
    );
  }
  return <section aria-label={t.tourHeading}>{view}</section>;
}
