/**
 * /compare (spec §2): no studios -> 'No Studios Selected'; `compare=true` -> selection mode;
 * 2 to 4 studios -> the comparison; a URL with 1 or more than 4 studios -> spec §5's message.
 */
import { COMPARE_MAX_STUDIOS, COMPARE_MIN_STUDIOS } from '@domain/limits';
import { Link } from 'react-router';
import { compareMessages } from '@/features/compare/compare-messages';
import { ComparisonView } from '@/features/compare/components/comparison-view';
import { StudioPicker } from '@/features/compare/components/studio-picker';
import { compareSelectUrl, useCompareUrl } from '@/features/compare/hooks/use-compare-url';
import { buttonClasses } from '@/shared/components/ui/button';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';

export function CompareRoute() {
  const t = useMessages(compareMessages);
  const { ids, pins, selecting, showComparison, showSelection, setPins } = useCompareUrl();
  useDocumentTitle(selecting ? t.selectHeading : t.pageTitle);

  if (selecting) {
    return (
      <StudioPicker
        selected={ids}
        onChange={(next) => showSelection(next, true)}
        onCompare={(next) => showComparison(next)}
        onCancel={ids.length >= COMPARE_MIN_STUDIOS ? () => showComparison(ids) : undefined}
      />
    );
  }

  if (ids.length === 0) {
    return (
      <StatePanel
        headingLevel={1}
        title={t.noStudiosTitle}
        className="mt-6"
        action={
          <Link to={compareSelectUrl([], pins)} className={buttonClasses('primary', 'lg')}>
            {t.selectStudios}
          </Link>
        }
      >
        {t.noStudiosText}
      </StatePanel>
    );
  }

  if (ids.length < COMPARE_MIN_STUDIOS || ids.length > COMPARE_MAX_STUDIOS) {
    return (
      <StatePanel
        headingLevel={1}
        role="status"
        title={ids.length < COMPARE_MIN_STUDIOS ? t.minMessage : t.maxMessage}
        className="mt-6"
        action={
          <Link
            to={compareSelectUrl(ids.slice(0, COMPARE_MAX_STUDIOS), pins)}
            className={buttonClasses('primary', 'lg')}
          >
            {t.selectStudios}
          </Link>
        }
      />
    );
  }

  return (
    <ComparisonView
      ids={ids}
      pins={pins}
      onPinsChange={setPins}
      onStudiosChange={(next) => showComparison(next)}
    />
  );
}
