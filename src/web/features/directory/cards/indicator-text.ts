import type { TristateOption } from '@domain/studio-filters';
import { TRISTATE_SYMBOLS } from '@domain/value-format';
import type { DirectoryMessages } from '../directory-messages';

/**
 * A card's indicator: 'LED ceiling ✓' for the eye, 'LED ceiling: yes' for screen readers. A capability
 * offered only in part says so to both ('3DGS ✓ (limited)', '3DGS: yes (limited)'), as compare's
 * 'Yes (limited)': a full ✓ alone would claim more than the studio does.
 */
export function indicatorText(
  label: string,
  value: TristateOption,
  limited: boolean,
  t: Pick<DirectoryMessages, 'yes' | 'no' | 'unknown' | 'limited' | 'indicator'>,
): { shown: string; spoken: string } {
  const note = limited && value === 'yes' ? ` (${t.limited})` : '';
  return {
    shown: `${label} ${TRISTATE_SYMBOLS[value]}${note}`,
    spoken: t.indicator({ label, value: `${t[value]}${note}` }),
  };
}
