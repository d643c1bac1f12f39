import type { Studio } from '@domain/schemas/studio-schemas';
import { videoEmbedUrl } from '@domain/video-embed';
import type { ReactNode } from 'react';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioDetailMessages } from '../studio-detail-messages';
import { EmbeddedFrame } from './embedded-frame';

/** The showreel itself: an embed for https URLs (YouTube as youtube-nocookie), a link for http, else text. */
function ShowreelMedia({ url, studioName }: { url: string; studioName: string }) {
  const t = useMessages(studioDetailMessages);
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
 * The showreel (product.md §2, §6). Visitors see the video alone, without a heading (the iframe's title
 * names it); admins see the collapsible 'Showreel' section with its actions and editor.
 */
export function ShowreelSection({
  studio,
  studioName,
  isAdmin = false,
  actions,
  editor,
}: {
  studio: Studio;
  studioName: string;
  isAdmin?: boolean;
  actions?: ReactNode;
  /** Replaces the video while the admin edits the URL. */
  editor?: ReactNode;
}) {
  const t = useMessages(studioDetailMessages);
  const url = studio.showreel_video_url?.trim() || '';
  if (isAdmin) {
    return (
      <CollapsibleSection id="showreel" title={t.showreelHeading} actions={actions}>
        {editor ??
          (url ? (
            <ShowreelMedia url={url} studioName={studioName} />
          ) : (
            <p className="text-sm text-muted">{t.noShowreel}</p>
          ))}
      </CollapsibleSection>
    );
  }
  if (!url) return null;
  return (
    <section aria-label={t.showreelHeading}>
      <ShowreelMedia url={url} studioName={studioName} />
    </section>
  );
}
