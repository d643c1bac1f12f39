/**
 * 'Add to compare' on a studio's page (product.md §16): the comparison's picker with the reader's
 * current selection (the one the header's Compare link opens) and this studio. A link: it works before
 * the app's script runs too.
 */

import { COMPARE_MAX_STUDIOS } from '@domain/limits';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useCompareSelection } from '@/shared/lib/compare-selection';
import { paths } from '@/shared/paths';
import { shortlistMessages } from '../shortlist-messages';

export function AddToCompareLink({ studio }: { studio: { id: number } }) {
  const t = useMessages(shortlistMessages);
  const location = useLocation();
  const selection = useCompareSelection(location.pathname, location.search);
  const others = selection.filter((id) => id !== studio.id).slice(0, COMPARE_MAX_STUDIOS - 1);
  return (
    <Link to={paths.compareSelect([...others, studio.id])} className={buttonClasses('secondary', 'md')}>
      {t.addToCompare}
    </Link>
  );
}
