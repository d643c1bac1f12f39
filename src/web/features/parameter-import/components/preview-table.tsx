import { displayNameOf } from '@domain/parameter-catalog';
import type { PreviewItemDto } from '@domain/schemas/import-schemas';
import { memo, useEffect, useRef, useState } from 'react';
import { ImportTable } from '@/shared/components/import/import-table';
import { Badge } from '@/shared/components/ui/badge';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { type ParameterImportMessages, parameterImportMessages } from '../parameter-import-messages';
import { isSelectable } from '../utils/import-state';
import { clipValue, rowsToShow } from '../utils/preview-rows';

/** Rows rendered at first and added each time the end of the list scrolls into view. */
export const PREVIEW_ROW_CHUNK = 100;

/**
 * The preview items (product.md §2: at most 24rem high, scrolling): a checkbox each, the action with a
 * conflict marker, the current value beside the incoming one, and per-item errors. A file may hold
 * 5,000 items, so rows are rendered in chunks as the list scrolls, and a row re-renders only when
 * its own checkbox changes. The scrolling region takes keyboard focus and has a name.
 */
export function PreviewTable({
  items,
  selected,
  onToggle,
}: {
  items: readonly PreviewItemDto[];
  selected: ReadonlySet<string>;
  onToggle(name: string): void;
}) {
  const t = useMessages(parameterImportMessages);
  const { locale } = useLocale();
  const [limit, setLimit] = useState(PREVIEW_ROW_CHUNK);
  const scroller = useRef<HTMLElement>(null);
  const end = useRef<HTMLTableRowElement>(null);
  const shown = rowsToShow(items.length, limit);

  useEffect(() => {
    const root = scroller.current;
    const target = end.current;
    if (!root || !target || shown >= items.length) return;
    // Observed afresh after every chunk: if the end is still in view, the next chunk follows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((l) => l + PREVIEW_ROW_CHUNK);
      },
      { root, rootMargin: '0px 0px 320px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown, items.length]);

  return (
    <div className="flex flex-col gap-1.5">
      <ImportTable
        label={t.itemsLabel}
        caption={t.itemsCaption}
        headers={[t.columnParameter, t.columnAction, t.columnCurrent, t.columnIncoming]}
        scrollerRef={scroller}
        className="min-w-[40rem] table-fixed"
        columns={
          <colgroup>
            <col className="w-[36%]" />
            <col className="w-[8.5rem]" />
            <col />
            <col />
          </colgroup>
        }
      >
        {items.slice(0, shown).map((item, index) => (
          <PreviewRow
            // Names may repeat (a duplicate key is listed with its error), so the index keys rows.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the preview's life.
            key={index}
            index={index}
            item={item}
            checked={isSelectable(item) && selected.has(item.parameter_name)}
            onToggle={onToggle}
            t={t}
            locale={locale}
          />
        ))}
        {shown < items.length ? (
          <tr ref={end}>
            <td colSpan={4} className="px-3 py-3 text-center text-sm text-muted">
              {t.showingRows({ shown, total: items.length })}
            </td>
          </tr>
        ) : null}
      </ImportTable>
    </div>
  );
}

const ACTION_TONE = { create: 'good', update: 'info', skip: 'neutral' } as const;

const PreviewRow = memo(function PreviewRow({
  index,
  item,
  checked,
  onToggle,
  t,
  locale,
}: {
  index: number;
  item: PreviewItemDto;
  checked: boolean;
  onToggle(name: string): void;
  t: ParameterImportMessages;
  locale: 'en' | 'ru';
}) {
  const selectable = isSelectable(item);
  const name = item.display_name ?? displayNameOf(item.parameter_name, locale);
  const checkboxId = `import-item-${index}`;
  const errorId = `import-item-${index}-error`;
  const actionLabel = item.error
    ? t.actionError
    : { create: t.actionCreate, update: t.actionUpdate, skip: t.actionSkip }[item.action];
  return (
    <tr className={item.conflict ? 'bg-warn-soft/40' : undefined}>
      <td className="px-3 py-2 align-top">
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--vp-accent)] disabled:cursor-not-allowed"
            checked={checked}
            disabled={!selectable}
            aria-describedby={item.error ? errorId : undefined}
            onChange={() => onToggle(item.parameter_name)}
          />
          <label htmlFor={checkboxId} className="min-w-0 cursor-pointer break-words">
            <span className="block font-medium text-ink">{name}</span>
            <span className="block font-mono text-xs break-all text-muted">{item.parameter_name}</span>
          </label>
        </div>
      </td>
      <td className="px-3 py-2 align-top">
        <div className="flex flex-wrap gap-1">
          <Badge tone={item.error ? 'bad' : ACTION_TONE[item.action]}>{actionLabel}</Badge>
          {item.conflict ? (
            <Badge tone="warn">
              <span aria-hidden="true">⚠</span>
              {t.conflict}
              <span className="sr-only">: {t.conflictHint}</span>
            </Badge>
          ) : null}
        </div>
      </td>
      <td className="px-3 py-2 align-top break-words text-muted">
        {item.current_value === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t.noValue}</span>
          </>
        ) : (
          <span className="whitespace-pre-line">{clipValue(item.current_value)}</span>
        )}
      </td>
      <td className="px-3 py-2 align-top break-words">
        {item.error ? (
          <span id={errorId} className="text-bad">
            {item.error}
          </span>
        ) : (
          <span className="whitespace-pre-line">{clipValue(item.parameter_value)}</span>
        )}
      </td>
    </tr>
  );
});
