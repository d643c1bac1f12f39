/**
 * The small card a studio's marker opens: name, city and country, 'View Details' (handing the list's
 * address to the detail page, as the cards do) and the compare checkbox. Rendered by React into the
 * Leaflet popup's element, so it has the router, the language and the theme.
 */
import { studioCountryName } from '@domain/countries';
import { type Ref, useContext, useId } from 'react';
import { Link } from 'react-router';
import type { DirectoryStudio } from '@/shared/api/studio-directory';
import { buttonClasses } from '@/shared/components/ui/button';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { CardActionsContext } from '../cards/card-actions';
import { ListHrefContext } from '../cards/studio-card';
import { directoryMessages } from '../directory-messages';
import { mapMessages } from './map-messages';

export function MapPopupCard({
  studio,
  selected,
  onToggleCompare,
  onClose,
  firstRef,
}: {
  studio: DirectoryStudio;
  selected: boolean;
  onToggleCompare(id: number): void;
  onClose(): void;
  /** The link, focused when the card was opened from the keyboard. */
  firstRef: Ref<HTMLAnchorElement>;
}) {
  const t = useMessages(directoryMessages);
  const m = useMessages(mapMessages);
  const fromList = useContext(ListHrefContext);
  const actions = useContext(CardActionsContext);
  const headingId = useId();
  const { locale } = useLocale();
  const place = [studio.city, studioCountryName(studio, locale)].filter(Boolean).join(', ');

  return (
    <section aria-labelledby={headingId} className="flex min-w-48 flex-col gap-2 text-sm">
      <div className="flex items-start gap-2">
        <h3 id={headingId} className="min-w-0 flex-1 text-base leading-snug font-semibold break-words">
          {studio.name}
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label={m.closePopup}
          className="-mt-1 -mr-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {place ? <p className="-mt-1 text-muted">{place}</p> : null}
      <label className="inline-flex w-fit cursor-pointer items-center gap-2 select-none">
        <input
          type="checkbox"
          className="h-4 w-4 accent-[var(--vp-accent)]"
          checked={selected}
          onChange={() => onToggleCompare(studio.id)}
          aria-label={t.compareCheckboxLabel({ name: studio.name })}
        />
        <span aria-hidden="true">{t.compareCheckbox}</span>
      </label>
      <Link
        ref={firstRef}
        to={paths.studio(studio.id)}
        state={{ fromList }}
        aria-label={t.viewDetailsOf({ name: studio.name })}
        className={buttonClasses('primary', 'sm', 'w-fit text-accent-ink!')}
      >
        {t.viewDetails}
      </Link>
      {actions ? <div className="w-fit">{actions(studio)}</div> : null}
    </section>
  );
}
