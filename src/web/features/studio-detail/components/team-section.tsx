import type { Studio } from '@domain/schemas/studio-schemas';
import { TEAM_ATTRIBUTES, teamTypeOf } from '@domain/studio-attributes';
import type { ReactNode } from 'react';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { siteConfig } from '@/shared/lib/site-config';
import { useDetailLabels } from '../hooks/use-detail-labels';
import { studioDetailMessages } from '../studio-detail-messages';
import { type LinkEntry, linksOrUnknown, scanningPartnersOf } from '../utils/link-lists';
import { LinkListColumns, type TitledLinkList } from './link-list-columns';
import type { TeamKind, TeamList } from './studio-detail-slots';

/**
 * Collapsible 'Scanning Team' or 'Virtual Environment Creation Team': the team type (default
 * 'In-Hours+Outsource'), external partners and in-house capabilities as links. Fallbacks (spec §8):
 * scanning partners fall back to the placeholder partners marked '(not confirmed)', every other
 * empty list to 'Unknown'.
 */
export function TeamSection({
  studio,
  team,
  renderTeamType,
  renderItemActions,
  renderListFooter,
}: {
  studio: Studio;
  team: TeamKind;
  /** Replaces the team type's text (the admin's selector). */
  renderTeamType?: () => ReactNode;
  renderItemActions?: (list: TeamList, entry: LinkEntry, index: number) => ReactNode;
  renderListFooter?: (list: TeamList) => ReactNode;
}) {
  const t = useMessages(studioDetailMessages);
  const labels = useDetailLabels();
  const attrs = studio.detailed_attributes ?? {};
  const keys = TEAM_ATTRIBUTES[team];
  const partners =
    team === 'scanning'
      ? scanningPartnersOf(attrs[keys.partners], siteConfig().placeholderPartners)
      : linksOrUnknown(attrs[keys.partners]);
  const lists: TitledLinkList<TeamList>[] = [
    { list: 'partners', title: t.externalPartners, entries: partners },
    { list: 'capabilities', title: t.inHouseCapabilities, entries: linksOrUnknown(attrs[keys.capabilities]) },
  ];
  return (
    <CollapsibleSection id={`${team}-team`} title={team === 'scanning' ? t.scanningTeam : t.environmentTeam}>
      <div className="flex flex-col gap-4">
        <dl className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-sm text-muted">{t.teamType}:</dt>
          <dd className="text-sm font-medium">
            {renderTeamType?.() ?? labels.teamType(teamTypeOf(attrs[keys.type]))}
          </dd>
        </dl>
        <LinkListColumns
          lists={lists}
          renderItemActions={renderItemActions}
          renderListFooter={renderListFooter}
        />
      </div>
    </CollapsibleSection>
  );
}
