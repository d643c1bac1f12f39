/**
 * One catalog of the words for a studio's enumerations, read by the cards, the detail page, the
 * admin editors, the change history and compare (product.md §4, §5):
 * - status: the same word in the list and on the studio's page; 'Published' claims nothing more
 *   (an 'Owner-verified' mark needs an approved owner claim, product.md §4); anything the app does
 *   not know reads 'Unknown', never a guess;
 * - a 3DGS/4DGS capability status (the domain's formatCapabilityStatus: the PDF and CSV say the same);
 * - a team's type.
 */
import type { TeamType } from '@domain/limits';
import type { CapabilityStatus } from '@domain/parameter-catalog';
import { isStudioStatus, STUDIO_STATUS_LABELS, type StudioStatus } from '@domain/studio-status';
import { formatCapabilityStatus, formatTeamType } from '@domain/value-format';
import type { BadgeTone } from '@/shared/components/ui/badge';
import { useLocale } from './i18n-provider';
import type { Locale } from './locale';

const STATUS_WORDS: Record<Locale, Record<StudioStatus | 'unknown', string>> = STUDIO_STATUS_LABELS;

const STATUS_TONES: Record<StudioStatus, BadgeTone> = {
  published: 'good',
  pending_review: 'warn',
  draft: 'neutral',
  archived: 'bad',
};

export function studioStatusLabel(status: unknown, locale: Locale): string {
  const words = STATUS_WORDS[locale];
  return isStudioStatus(status) ? words[status] : words.unknown;
}

export function studioStatusTone(status: unknown): BadgeTone {
  return isStudioStatus(status) ? STATUS_TONES[status] : 'neutral';
}

/** The labels in the reader's language. */
export function useStudioLabels() {
  const { locale } = useLocale();
  return {
    status: (status: unknown) => studioStatusLabel(status, locale),
    statusTone: studioStatusTone,
    capability: (status: CapabilityStatus) => formatCapabilityStatus(status, locale),
    teamType: (type: TeamType) => formatTeamType(type, locale),
  };
}
