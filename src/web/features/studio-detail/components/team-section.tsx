import type { Studio } from '@domain/schemas/studio-schemas';
import { statedTeamTypeOf, TEAM_ATTRIBUTES } from '@domain/studio-attributes';
import type { ReactNode } from 'react';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useDetailLabels } from '../hooks/use-detail-labels';
import { studioDetailMessages } from '../studio-detail-messages';
import { type LinkEntry, linksOrUnset } from '../utils/link-lists';
import { LinkListColumns, type TitledLinkList } from './link-list-columns';
import type { TeamKind, TeamList } from './studio-detail-slots';

/**
 * Collapsible 'Scanning Team' or 'Virtual Environment Creation Team': the team type, external
 * partners and in-house capabilities as links. What the studio never set reads 'Not specified':
 * not the default team type, not placeholder partners (the admin's selector still starts from the
 * default).
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
  const teamType = statedTeamTypeOf(attrs[keys.type]);
  const lists: TitledLinkList<TeamList>[] = [
    { list: 'partners', title: t.externalPartners, entries: linksOrUnset(attrs[keys.partners]) },
    { list: 'capabilities', title: t.inHouseCapabilities, entries: linksOrUnset(attrs[keys.capabilities]) },
  ];
  return (
    <CollapsibleSection id={`${team}-team`} title={team === 'scanning' ? t.scanningTeam : t.environmentTeam}>
      <div className="flex flex-col gap-4">
        <dl className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-sm text-muted">{t.teamType}:</dt>
          <dd className={renderTeamType || teamType ? 'text-sm font-medium' : 'text-sm text-muted'}>
            {renderTeamType?.() ?? (teamType ? labels.teamType(teamType) : t.notSpecified)}
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
