import { duplicateReasonsText } from '@domain/duplicate-reasons';
import type { ImportDuplicate } from '@domain/studio-import-duplicates';
import { Badge } from '@/shared/components/ui/badge';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioImportMessages } from '../studio-import-messages';

/**
 * A preview row's likely duplicates (product.md §20): a warning under the row's studio, each with its
 * reasons; the row imports all the same.
 */
export function DuplicateWarnings({ duplicates }: { duplicates: readonly ImportDuplicate[] }) {
  const t = useMessages(studioImportMessages);
  const { locale } = useLocale();
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-xs" data-testid="import-duplicate-warnings">
      {duplicates.map((d) => (
        <li key={d.studioId === null ? `row-${d.row}` : `studio-${d.studioId}`}>
          <Badge tone="warn">{t.likelyDuplicate}</Badge>{' '}
          {d.studioId === null
            ? t.duplicateOfRow({ name: d.name, row: d.row ?? 0 })
            : t.duplicateOfStudio({ name: d.name, id: d.studioId })}
          {': '}
          <span className="text-muted">{duplicateReasonsText(d.reasons, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
