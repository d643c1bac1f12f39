/**
 * The detail page's admin editors, as the slots of studio-detail's StudioDetailSlots (product.md §2
 * "Studio detail", §4, §5, §6). The state shared between slots lives here: which URL is
 * being edited (its button sits in the heading, its editor replaces the section's body) and which
 * list entry is open (its buttons sit beside the entry, its dialog under the list).
 */
import { decodeHtmlEntities } from '@domain/html-entities';
import { TEAM_TYPES, type TeamType } from '@domain/limits';
import { CAPABILITY_STATUSES, type CapabilityStatus, displayNameOf } from '@domain/parameter-catalog';
import type { Studio } from '@domain/schemas/studio-schemas';
import { capabilityStatusOf, TEAM_ATTRIBUTES, teamTypeOf } from '@domain/studio-attributes';
import { useEffect, useRef, useState } from 'react';
import type {
  PipelineList,
  StudioDetailSlots,
  TeamKind,
  TeamList,
} from '@/features/studio-detail/components/studio-detail-slots';
import { Button } from '@/shared/components/ui/button';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { AdminSelect } from '../components/admin-select';
import { ArchiveStudioButton } from '../components/archive-studio-button';
import { InlineTextField } from '../components/inline-text-field';
import { LinkItemActions, LinkListFooter, type LinkTarget } from '../components/link-list-admin';
import { StudioHistoryPanel } from '../components/studio-history-panel';
import { StudioStatusSelect } from '../components/studio-status-select';
import { UrlEditor, type UrlField } from '../components/url-editor';
import { type StudioAdminMessages, studioAdminMessages } from '../studio-admin-messages';
import { type LinkListField, storedLinksOf } from '../utils/link-list-edit';
import { useSaveStudioField } from './use-studio-writes';

const PIPELINE_FIELDS: Record<PipelineList, LinkListField> = {
  virtual: 'production_pipeline_virtual_tools',
  post: 'production_pipeline_post_tools',
};

const teamListField = (team: TeamKind, list: TeamList) => TEAM_ATTRIBUTES[team][list];

function capabilityLabel(status: CapabilityStatus, t: StudioAdminMessages): string {
  switch (status) {
    case 'Available':
      return t.capabilityAvailable;
    case 'Limited':
      return t.capabilityLimited;
    case 'Not Available':
      return t.capabilityNotAvailable;
    default:
      return t.capabilityUnknown;
  }
}

function teamTypeLabel(type: TeamType, t: StudioAdminMessages): string {
  switch (type) {
    case 'In-House':
      return t.teamInHouse;
    case 'Outsource':
      return t.teamOutsource;
    case 'Not Available':
      return t.teamNotAvailable;
    default:
      return t.teamInHoursOutsource;
  }
}

/** 'Edit URL' / 'Add … URL' beside a section's heading; takes focus back when its editor closes. */
function UrlEditButton({
  label,
  focusOnMount,
  onFocused,
  onClick,
}: {
  label: string;
  focusOnMount: boolean;
  onFocused(): void;
  onClick(): void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it appears, not on later renders.
  useEffect(() => {
    if (!focusOnMount) return;
    ref.current?.focus();
    onFocused();
  }, []);
  return (
    <Button ref={ref} variant="secondary" size="sm" onClick={onClick}>
      {label}
    </Button>
  );
}

export function useStudioDetailAdminSlots(): StudioDetailSlots {
  const t = useMessages(studioAdminMessages);
  const { locale } = useLocale();
  const saveHeader = useSaveStudioField('header');
  const saveSection = useSaveStudioField('section');
  const [urlEditing, setUrlEditing] = useState<UrlField | null>(null);
  const [linkTarget, setLinkTarget] = useState<LinkTarget | null>(null);

  // Closing a URL editor returns focus to the button that opened it (it mounts again then).
  const refocus = useRef<UrlField | null>(null);
  const closeUrlEditor = (field: UrlField) => {
    refocus.current = field;
    setUrlEditing(null);
  };

  const capabilityOptions = CAPABILITY_STATUSES.map((status) => ({
    value: status,
    label: capabilityLabel(status, t),
  }));
  const teamOptions = TEAM_TYPES.map((type) => ({ value: type, label: teamTypeLabel(type, t) }));

  const urlActions = (studio: Studio, field: UrlField) => {
    if (urlEditing === field) return null;
    const hasUrl = Boolean(studio[field]?.trim());
    const label = hasUrl ? t.editUrl : field === 'interactive_tour_url' ? t.addTourUrl : t.addShowreelUrl;
    return (
      <UrlEditButton
        label={label}
        focusOnMount={refocus.current === field}
        onFocused={() => {
          refocus.current = null;
        }}
        onClick={() => setUrlEditing(field)}
      />
    );
  };

  const urlEditor = (field: UrlField) =>
    urlEditing === field
      ? (studio: Studio) => (
          <UrlEditor
            field={field}
            value={studio[field]?.trim() ?? ''}
            label={field === 'interactive_tour_url' ? t.tourUrlLabel : t.showreelUrlLabel}
            onSave={(next) => saveSection(studio.id, field, next)}
            onClose={() => closeUrlEditor(field)}
          />
        )
      : undefined;

  const itemActions = (studio: Studio, field: LinkListField, index: number) => {
    const entry = storedLinksOf(studio, field)[index];
    if (!entry) return null;
    return <LinkItemActions field={field} entry={entry} index={index} onOpen={setLinkTarget} />;
  };

  const listFooter = (studio: Studio, field: LinkListField) => (
    <LinkListFooter
      studio={studio}
      field={field}
      target={linkTarget}
      onOpen={setLinkTarget}
      onClose={() => setLinkTarget(null)}
      save={(list) => saveSection(studio.id, field, list)}
    />
  );

  return {
    name: (studio) => (
      <InlineTextField
        value={decodeHtmlEntities(studio.name)}
        label={t.nameLabel}
        editLabel={t.editName}
        emptyError={t.nameEmpty}
        wrap
        onSave={(next) => saveHeader(studio.id, 'name', next)}
        inputClassName="w-full max-w-xl text-xl font-bold sm:text-2xl"
      />
    ),
    location: (studio) => (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="inline-flex items-baseline">
          <InlineTextField
            value={studio.location?.city ?? studio.city}
            label={t.cityLabel}
            editLabel={t.editCity}
            emptyError={t.cityEmpty}
            onSave={(next) => saveHeader(studio.id, 'city', next)}
          />
          <span aria-hidden="true">,</span>
        </span>
        <InlineTextField
          value={studio.location?.country ?? studio.country}
          label={t.countryLabel}
          editLabel={t.editCountry}
          emptyError={t.countryEmpty}
          onSave={(next) => saveHeader(studio.id, 'country', next)}
        />
      </span>
    ),
    status: (studio) => (
      <StudioStatusSelect
        studioId={studio.id}
        name={decodeHtmlEntities(studio.name)}
        status={studio.status}
        label={t.statusLabel}
        origin="header"
      />
    ),
    headerActions: (studio) =>
      studio.status === 'archived' ? null : (
        <ArchiveStudioButton
          studioId={studio.id}
          name={decodeHtmlEntities(studio.name)}
          origin="header"
          variant="button"
        />
      ),
    capability: (studio, key) => (
      <AdminSelect
        label={displayNameOf(key, locale)}
        value={capabilityStatusOf(studio.detailed_attributes ?? {}, key)}
        options={capabilityOptions}
        showError
        onSave={(next) => saveSection(studio.id, key, next)}
      />
    ),
    showreelActions: (studio) => urlActions(studio, 'showreel_video_url'),
    showreelEditor: urlEditor('showreel_video_url'),
    tourActions: (studio) => urlActions(studio, 'interactive_tour_url'),
    tourEditor: urlEditor('interactive_tour_url'),
    tourCreditActions: (studio, entry, index) => {
      // Without credits of its own the tour shows the default credits: not the studio's to edit.
      if (storedLinksOf(studio, 'tour_credits').length === 0) {
        return <span className="text-xs text-muted">{t.defaultCredit}</span>;
      }
      return entry.kind === 'link' ? itemActions(studio, 'tour_credits', index) : null;
    },
    tourCreditsFooter: (studio) => listFooter(studio, 'tour_credits'),
    pipelineItemActions: (studio, list, entry, index) =>
      entry.kind === 'link' ? itemActions(studio, PIPELINE_FIELDS[list], index) : null,
    pipelineListFooter: (studio, list) => listFooter(studio, PIPELINE_FIELDS[list]),
    teamType: (studio, team) => (
      <AdminSelect
        label={t.teamTypeLabel({ team: team === 'scanning' ? t.scanningTeam : t.environmentTeam })}
        value={teamTypeOf(studio.detailed_attributes?.[TEAM_ATTRIBUTES[team].type])}
        options={teamOptions}
        onSave={(next) => saveSection(studio.id, TEAM_ATTRIBUTES[team].type, next)}
      />
    ),
    teamItemActions: (studio, team, list, entry, index) =>
      entry.kind === 'link' ? itemActions(studio, teamListField(team, list), index) : null,
    teamListFooter: (studio, team, list) => listFooter(studio, teamListField(team, list)),
    footer: (studio) => <StudioHistoryPanel studioId={studio.id} />,
  };
}
