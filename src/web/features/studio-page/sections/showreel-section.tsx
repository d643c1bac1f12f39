import type { Studio } from '@domain/schemas/studio-schemas';
import { videoEmbedUrl } from '@domain/video-embed';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioPageMessages } from '../studio-page-messages';
import { EmbeddedFrame } from './embedded-frame';
import { UrlEditableSection } from './url-editable-section';

/** The showreel itself: an embed for https URLs (YouTube as youtube-nocookie), a link for http, else text. */
function ShowreelMedia({ url, studioName }: { url: string; studioName: string }) {
  const t = useMessages(studioPageMessages);
  return (
    <EmbeddedFrame
      url={url}
      frameUrl={videoEmbedUrl(url)}
      title={t.showreelFrameTitle({ name: studioName })}
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      // The player runs scripts on its own origin and opens YouTube in a new tab; it gets no
      // top-navigation, so it cannot move this page away.
      sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
      frameClassName="block aspect-video w-full"
      openLabel={t.showreelOpen}
      unsafeLabel={t.showreelUnsafe}
    />
  );
}

/**
 * The showreel (product.md §2, §6): the collapsible 'Showreel' section, for visitors when there is a
 * video (issue 34: it had no heading); admins see it always, with 'Edit URL' beside its heading and
 * the URL editor in the video's place while it is open.
 */
export function ShowreelSection({
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
  const url = studio.showreel_video_url?.trim() || '';
  if (editable) {
    const media = url ? (
      <ShowreelMedia url={url} studioName={studioName} />
    ) : (
      <p className="text-sm text-muted">{t.noShowreel}</p>
    );
    return (
      <UrlEditableSection id="showreel" title={t.showreelHeading} studio={studio} field="showreel_video_url">
        {media}
      </UrlEditableSection>
    );
  }
  if (!url) return null;
  // A heading for every reader (issue 34), as the tour has: the page's outline names the video.
  return (
    <CollapsibleSection id="showreel" title={t.showreelHeading}>
      <ShowreelMedia url={url} studioName={studioName} />
    </CollapsibleSection>
  );
}
