import type { TeamType } from '@domain/limits';
import type { CapabilityStatus } from '@domain/parameter-catalog';
import { isStudioStatus, type StudioStatus, statusLabel } from '@domain/studio-status';
import { formatCapabilityStatus } from '@domain/value-format';
import type { BadgeTone } from '@/shared/components/ui/badge';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioDetailMessages } from '../studio-detail-messages';

type Messages = (typeof studioDetailMessages)['en'];

const STATUS_KEYS: Record<StudioStatus, keyof Messages> = {
  published: 'statusPublished',
  draft: 'statusDraft',
  archived: 'statusArchived',
  pending_review: 'statusPendingReview',
};

const STATUS_TONES: Record<StudioStatus, BadgeTone> = {
  published: 'good',
  pending_review: 'warn',
  draft: 'neutral',
  archived: 'bad',
};

const TEAM_KEYS: Record<TeamType, keyof Messages> = {
  'In-Hours+Outsource': 'teamInHoursOutsource',
  'In-House': 'teamInHouse',
  Outsource: 'teamOutsource',
  'Not Available': 'teamNotAvailable',
};

/**
 * Labels of the detail page's enumerations in the visitor's language. The status label follows
 * statusLabel(status, 'detail') of the domain: 'Owner-verified' for published, 'Unknown' otherwise.
 */
export function useDetailLabels() {
  const t = useMessages(studioDetailMessages);
  const { locale } = useLocale();
  return {
    status(status: unknown): string {
      if (!isStudioStatus(status)) return t.statusUnknown;
      return t[STATUS_KEYS[status]] as string;
    },
    /** The English label, as the domain defines it (for logs and admin tooling). */
    statusEnglish(status: unknown): string {
      return statusLabel(status, 'detail');
    },
    statusTone(status: unknown): BadgeTone {
      return isStudioStatus(status) ? STATUS_TONES[status] : 'neutral';
    },
    capability(status: CapabilityStatus): string {
      return formatCapabilityStatus(status, locale);
    },
    teamType(type: TeamType): string {
      return t[TEAM_KEYS[type]] as string;
    },
  };
}
