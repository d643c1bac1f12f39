/**
 * /compare (product.md §2): no studios -> 'No Studios Selected'; `compare=true` -> selection mode;
 * 2 to 4 studios -> the comparison; one studio (say, the others removed) -> that studio kept in the
 * picker with product.md §5's message, so one more can be added at once; more than 4 -> the message.
 */
import { compareStudioName } from '@domain/compare-table';
import { COMPARE_MAX_STUDIOS, COMPARE_MIN_STUDIOS } from '@domain/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { comparedStudiosQueryOptions } from '@/features/compare/api/compare-studios';
import { compareMessages } from '@/features/compare/compare-messages';
import { ComparisonView } from '@/features/compare/components/comparison-view';
import { StudioPicker } from '@/features/compare/components/studio-picker';
import { compareSelectUrl, useCompareUrl } from '@/features/compare/hooks/use-compare-url';
import { QuoteRequestButton } from '@/features/quote-request/components/quote-request-button';
import { ContactStudioButton } from '@/features/studio-contact/components/contact-studio-button';
import { contactButtonMessages } from '@/features/studio-contact/contact-button-messages';
import { buttonClasses } from '@/shared/components/ui/button';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { publishCompareSelection } from '@/shared/lib/compare-selection';
import { PageHead } from '@/shared/seo/page-head';
import { seoMessages } from '@/shared/seo/seo-messages';

export function CompareRoute() {
  const t = useMessages(compareMessages);
  const contact = useMessages(contactButtonMessages);
  const { ids, view, selecting, showComparison, showSelection, setView } = useCompareUrl();
  const tooFew = !selecting && ids.length > 0 && ids.length < COMPARE_MIN_STUDIOS;
  const head = <CompareHead ids={ids} title={selecting || tooFew ? t.selectHeading : t.pageTitle} />;
  // The header's Compare link stays on these studios (shared/lib/compare-selection).
  useEffect(() => publishCompareSelection(ids), [ids]);

  if (selecting || tooFew) {
    return (
      <>
        {head}
        <StudioPicker
          selected={ids}
          // The URL keeps the studio; adding or removing one stays where the reader is.
          onChange={(next) => showSelection(next, { keepScroll: true })}
          onCompare={(next) => showComparison(next)}
          onCancel={selecting && ids.length >= COMPARE_MIN_STUDIOS ? () => showComparison(ids) : undefined}
          notice={tooFew ? t.addOneMore : undefined}
        />
      </>
    );
  }

  if (ids.length === 0) {
    return (
      <>
        {head}
        <StatePanel
          headingLevel={1}
          title={t.noStudiosTitle}
          className="mt-6"
          action={
            <Link to={compareSelectUrl([], view)} className={buttonClasses('primary', 'lg')}>
              {t.selectStudios}
            </Link>
          }
        >
          {t.noStudiosText}
        </StatePanel>
      </>
    );
  }

  if (ids.length > COMPARE_MAX_STUDIOS) {
    return (
      <>
        {head}
        <StatePanel
          headingLevel={1}
          role="status"
          title={t.maxMessage}
          className="mt-6"
          action={
            <Link
              to={compareSelectUrl(ids.slice(0, COMPARE_MAX_STUDIOS), view)}
              className={buttonClasses('primary', 'lg')}
            >
              {t.selectStudios}
            </Link>
          }
        />
      </>
    );
  }

  return (
    <>
      {head}
      <ComparisonView
        ids={ids}
        view={view}
        onViewChange={setView}
        // Down to one studio, the picker opens at its top, where the message and the studio are.
        onStudiosChange={(next) => showComparison(next, { keepScroll: next.length >= COMPARE_MIN_STUDIOS })}
        // 'Contact this studio' for each compared studio (product.md §14): the enquiry form loads when opened.
        studioActions={(studios) => (
          <section aria-labelledby="compare-contact-heading" className="flex flex-wrap items-center gap-2">
            <h2 id="compare-contact-heading" className="text-sm font-semibold">
              {contact.compareContactLabel}
            </h2>
            {studios.map((studio) => (
              <ContactStudioButton key={studio.id} studio={studio} named variant="secondary" size="sm" />
            ))}
            {/* One request to every studio compared (issue 38): each gets its own, naming no other. */}
            {studios.length >= 2 ? <QuoteRequestButton studios={studios} /> : null}
          </section>
        )}
      />
    </>
  );
}

/**
 * The comparison's head (issue 15): the compared studios' names in the description once the
 * comparison has them (its own query, read here without a fetch of its own), so a shared link
 * previews what it compares.
 */
function CompareHead({ ids, title }: { ids: readonly number[]; title: string }) {
  const seo = useMessages(seoMessages);
  const intlLocale = useIntlLocale();
  const comparing = ids.length >= COMPARE_MIN_STUDIOS && ids.length <= COMPARE_MAX_STUDIOS;
  const { data } = useQuery({ ...comparedStudiosQueryOptions(ids), enabled: false });
  const names = comparing && data ? data.studios.map((studio) => compareStudioName(studio.name)) : [];
  const description =
    names.length > 0
      ? seo.compareStudiosDescription({
          names: new Intl.ListFormat(intlLocale, { type: 'conjunction' }).format(names),
        })
      : seo.compareDescription;
  return (
    <PageHead
      title={title}
      description={description}
      path="/compare"
      query={ids.length > 0 ? { studios: ids.join(',') } : undefined}
    />
  );
}
