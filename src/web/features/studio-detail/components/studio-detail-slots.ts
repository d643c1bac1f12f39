/**
 * Where the admin editors slot into the detail page. Every slot is optional; the
 * visitor page passes none. Render props receive the loaded studio so an editor can read and patch it.
 */
import type { Studio } from '@domain/schemas/studio-schemas';
import type { TeamKind } from '@domain/studio-attributes';
import type { ReactNode } from 'react';
import type { LinkEntry } from '../utils/link-lists';

export type PipelineList = 'virtual' | 'post';
// The team kinds are the domain's (studio-attributes); the slots name them for their users.
export type { TeamKind };
export type TeamList = 'partners' | 'capabilities';

export interface StudioDetailSlots {
  /** Above the page (the 'Admin Mode Active' banner). */
  banner?: ReactNode;
  /** Replaces the name heading's text (inline name editor). */
  name?: (studio: Studio) => ReactNode;
  /** Replaces the city and country line (inline editors). */
  location?: (studio: Studio) => ReactNode;
  /** Replaces the status badge (status dropdown). */
  status?: (studio: Studio) => ReactNode;
  /** Beside the header ('IMPORT DATA', archive). */
  headerActions?: (studio: Studio) => ReactNode;
  /** Beside the 'Studio Parameters' heading. */
  parametersActions?: (studio: Studio) => ReactNode;
  /** Right after the Studio Parameters section (the admin's import history). */
  afterParameters?: (studio: Studio) => ReactNode;
  /** Replaces a capability's plain-text status (dropdown). */
  capability?: (
    studio: Studio,
    key: '3DGS_LOCATION_SCANNING_STATUS' | '4DGS_ACTOR_SCANNING_STATUS',
  ) => ReactNode;
  /** Showreel: controls beside its heading, and an editor that replaces the video while editing. */
  showreelActions?: (studio: Studio) => ReactNode;
  showreelEditor?: (studio: Studio) => ReactNode;
  /** Tour: 'Edit URL' / 'Add Tour URL', the URL editor, and per-credit and list actions. */
  tourActions?: (studio: Studio) => ReactNode;
  tourEditor?: (studio: Studio) => ReactNode;
  tourCreditActions?: (studio: Studio, entry: LinkEntry, index: number) => ReactNode;
  tourCreditsFooter?: (studio: Studio) => ReactNode;
  /** Pipeline lists: per-entry edit/delete and an 'add' control under each list. */
  pipelineItemActions?: (studio: Studio, list: PipelineList, entry: LinkEntry, index: number) => ReactNode;
  pipelineListFooter?: (studio: Studio, list: PipelineList) => ReactNode;
  /** Teams: the team-type selector, per-entry actions and an 'add' control under each list. */
  teamType?: (studio: Studio, team: TeamKind) => ReactNode;
  teamItemActions?: (
    studio: Studio,
    team: TeamKind,
    list: TeamList,
    entry: LinkEntry,
    index: number,
  ) => ReactNode;
  teamListFooter?: (studio: Studio, team: TeamKind, list: TeamList) => ReactNode;
  /** After the page's sections (admin panels: the change history, the import history). */
  footer?: (studio: Studio) => ReactNode;
}
