import { ExternalLink } from '@/shared/components/ui/external-link';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useAppOrigin } from '@/shared/lib/app-origin';
import { safeExternalUrl, safeFrameUrl } from '@/shared/lib/safe-url';

/**
 * A third-party player embedded in the detail page (the showreel, the 3DGS tour). An https URL of
 * another origin is framed (never this app's own origin: with allow-same-origin a same-origin frame
 * would escape its sandbox); another http(s) URL becomes a link in a new tab; anything else shows as
 * text with a note, never as a link.
 */
export function EmbeddedFrame({
  url,
  frameUrl = url,
  title,
  allow,
  sandbox,
  frameClassName,
  openLabel,
  unsafeLabel,
}: {
  /** The URL as stored: the link and the text fall back to it. */
  url: string;
  /** What the iframe loads, when it differs from the stored URL (a YouTube embed address). */
  frameUrl?: string | null;
  title: string;
  allow: string;
  sandbox: string;
  frameClassName: string;
  openLabel: string;
  unsafeLabel: string;
}) {
  const common = useMessages(commonMessages);
  const frame = safeFrameUrl(frameUrl, useAppOrigin());
  if (frame) {
    return (
      <div className="overflow-hidden rounded-[var(--radius-control)] border border-line bg-surface-2">
        <iframe
          src={frame}
          title={title}
          loading="lazy"
          // Full screen is granted through `allow` ('fullscreen'); the old allowFullScreen beside it
          // only made the browser warn that `allow` takes precedence.
          allow={allow}
          sandbox={sandbox}
          // The player learns which site embeds it (YouTube and some tour hosts require it), never
          // the page's path.
          referrerPolicy="strict-origin-when-cross-origin"
          className={frameClassName}
        />
      </div>
    );
  }
  const link = safeExternalUrl(url);
  if (link) {
    return (
      <p className="text-sm">
        <ExternalLink href={link} newTabLabel={common.opensInNewTab}>
          {openLabel}
        </ExternalLink>
      </p>
    );
  }
  return (
    <p className="text-sm break-all text-muted">
      {unsafeLabel} <span className="text-ink">{url}</span>
    </p>
  );
}
