import { studioCountryName } from '@domain/countries';
import { decodeHtmlEntities } from '@domain/html-entities';
import type { Studio } from '@domain/schemas/studio-schemas';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ForAdmins } from '@/shared/auth/components/for-admins';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { Badge } from '@/shared/components/ui/badge';
import { buttonClasses } from '@/shared/components/ui/button';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { useStudioLabels } from '@/shared/i18n/studio-labels';
import { safeExternalUrl } from '@/shared/lib/safe-url';
import { ArchiveAction, LocationEditor, MapPlaceEditor, NameEditor, StatusEditor } from '../admin-editors';
import { studioPageMessages } from '../studio-page-messages';
import { backGoesBackInHistory } from './studio-id';

/**
 * The Back button, used by the page and by its not-found and error states. Opened from the list,
 * it steps back in the history like the browser's Back, so the list comes back with its filters
 * and its scroll position; otherwise (or opened in a new tab) it is a plain link to `to`.
 */
export function BackButton({ to }: { to: string }) {
  const t = useMessages(studioPageMessages);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      onClick={(event) => {
        const plainClick =
          event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (!plainClick || !backGoesBackInHistory(location.state, window.history.state?.idx)) return;
        event.preventDefault();
        void navigate(-1);
      }}
      className={buttonClasses('ghost', 'sm', '-ml-2 self-start')}
    >
      <span aria-hidden="true">←</span>
      {t.back}
    </Link>
  );
}

/**
 * Back button, name (entity-decoded), city and country, status badge and website link. Admins edit
 * the name, city, country and status in place and get the Archive button; `actions` are other
 * features' buttons (the parameter import), placed before it.
 */
export function StudioHeader({
  studio,
  backTo,
  actions,
}: {
  studio: Studio;
  backTo: string;
  actions?: ReactNode;
}) {
  const t = useMessages(studioPageMessages);
  const common = useMessages(commonMessages);
  const labels = useStudioLabels();
  const city = studio.location?.city ?? studio.city;
  const { locale } = useLocale();
  // The country's name in the reader's language, from its code (product.md §11).
  const country = studioCountryName(
    { country: studio.location?.country ?? studio.country, country_code: studio.country_code },
    locale,
  );
  // Only an http(s) website becomes the button; anything else shows as text under Contact Information.
  const website = safeExternalUrl(studio.website_url);
  const place = [city, country].filter(Boolean).join(', ');
  return (
    <header className="flex flex-col gap-3">
      <BackButton to={backTo} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            <ForStudioEditors studioId={studio.id} visitorView={decodeHtmlEntities(studio.name)}>
              <NameEditor studio={studio} />
            </ForStudioEditors>
          </h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-muted">
            <ForStudioEditors studioId={studio.id} visitorView={place ? <p>{place}</p> : null}>
              <LocationEditor studio={studio} />
            </ForStudioEditors>
            <ForAdmins
              visitorView={
                <Badge tone={labels.statusTone(studio.status)}>
                  <span className="sr-only">{t.statusLabel}: </span>
                  {labels.status(studio.status)}
                </Badge>
              }
            >
              <StatusEditor studio={studio} />
            </ForAdmins>
            {/* Only an approved owner claim verifies a listing; publishing does not (product.md §4, §14). */}
            {studio.has_owner ? (
              <Badge tone="info">
                <span title={t.ownerVerifiedTitle}>{t.ownerVerified}</span>
              </Badge>
            ) : null}
          </div>
          <ForStudioEditors studioId={studio.id} visitorView={null}>
            <MapPlaceEditor studio={studio} />
          </ForStudioEditors>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {website ? (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'md')}
            >
              {t.visitWebsite}
              <span aria-hidden="true">↗</span>
              <span className="sr-only"> ({common.opensInNewTab})</span>
            </a>
          ) : null}
          {actions}
          <ForAdmins>
            <ArchiveAction studio={studio} />
          </ForAdmins>
        </div>
      </div>
    </header>
  );
}
