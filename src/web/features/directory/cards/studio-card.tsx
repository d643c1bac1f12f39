/**
 * One studio of the directory (product.md §2 "Studio list"), its cover image on top (issue 18).
 * Admins get, in place: inline editors for the name and location, a status dropdown instead of the
 * badge, edit/delete icons.
 */

import { studioCountryName } from '@domain/countries';
import { formatMoney, headlineDayRate } from '@domain/day-rate-format';
import { formatShortDate } from '@domain/format-date';
import { CARD_SERVICE_TAG_LIMIT } from '@domain/limits';
import { type ListingCompleteness, listingCompleteness } from '@domain/listing-completeness';
import { formatServiceType } from '@domain/service-types';
import {
  cameraTrackingOf,
  capabilityBadgeOf,
  ledWallSizeText,
  realtimeEngineOf,
} from '@domain/studio-attributes';
import type { StudioFacts } from '@domain/studio-facts';
import type { TristateOption } from '@domain/studio-filters';
import type { RangeKey } from '@domain/studio-ranges';
import type { SearchMatch } from '@domain/studio-search-fields';
import { createContext, memo, useContext, useId } from 'react';
import { Link } from 'react-router';
import type { DirectoryStudio } from '@/shared/api/studio-directory';
import { ForAdmins } from '@/shared/auth/components/for-admins';
import { Badge } from '@/shared/components/ui/badge';
import { buttonClasses } from '@/shared/components/ui/button';
import { ExternalLink } from '@/shared/components/ui/external-link';
import { ConvertedAmount } from '@/shared/currency/converted-amount';
import { currencyMessages } from '@/shared/currency/currency-messages';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import type { Locale } from '@/shared/i18n/locale';
import { useStudioLabels } from '@/shared/i18n/studio-labels';
import { cn } from '@/shared/lib/cn';
import { safeExternalUrl } from '@/shared/lib/safe-url';
import { paths } from '@/shared/paths';
import { CardAdminActions, CardLocationEditor, CardNameEditor, CardStatusEditor } from '../admin-editors';
import { type DirectoryMessages, directoryMessages } from '../directory-messages';
import { refineMessages } from '../refine-messages';
import { CompareCheckbox } from '../selection/compare-checkbox';
import { CardActionsContext } from './card-actions';
import { CardCover } from './card-cover';
import { cardFigureText } from './card-figures';
import { CardRatesContext } from './card-rates';
import { distanceText } from './format-distance';
import { indicatorText } from './indicator-text';

export interface StudioCardProps {
  studio: DirectoryStudio;
  facts: StudioFacts;
  selected: boolean;
  onToggleCompare(id: number): void;
  /** From the place the list is near (product.md §11); null or missing: no distance to show. */
  distanceKm?: number | null;
  /** What the search matched when it was not the name ('Matches (engine): Unreal Engine 5.4'). */
  match?: SearchMatch | null;
  /** The list's first row: its cover image is fetched at once, with high priority. */
  imagePriority?: boolean;
  /** The numbers the list is filtered or sorted by (card-figures.ts): shown, or 'not stated'. */
  figures?: readonly RangeKey[];
}

const NO_FIGURES: readonly RangeKey[] = [];

function StatusBadge({ status }: { status: string }) {
  const labels = useStudioLabels();
  return <Badge tone={labels.statusTone(status)}>{labels.status(status)}</Badge>;
}

const TONE: Record<TristateOption, string> = {
  yes: 'border-transparent bg-good-soft text-good',
  no: 'border-transparent bg-bad-soft text-bad',
  unknown: 'border-line bg-surface-2 text-muted',
};

/** "LED ceiling ✓": the symbol and colour for the eye, "LED ceiling: yes" for screen readers. */
function Indicator({
  label,
  value,
  limited = false,
  t,
}: {
  label: string;
  value: TristateOption;
  limited?: boolean;
  t: DirectoryMessages;
}) {
  const text = indicatorText(label, value, limited, t);
  return (
    <li
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        TONE[value],
      )}
    >
      <span aria-hidden="true">{text.shown}</span>
      <span className="sr-only">{text.spoken}</span>
    </li>
  );
}

interface CardText {
  tracking: string | null;
  engine: string | null;
  website: string | null;
  /** 'City, Country' by language: the country's name in the reader's language (product.md §11). */
  place: Partial<Record<Locale, string>>;
  size: Partial<Record<Locale, string | null>>;
  completeness: ListingCompleteness;
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
      place: {},
      size: {},
      completeness: listingCompleteness(studio),
    };
    cardTexts.set(studio, text);
  }
  return text;
}

function placeOf(studio: DirectoryStudio, locale: Locale): string {
  const text = cardTextOf(studio);
  text.place[locale] ??= [studio.city, studioCountryName(studio, locale)].filter(Boolean).join(', ');
  return text.place[locale];
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

/**
 * The shooting-day rate (product.md §18): the studio's figure, and 'about …' in the reader's
 * currency when it differs; 'not stated' only while the list is sorted by day rate.
 */
function CardDayRate({ studio }: { studio: DirectoryStudio }) {
  const rates = useContext(CardRatesContext);
  const c = useMessages(currencyMessages);
  const { locale } = useLocale();
  if (!rates) return null;
  const amount = headlineDayRate(studio.day_rates);
  if (amount === null || !studio.day_rates) {
    return rates.sortedByRate ? (
      <div className="contents" data-figure="day_rate">
        <dt className="text-muted">{c.dayRate}</dt>
        <dd className="min-w-0 text-muted">{c.notStated}</dd>
      </div>
    ) : null;
  }
  const own = studio.day_rates.currency;
  return (
    <div className="contents" data-figure="day_rate" data-testid="card-day-rate">
      <dt className="text-muted">{c.dayRate}</dt>
      <dd className="min-w-0 break-words">
        {formatMoney(amount, own, locale)}
        <ConvertedAmount
          amount={amount}
          from={own}
          to={rates.currency}
          table={rates.table}
          className="block text-xs"
        />
      </dd>
    </div>
  );
}

/** Whether a card has a day-rate line (a rate, or 'not stated' under the day-rate sort). */
function hasDayRateLine(studio: DirectoryStudio, rates: { sortedByRate: boolean } | null): boolean {
  return rates !== null && (rates.sortedByRate || headlineDayRate(studio.day_rates) !== null);
}

function DetailsLink({ id, name, label }: { id: number; name: string; label: string }) {
  const fromList = useContext(ListHrefContext);
  const t = useMessages(directoryMessages);
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
  distanceKm = null,
  match = null,
  imagePriority = false,
  figures = NO_FIGURES,
}: StudioCardProps) {
  const t = useMessages(directoryMessages);
  const r = useMessages(refineMessages);
  const { locale } = useLocale();
  const headingId = useId();
  // Service types in the reader's language (issue 34).
  const services = facts.services.map((service) => formatServiceType(service, locale));
  const shownServices = services.slice(0, CARD_SERVICE_TAG_LIMIT);
  const hiddenServices = services.slice(CARD_SERVICE_TAG_LIMIT);
  const { tracking, engine, website, completeness } = cardTextOf(studio);
  const place = placeOf(studio, locale);
  const updated = formatShortDate(studio.updated_at, locale);
  const size = wallSizeOf(studio, locale);
  const attrs = studio.detailed_attributes;
  const actions = useContext(CardActionsContext);
  const dayRateLine = hasDayRateLine(studio, useContext(CardRatesContext));

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-[var(--radius-card)] border bg-surface p-4 shadow-[var(--shadow-card)] transition-colors sm:p-5',
        selected ? 'border-accent ring-2 ring-accent/30' : 'border-line hover:border-line-strong',
      )}
    >
      <CardCover cover={studio.cover_image} studioName={studio.name} priority={imagePriority} />
      <header className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg leading-snug font-semibold break-words">
            <ForAdmins visitorView={studio.name}>
              <CardNameEditor studio={studio} />
            </ForAdmins>
          </h3>
          <p className="mt-0.5 text-sm text-muted">
            <ForAdmins visitorView={place}>
              <CardLocationEditor studio={studio} />
            </ForAdmins>
          </p>
          {distanceKm !== null ? (
            <p className="mt-0.5 text-sm font-medium" data-testid="card-distance">
              {distanceText(distanceKm, studio.city, r, locale)}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <ForAdmins visitorView={<StatusBadge status={studio.status} />}>
            <CardStatusEditor studio={studio} />
          </ForAdmins>
          <ForAdmins>
            <CardAdminActions studio={studio} />
          </ForAdmins>
        </div>
      </header>

      {match ? (
        <p className="line-clamp-2 text-sm break-words" data-testid="card-match">
          <span className="text-muted">{`${r.matchesLabel} (${r.field({ field: match.field })}): `}</span>
          {match.value}
        </p>
      ) : null}

      <CompareCheckbox
        selected={selected}
        label={t.compareCheckboxLabel({ name: studio.name })}
        text={t.compareCheckbox}
        onToggle={() => onToggleCompare(studio.id)}
      />

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
        <Indicator label="3DGS" {...capabilityBadgeOf(attrs, '3DGS_LOCATION_SCANNING_STATUS')} t={t} />
        <Indicator label="4DGS" {...capabilityBadgeOf(attrs, '4DGS_ACTOR_SCANNING_STATUS')} t={t} />
      </ul>

      {size || tracking || engine || figures.length > 0 || dayRateLine ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <CardDayRate studio={studio} />
          {figures.map((key) => {
            const text = cardFigureText(key, facts.numbers, locale);
            return (
              <div key={key} className="contents" data-figure={key}>
                <dt className="text-muted">{r.range({ key })}</dt>
                <dd className={cn('min-w-0 break-words', text === null && 'text-muted')}>
                  {text ?? r.figureNotStated}
                </dd>
              </div>
            );
          })}
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

      {/* How complete and how recent the listing is (product.md §14). */}
      <p className="mt-auto flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted" data-testid="card-freshness">
        <span>{t.completeness(completeness)}</span>
        {updated ? (
          <span>
            <time dateTime={studio.updated_at}>{t.updatedOn({ date: updated })}</time>
          </span>
        ) : null}
      </p>

      <footer className="flex flex-wrap items-center gap-3 pt-1">
        <DetailsLink id={studio.id} name={studio.name} label={t.viewDetails} />
        {actions?.(studio)}
        {website ? (
          <ExternalLink
            href={website}
            ariaLabel={t.websiteOf({ name: studio.name })}
            // 24 px tall at least: a tap target a finger can hit (WCAG 2.5.8).
            className="inline-flex min-h-6 items-center text-sm font-medium"
          >
            {`${t.website} ↗`}
          </ExternalLink>
        ) : null}
      </footer>
    </article>
  );
});
