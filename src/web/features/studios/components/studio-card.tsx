/**
 * One studio of the directory (product.md §2 "Studio list"). Admin controls come later through `slots`:
 * a status dropdown instead of the badge, edit/delete icons, inline editors for name and location.
 */
import { CARD_SERVICE_TAG_LIMIT } from '@domain/limits';
import {
  cameraTrackingOf,
  capabilityStateOf,
  ledWallSizeText,
  realtimeEngineOf,
} from '@domain/studio-attributes';
import type { StudioFacts, TristateOption } from '@domain/studio-filters';
import { TRISTATE_SYMBOLS } from '@domain/value-format';
import { createContext, memo, type ReactNode, useContext, useId } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/shared/components/ui/badge';
import { buttonClasses } from '@/shared/components/ui/button';
import { ExternalLink } from '@/shared/components/ui/external-link';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import type { Locale } from '@/shared/i18n/locale';
import { cn } from '@/shared/lib/cn';
import { safeExternalUrl } from '@/shared/lib/safe-url';
import { paths } from '@/shared/paths';
import type { DirectoryStudio } from '../api/studios-query';
import { type StudiosMessages, studiosMessages } from '../studios-messages';

/** Places where the admin features put their controls. */
export interface StudioCardSlots {
  /** Replaces the name text (e.g. an inline editor). */
  name?: ReactNode;
  /** Replaces the "city, country" line. */
  location?: ReactNode;
  /** Replaces the status badge (e.g. a status dropdown). */
  status?: ReactNode;
  /** Extra controls in the card's header (e.g. edit and delete icons). */
  actions?: ReactNode;
}

export interface StudioCardProps {
  studio: DirectoryStudio;
  facts: StudioFacts;
  selected: boolean;
  onToggleCompare(id: number): void;
  slots?: StudioCardSlots;
}

const STATUS: Record<string, { key: keyof StudiosMessages; tone: BadgeTone }> = {
  published: { key: 'statusPublished', tone: 'good' },
  pending_review: { key: 'statusPendingReview', tone: 'warn' },
  draft: { key: 'statusDraft', tone: 'neutral' },
  archived: { key: 'statusArchived', tone: 'bad' },
};

export function StatusBadge({ status }: { status: string }) {
  const t = useMessages(studiosMessages);
  const known = Object.hasOwn(STATUS, status) ? STATUS[status] : undefined;
  return <Badge tone={known?.tone ?? 'neutral'}>{known ? (t[known.key] as string) : t.statusUnknown}</Badge>;
}

const TONE: Record<TristateOption, string> = {
  yes: 'border-transparent bg-good-soft text-good',
  no: 'border-transparent bg-bad-soft text-bad',
  unknown: 'border-line bg-surface-2 text-muted',
};

/** "Ceiling ✓": the symbol and colour for the eye, "Ceiling: yes" for screen readers. */
function Indicator({ label, value, t }: { label: string; value: TristateOption; t: StudiosMessages }) {
  return (
    <li
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        TONE[value],
      )}
    >
      <span aria-hidden="true">{`${label} ${TRISTATE_SYMBOLS[value]}`}</span>
      <span className="sr-only">{t.indicator({ label, value: t[value] })}</span>
    </li>
  );
}

interface CardText {
  tracking: string | null;
  engine: string | null;
  website: string | null;
  place: string;
  size: Partial<Record<Locale, string | null>>;
}

/** Texts read from a studio once and kept while the list's data lives (cards remount often). */
const cardTexts = new WeakMap<DirectoryStudio, CardText>();

function cardTextOf(studio: DirectoryStudio): CardText {
  let text = cardTexts.get(studio);
  if (!text) {
    text = {
      tracking: cameraTrackingOf(studio.detailed_attributes),
      engine: realtimeEngineOf(studio.detailed_attributes),
      website: safeExternalUrl(studio.website_url),
      place: [studio.city, studio.country].filter(Boolean).join(', '),
      size: {},
    };
    cardTexts.set(studio, text);
  }
  return text;
}

function wallSizeOf(studio: DirectoryStudio, locale: Locale): string | null {
  const text = cardTextOf(studio);
  if (!(locale in text.size)) text.size[locale] = ledWallSizeText(studio.detailed_attributes, locale);
  return text.size[locale] ?? null;
}

/**
 * The list's own address with its current filters ("/studios?country=Germany"), provided by the
 * directory; 'View Details' hands it to the detail page, whose Back button returns to it.
 */
export const ListHrefContext = createContext('/studios');

function DetailsLink({ id, name, label }: { id: number; name: string; label: string }) {
  const fromList = useContext(ListHrefContext);
  const t = useMessages(studiosMessages);
  return (
    <Link
      to={paths.studio(id)}
      state={{ fromList }}
      aria-label={t.viewDetailsOf({ name })}
      className={buttonClasses('primary', 'sm')}
    >
      {label}
    </Link>
  );
}

export const StudioCard = memo(function StudioCard({
  studio,
  facts,
  selected,
  onToggleCompare,
  slots,
}: StudioCardProps) {
  const t = useMessages(studiosMessages);
  const { locale } = useLocale();
  const headingId = useId();
  const services = facts.services;
  const shownServices = services.slice(0, CARD_SERVICE_TAG_LIMIT);
  const hiddenServices = services.slice(CARD_SERVICE_TAG_LIMIT);
  const { tracking, engine, website, place } = cardTextOf(studio);
  const size = wallSizeOf(studio, locale);
  const attrs = studio.detailed_attributes;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-[var(--radius-card)] border bg-surface p-4 shadow-[var(--shadow-card)] transition-colors sm:p-5',
        selected ? 'border-accent ring-2 ring-accent/30' : 'border-line hover:border-line-strong',
      )}
    >
      <header className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg leading-snug font-semibold break-words">
            {slots?.name ?? studio.name}
          </h3>
          <p className="mt-0.5 text-sm text-muted">{slots?.location ?? place}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          {slots?.status ?? <StatusBadge status={studio.status} />}
          {slots?.actions}
        </div>
      </header>

      <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md text-sm select-none">
        <input
          type="checkbox"
          className="h-4 w-4 accent-[var(--vp-accent)]"
          checked={selected}
          onChange={() => onToggleCompare(studio.id)}
          aria-label={t.compareCheckboxLabel({ name: studio.name })}
        />
        <span aria-hidden="true">{t.compareCheckbox}</span>
      </label>

      {services.length > 0 ? (
        <ul aria-label={t.servicesLabel} className="flex flex-wrap gap-1.5">
          {shownServices.map((service) => (
            <li key={service}>
              <Badge tone="accent">{service}</Badge>
            </li>
          ))}
          {hiddenServices.length > 0 ? (
            <li>
              <Badge tone="neutral">
                <span aria-hidden="true" title={hiddenServices.join(', ')}>
                  {t.moreServices({ count: hiddenServices.length })}
                </span>
                <span className="sr-only">
                  {t.moreServicesFull({ count: hiddenServices.length, names: hiddenServices.join(', ') })}
                </span>
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      <ul aria-label={t.scanningLabel} className="flex flex-wrap gap-1.5">
        {/* Three states: a studio that never said is '?', not '✗'. */}
        <Indicator label="3DGS" value={capabilityStateOf(attrs, '3DGS_LOCATION_SCANNING_STATUS')} t={t} />
        <Indicator label="4DGS" value={capabilityStateOf(attrs, '4DGS_ACTOR_SCANNING_STATUS')} t={t} />
      </ul>

      {size || tracking || engine ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {size ? (
            <>
              <dt className="text-muted">{t.ledWall}</dt>
              <dd className="min-w-0 break-words">{size}</dd>
            </>
          ) : null}
          {tracking ? (
            <>
              <dt className="text-muted">{t.cameraTracking}</dt>
              <dd className="min-w-0 break-words">{tracking}</dd>
            </>
          ) : null}
          {engine ? (
            <>
              <dt className="text-muted">{t.engine}</dt>
              <dd className="min-w-0 break-words">{engine}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      <ul aria-label={t.ledFeatures} className="flex flex-wrap gap-1.5">
        <Indicator label={t.groupCeiling} value={facts.ceiling} t={t} />
        <Indicator label={t.groupFloor} value={facts.floor} t={t} />
        <Indicator label={t.groupMovable} value={facts.movable} t={t} />
      </ul>

      <footer className="mt-auto flex flex-wrap items-center gap-3 pt-1">
        <DetailsLink id={studio.id} name={studio.name} label={t.viewDetails} />
        {website ? (
          <ExternalLink
            href={website}
            ariaLabel={t.websiteOf({ name: studio.name })}
            className="text-sm font-medium"
          >
            {`${t.website} ↗`}
          </ExternalLink>
        ) : null}
      </footer>
    </article>
  );
});
