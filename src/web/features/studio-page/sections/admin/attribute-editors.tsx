/**
 * Dropdowns for the detail page's enumerated attributes (product.md §5): a 3DGS/4DGS capability's
 * status and a team's type. Loaded only for admins (see ../../admin-editors.ts).
 */
import { TEAM_TYPES } from '@domain/limits';
import { CAPABILITY_STATUSES, displayNameOf } from '@domain/parameter-catalog';
import type { Studio } from '@domain/schemas/studio-schemas';
import {
  type CapabilityKey,
  capabilityStatusOf,
  TEAM_ATTRIBUTES,
  type TeamKind,
  teamTypeOf,
} from '@domain/studio-attributes';
import { AdminSelect } from '@/shared/components/admin/admin-select';
import { useSaveStudioField } from '@/shared/hooks/use-studio-writes';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { useStudioLabels } from '@/shared/i18n/studio-labels';

export function CapabilityEditor({ studio, capability }: { studio: Studio; capability: CapabilityKey }) {
  const { locale } = useLocale();
  const labels = useStudioLabels();
  const save = useSaveStudioField('section');
  return (
    <AdminSelect
      label={displayNameOf(capability, locale)}
      value={capabilityStatusOf(studio.detailed_attributes ?? {}, capability)}
      options={CAPABILITY_STATUSES.map((status) => ({ value: status, label: labels.capability(status) }))}
      showError
      onSave={(next) => save(studio.id, capability, next)}
    />
  );
}

/** The selector starts from the default type when the studio never stated one (the visitor reads 'Not specified'). */
export function TeamTypeEditor({ studio, team }: { studio: Studio; team: TeamKind }) {
  const t = useMessages(studioAdminMessages);
  const labels = useStudioLabels();
  const save = useSaveStudioField('section');
  const field = TEAM_ATTRIBUTES[team].type;
  return (
    <AdminSelect
      label={t.teamTypeLabel({ team: team === 'scanning' ? t.scanningTeam : t.environmentTeam })}
      value={teamTypeOf(studio.detailed_attributes?.[field])}
      options={TEAM_TYPES.map((type) => ({ value: type, label: labels.teamType(type) }))}
      onSave={(next) => save(studio.id, field, next)}
    />
  );
}
