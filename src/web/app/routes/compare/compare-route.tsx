/**
 * /compare (product.md §2): no studios -> 'No Studios Selected'; `compare=true` -> selection mode;
 * 2 to 4 studios -> the comparison; one studio (say, the others removed) -> that studio kept in the
 * picker with product.md §5's message, so one more can be added at once; more than 4 -> the message.
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
  const { ids, view, selecting, showComparison, showSelection, setView } = useCompareUrl();
  const tooFew = !selecting && ids.length > 0 && ids.length < COMPARE_MIN_STUDIOS;
  useDocumentTitle(selecting || tooFew ? t.selectHeading : t.pageTitle);

  if (selecting || tooFew) {
    return (
      <StudioPicker
        selected={ids}
        // The URL keeps the studio; adding or removing one stays where the reader is.
        onChange={(next) => showSelection(next, { keepScroll: true })}
        onCompare={(next) => showComparison(next)}
        onCancel={selecting && ids.length >= COMPARE_MIN_STUDIOS ? () => showComparison(ids) : undefined}
        notice={tooFew ? t.addOneMore : undefined}
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
          <Link to={compareSelectUrl([], view)} className={buttonClasses('primary', 'lg')}>
            {t.selectStudios}
          </Link>
        }
      >
        {t.noStudiosText}
      </StatePanel>
    );
  }

  if (ids.length > COMPARE_MAX_STUDIOS) {
    return (
      <StatePanel
        headingLevel={1}
        role="status"
        title={t.maxMessage}
        className="mt-6"
        action={
          <Link
            to={compareSelectUrl(ids.slice(0, COMPARE_MAX_STUDIOS), view)}
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
      view={view}
      onViewChange={setView}
      // Down to one studio, the picker opens at its top, where the message and the studio are.
      onStudiosChange={(next) => showComparison(next, { keepScroll: next.length >= COMPARE_MIN_STUDIOS })}
    />
  );
}
