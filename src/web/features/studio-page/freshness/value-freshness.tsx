/**
 * A value's standing (product.md §14): 'Verified <date> by the owner / an admin / an approved
 * correction', or, when no person has vouched for it, 'Added from a spreadsheet, <date>' (a JSON
 * import, the demo data, ...); 'Possibly out of date' when that is over 12 months ago, and for the studio's editors (admins, its
 * owners) 'Still correct', whose code only they download.
 */
import { formatShortDate } from '@domain/format-date';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { feedbackMessages } from '../feedback-messages';
import type { Verification } from './get-verifications';

const StillCorrectButton = lazyNamed(() => import('./still-correct-button'), 'StillCorrectButton');

export function ValueFreshness({
  studioId,
  valueKey,
  name,
  verification,
}: {
  studioId: number;
  /** The field or parameter key, for 'Still correct'. */
  valueKey: string;
  name: string;
  verification: Verification | undefined;
}) {
  const t = useMessages(feedbackMessages);
  const { locale } = useLocale();
  if (!verification) return null;
  const at = verification.status === 'verified' ? verification.verified_at : verification.added_at;
  const date = formatShortDate(at, locale) ?? '';
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted">
      <span>
        <time dateTime={at}>
          {verification.status === 'verified'
            ? t.verifiedOn({ date, by: verification.verified_by })
            : t.addedOn({ date, from: verification.added_from })}
        </time>
        {verification.status === 'added' ? <span className="sr-only"> ({t.notVerifiedHint})</span> : null}
      </span>
      {verification.stale ? (
        <span
          className="rounded bg-warn-soft px-1.5 py-0.5 font-medium text-ink"
          title={t.possiblyOutdatedHint}
        >
          {t.possiblyOutdated}
          <span className="sr-only"> ({t.possiblyOutdatedHint})</span>
        </span>
      ) : null}
      <ForStudioEditors studioId={studioId}>
        <StillCorrectButton studioId={studioId} keys={[valueKey]} name={name} />
      </ForStudioEditors>
    </span>
  );
}
