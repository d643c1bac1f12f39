import { studioCountryName } from '@domain/countries';
import { formatShortDate } from '@domain/format-date';
import type { Studio } from '@domain/schemas/studio-schemas';
import { formatNumber, formatQuantity } from '@domain/value-format';
import type { ReactNode } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { useStudioLabels } from '@/shared/i18n/studio-labels';
import { studioPageMessages } from '../studio-page-messages';
import { SectionCard } from './section-card';

/** A term and its value in the detail page's definition lists. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** 'Studio Overview' (product.md §2): description (or short_description), location, stages, area, status, created. */
export function StudioOverview({ studio }: { studio: Studio }) {
  const t = useMessages(studioPageMessages);
  const { locale } = useLocale();
  const labels = useStudioLabels();
  const description = studio.description?.trim() || studio.short_description?.trim() || '';
  const city = studio.location?.city ?? studio.city;
  const country = studioCountryName(
    { country: studio.location?.country ?? studio.country, country_code: studio.country_code },
    locale,
  );
  const place = [city, country].filter(Boolean).join(', ');
  return (
    <SectionCard id="overview" title={t.overviewHeading}>
      <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <p
          className={
            description ? 'text-sm leading-relaxed break-words whitespace-pre-line' : 'text-sm text-muted'
          }
        >
          {description || t.noDescription}
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Fact term={t.location}>{place || t.notSpecified}</Fact>
          <Fact term={t.stageCount}>
            {studio.stage_count === null || studio.stage_count === undefined
              ? t.notSpecified
              : formatNumber(studio.stage_count, locale)}
          </Fact>
          <Fact term={t.totalArea}>
            {studio.total_area === null || studio.total_area === undefined
              ? t.notSpecified
              : formatQuantity(studio.total_area, 'm²', locale)}
          </Fact>
          <Fact term={t.status}>{labels.status(studio.status)}</Fact>
          <Fact term={t.created}>
            <time dateTime={studio.created_at}>
              {formatShortDate(studio.created_at, locale) ?? t.notSpecified}
            </time>
          </Fact>
        </dl>
      </div>
    </SectionCard>
  );
}
