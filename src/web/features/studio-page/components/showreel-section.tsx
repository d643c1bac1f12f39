import type { Studio } from '@domain/schemas/studio-schemas';
import { videoEmbedUrl } from '@domain/video-embed';
import { ForAdmins } from '@/shared/auth/components/for-admins';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useUrlEditing } from '../hooks/use-url-editing';
import { studioPageMessages } from '../studio-page-messages';
import { StudioUrlEditor, UrlEditButton } from './admin-editors';
import { EmbeddedFrame } from './embedded-frame';

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
 * The showreel (product.md §2, §6). Visitors see the video alone, without a heading (the iframe's title
 * names it); admins see the collapsible 'Showreel' section, with 'Edit URL' beside its heading and
 * the URL editor in the video's place while it is open.
 */
export function ShowreelSection({
  studio,
  studioName,
  isAdmin = false,
}: {
  studio: Studio;
  studioName: string;
  isAdmin?: boolean;
}) {
  const t = useMessages(studioPageMessages);
  const editing = useUrlEditing();
  const url = studio.showreel_video_url?.trim() || '';
  if (isAdmin) {
    const media = url ? (
      <ShowreelMedia url={url} studioName={studioName} />
    ) : (
      <p className="text-sm text-muted">{t.noShowreel}</p>
    );
    return (
      <CollapsibleSection
        id="showreel"
        title={t.showreelHeading}
        actions={
          editing.open ? null : (
            <ForAdmins>
              <UrlEditButton
                studio={studio}
                field="showreel_video_url"
                focusOnMount={editing.refocus}
                onFocused={editing.focused}
                onClick={editing.start}
              />
            </ForAdmins>
          )
        }
      >
        {editing.open ? (
          <ForAdmins visitorView={media}>
            <StudioUrlEditor studio={studio} field="showreel_video_url" onClose={editing.close} />
          </ForAdmins>
        ) : (
          media
        )}
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
