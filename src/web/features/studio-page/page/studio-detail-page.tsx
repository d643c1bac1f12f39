import { decodeHtmlEntities } from '@domain/html-entities';
import type { Studio } from '@domain/schemas/studio-schemas';
import { isPublicStatus } from '@domain/studio-status';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { useMayEditStudio } from '@/shared/auth/hooks/use-may-edit-studio';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { ApiError } from '@/shared/lib/api-client';
import { paths } from '@/shared/paths';
import { DayRatesEditor, StudioHistoryPanel, StudioImagesEditor } from '../admin-editors';
import { StudioCalendarSection } from '../calendar/studio-calendar-section';
import { OwnerInvite } from '../claims/owner-invite';
import { CorrectionsInvite } from '../corrections/suggest-correction';
import { StudioDayRatesSection } from '../day-rates/day-rates-section';
import { StudioFreshness } from '../freshness/studio-freshness';
import { StudioGallery } from '../gallery/studio-gallery';
import { parameterKeysOf, parametersByKey, sourcesOf } from '../parameters/parameter-view';
import { StudioParameters } from '../parameters/studio-parameters';
import { CapabilitiesSection } from '../sections/capabilities-section';
import { ContactInformation } from '../sections/contact-information';
import { IcvfxReadinessSection } from '../sections/icvfx-readiness-section';
import { PipelineSection } from '../sections/pipeline-section';
import { ShowreelSection } from '../sections/showreel-section';
import { TeamSection } from '../sections/team-section';
import { TourSection } from '../sections/tour-section';
import { studioPageMessages } from '../studio-page-messages';
import { DetailLoadError, DetailLoading, DetailNotFound } from './detail-states';
import { StudioHeader } from './studio-header';
import { backTarget, parseStudioIdParam } from './studio-id';
import { StudioOverview } from './studio-overview';
import { useStudioDetail } from './use-studio-detail';

export interface StudioDetailPageProps {
  /** The :id of the route, as typed in the address. */
  rawId: string | undefined;
  /**
   * Admin controls of other features, composed in by the app's route (features do not import
   * each other), which shows them to admins only: the parameter import's button beside the header
   * and its history after Studio Parameters. This feature's own editors are rendered in place
   * (./admin-editors.ts).
   */
  headerActions?: (studio: Studio) => ReactNode;
  afterParameters?: (studio: Studio) => ReactNode;
}

/**
 * The studio detail page (product.md §2 "Studio detail"): its sections in the spec's order, and the
 * states 'Loading studio information...', 'Loading Error', 'Studio Not Found'.
 */
export function StudioDetailPage({ rawId, headerActions, afterParameters }: StudioDetailPageProps) {
  const location = useLocation();
  const backTo = backTarget(location.state, paths.studios());
  const id = parseStudioIdParam(rawId);
  // Not a number: it names no studio, so the same 'not found' as an unknown id.
  if (id === null) return <DetailNotFound backTo={backTo} />;
  return (
    <LoadedStudioDetail
      key={id}
      id={id}
      backTo={backTo}
      headerActions={headerActions}
      afterParameters={afterParameters}
    />
  );
}

function LoadedStudioDetail({
  id,
  backTo,
  headerActions,
  afterParameters,
}: {
  id: number;
  backTo: string;
} & Pick<StudioDetailPageProps, 'headerActions' | 'afterParameters'>) {
  const t = useMessages(studioPageMessages);
  const editable = useMayEditStudio(id);
  const { studio: studioQuery, parameters, verifications, reload } = useStudioDetail(id);
  const studio = studioQuery.data;
  const name = studio ? decodeHtmlEntities(studio.name) : null;
  useDocumentTitle(name);

  if (!studio) {
    const error = studioQuery.error;
    // 'Not found' stays while the browser asks again: the server's page said so (a 404 it hands over,
    // shared/ssr/missing-answers.ts), and the first render must be the server's.
    if (error instanceof ApiError && error.status === 404) return <DetailNotFound backTo={backTo} />;
    if (studioQuery.isError && !studioQuery.isFetching) {
      const message =
        studioQuery.error instanceof ApiError
          ? t.loadErrorStatus({ status: studioQuery.error.status })
          : t.loadFailed({ message: studioQuery.error.message });
      return <DetailLoadError backTo={backTo} message={message} onRetry={reload} />;
    }
    return <DetailLoading />;
  }

  // The studio was merged into another (product.md §20): its address answered 301 and the fetch
  // followed it, so the page moves to the kept studio's address too.
  if (studio.id !== id) return <Navigate replace to={paths.studio(studio.id)} />;

  const studioName = name ?? '';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <StudioHeader studio={studio} backTo={backTo} actions={headerActions?.(studio)} />
      <StudioGallery images={studio.images} studioName={studioName} />
      <ForStudioEditors studioId={studio.id}>
        <StudioImagesEditor studio={studio} />
      </ForStudioEditors>
      <StudioOverview studio={studio} />
      <StudioParameters
        query={parameters}
        attributes={studio.detailed_attributes}
        onRetry={reload}
        studioId={studio.id}
        studioName={studioName}
        verifications={verifications}
        suggestCorrections={isPublicStatus(studio.status)}
      />
      {afterParameters?.(studio)}
      <IcvfxReadinessSection
        studio={studio}
        sources={sourcesOf(parameters.data)}
        parameters={parametersByKey(parameters.data)}
      />
      <CapabilitiesSection studio={studio} />
      <ShowreelSection studio={studio} studioName={studioName} editable={editable} />
      <TourSection studio={studio} studioName={studioName} editable={editable} />
      <PipelineSection studio={studio} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {(['scanning', 'environment'] as const).map((team) => (
          <TeamSection key={team} studio={studio} team={team} />
        ))}
      </div>
      {studio.has_owner ? null : <OwnerInvite studioId={studio.id} studioName={studioName} />}
      <StudioDayRatesSection studio={studio} />
      <ForStudioEditors studioId={studio.id}>
        <DayRatesEditor studio={studio} />
      </ForStudioEditors>
      <StudioCalendarSection studioId={studio.id} />
      <ContactInformation studio={studio} />
      {/* Visitors' forms reach public studios only (the API answers 404 for the others). */}
      {isPublicStatus(studio.status) ? (
        <CorrectionsInvite studioId={studio.id} studioName={studioName} />
      ) : null}
      <StudioFreshness
        studio={studio}
        verifications={verifications}
        parameterKeys={parameterKeysOf(parameters.data)}
      />
      <ForStudioEditors studioId={studio.id}>
        <StudioHistoryPanel studioId={studio.id} />
      </ForStudioEditors>
    </div>
  );
}
