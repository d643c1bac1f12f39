import type { Studio } from '@domain/schemas/studio-schemas';
import { statedTeamTypeOf, TEAM_ATTRIBUTES, type TeamKind } from '@domain/studio-attributes';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useStudioLabels } from '@/shared/i18n/studio-labels';
import { TeamTypeEditor } from '../admin-editors';
import { LinkListColumns, type TitledLinkList } from '../links/link-list-columns';
import { linksOrUnset } from '../links/link-lists';
import { studioPageMessages } from '../studio-page-messages';

/**
 * Collapsible 'Scanning Team' or 'Virtual Environment Creation Team': the team type, external
 * partners and in-house capabilities as links. What the studio never set reads 'Not specified':
 * not the default team type, not placeholder partners (the admin's selector still starts from the
 * default).
 */
export function TeamSection({ studio, team }: { studio: Studio; team: TeamKind }) {
  const t = useMessages(studioPageMessages);
  const labels = useStudioLabels();
  const attrs = studio.detailed_attributes ?? {};
  const keys = TEAM_ATTRIBUTES[team];
  const teamType = statedTeamTypeOf(attrs[keys.type]);
  const lists: TitledLinkList[] = [
    { field: keys.partners, title: t.externalPartners, entries: linksOrUnset(attrs[keys.partners]) },
    {
      field: keys.capabilities,
      title: t.inHouseCapabilities,
      entries: linksOrUnset(attrs[keys.capabilities]),
    },
  ];
  return (
    <CollapsibleSection id={`${team}-team`} title={team === 'scanning' ? t.scanningTeam : t.environmentTeam}>
      <div className="flex flex-col gap-4">
        <dl className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-sm text-muted">{t.teamType}:</dt>
          <ForStudioEditors
            studioId={studio.id}
            visitorView={
              <dd className={teamType ? 'text-sm font-medium' : 'text-sm text-muted'}>
                {teamType ? labels.teamType(teamType) : t.notSpecified}
              </dd>
            }
          >
            <dd className="text-sm font-medium">
              <TeamTypeEditor studio={studio} team={team} />
            </dd>
          </ForStudioEditors>
        </dl>
        <LinkListColumns studio={studio} lists={lists} />
      </div>
    </CollapsibleSection>
  );
}
