import { decodeHtmlEntities } from '@domain/html-entities';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { ApiError } from '@/shared/lib/api-client';
import { paths } from '@/shared/paths';
import { useStudioDetail } from '../hooks/use-studio-detail';
import { studioDetailMessages } from '../studio-detail-messages';
import { backTarget, parseStudioIdParam } from '../utils/studio-id';
import { CapabilitiesSection } from './capabilities-section';
import { ContactInformation } from './contact-information';
import { DetailLoadError, DetailLoading, DetailNotFound } from './detail-states';
import { OwnerInvite } from './owner-invite';
import { PipelineSection } from './pipeline-section';
import { ShowreelSection } from './showreel-section';
import type { StudioDetailSlots } from './studio-detail-slots';
import { StudioHeader } from './studio-header';
import { StudioOverview } from './studio-overview';
import { StudioParameters } from './studio-parameters';
import { TeamSection } from './team-section';
import { TourSection } from './tour-section';

export interface StudioDetailPageProps {
  /** The :id of the route, as typed in the address. */
  rawId: string | undefined;
  /** Admin mode (a later issue): shows the admin-only headings and the slots' editors. */
  isAdmin?: boolean;
  slots?: StudioDetailSlots;
}

/**
 * The studio detail page (product.md §2 "Studio detail"): its sections in the spec's order, and the
 * states 'Loading studio information...', 'Loading Error', 'Studio Not Found'.
 */
export function StudioDetailPage({ rawId, isAdmin = false, slots = {} }: StudioDetailPageProps) {
  const location = useLocation();
  const backTo = backTarget(location.state, paths.studios());
  const id = parseStudioIdParam(rawId);
  // Not a number: it names no studio, so the same 'not found' as an unknown id.
  if (id === null) return <DetailNotFound backTo={backTo} />;
  return <LoadedStudioDetail key={id} id={id} backTo={backTo} isAdmin={isAdmin} slots={slots} />;
}

function LoadedStudioDetail({
  id,
  backTo,
  isAdmin,
  slots,
}: {
  id: number;
  backTo: string;
  isAdmin: boolean;
  slots: StudioDetailSlots;
}) {
  const t = useMessages(studioDetailMessages);
  const { studio: studioQuery, parameters, reload } = useStudioDetail(id);
  const studio = studioQuery.data;
  const name = studio ? decodeHtmlEntities(studio.name) : null;
  useDocumentTitle(name);

  if (!studio) {
    if (studioQuery.isError && !studioQuery.isFetching) {
      const error = studioQuery.error;
      if (error instanceof ApiError && error.status === 404) return <DetailNotFound backTo={backTo} />;
      const message =
        error instanceof ApiError
          ? t.loadErrorStatus({ status: error.status })
          : t.loadFailed({ message: error.message });
      return <DetailLoadError backTo={backTo} message={message} onRetry={reload} />;
    }
    return <DetailLoading />;
  }

  const studioName = name ?? '';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      {slots.banner}
      <StudioHeader
        studio={studio}
        backTo={backTo}
        nameSlot={slots.name?.(studio)}
        locationSlot={slots.location?.(studio)}
        statusSlot={slots.status?.(studio)}
        actions={slots.headerActions?.(studio)}
      />
      <StudioOverview studio={studio} />
      <StudioParameters query={parameters} onRetry={reload} actions={slots.parametersActions?.(studio)} />
      {slots.afterParameters?.(studio)}
      <CapabilitiesSection
        studio={studio}
        renderStatus={slots.capability ? (key) => slots.capability?.(studio, key) : undefined}
      />
      <ShowreelSection
        studio={studio}
        studioName={studioName}
        isAdmin={isAdmin}
        actions={slots.showreelActions?.(studio)}
        editor={slots.showreelEditor?.(studio)}
      />
      <TourSection
        studio={studio}
        studioName={studioName}
        isAdmin={isAdmin}
        actions={slots.tourActions?.(studio)}
        editor={slots.tourEditor?.(studio)}
        renderCreditActions={
          slots.tourCreditActions
            ? (entry, index) => slots.tourCreditActions?.(studio, entry, index)
            : undefined
        }
        creditsFooter={slots.tourCreditsFooter?.(studio)}
      />
      <PipelineSection
        studio={studio}
        renderItemActions={
          slots.pipelineItemActions
            ? (list, entry, index) => slots.pipelineItemActions?.(studio, list, entry, index)
            : undefined
        }
        renderListFooter={
          slots.pipelineListFooter ? (list) => slots.pipelineListFooter?.(studio, list) : undefined
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {(['scanning', 'environment'] as const).map((team) => (
          <TeamSection
            key={team}
            studio={studio}
            team={team}
            renderTeamType={slots.teamType ? () => slots.teamType?.(studio, team) : undefined}
            renderItemActions={
              slots.teamItemActions
                ? (list, entry, index) => slots.teamItemActions?.(studio, team, list, entry, index)
                : undefined
            }
            renderListFooter={
              slots.teamListFooter ? (list) => slots.teamListFooter?.(studio, team, list) : undefined
            }
          />
        ))}
      </div>
      <OwnerInvite studioName={studioName} />
      <ContactInformation studio={studio} />
      {slots.footer?.(studio)}
    </div>
  );
}
