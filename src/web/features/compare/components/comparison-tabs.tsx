/**
 * The comparison from 768 px up: the five categories as tabs, each a table with the studio names as
 * its header row and the row labels as its first column, both sticky while the table scrolls (it
 * scrolls inside its own box, so both stay in view). Pinned rows lead every tab.
 */
import { COMPARE_CATEGORIES, type CompareCategoryId, compareCategoryName } from '@domain/compare-categories';
import { rowsForCategory } from '@domain/compare-row-filter';
import type { CompareTable } from '@domain/compare-table';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Tabs } from '@/shared/components/ui/tabs';
import type { SwipeDirection } from '@/shared/hooks/use-swipe';
import { useSwipe } from '@/shared/hooks/use-swipe';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { paths } from '@/shared/paths';
import { compareMessages } from '../compare-messages';
import { CellValue, PinButton, RowLabel } from './compare-cells';
import { CompareCover, type CompareCovers } from './compare-cover';

export interface ComparisonLayoutProps {
  table: CompareTable;
  /** Each studio's cover (issue 18); null when none has one. */
  covers: CompareCovers;
  category: CompareCategoryId;
  onCategoryChange(category: CompareCategoryId): void;
  /** The address of the comparison showing a category (the page's own, with its view). */
  categoryHref(category: CompareCategoryId): string;
  pins: readonly string[];
  onTogglePin(id: string): void;
  differencesOnly: boolean;
  onRemoveStudio(id: number): void;
  onSwipe(direction: SwipeDirection): void;
}

export function ComparisonTabs(props: ComparisonLayoutProps) {
  const { category, onCategoryChange, onSwipe, table, onRemoveStudio } = props;
  const t = useMessages(compareMessages);
  const { locale } = useLocale();
  const swipe = useSwipe(onSwipe);
  const rootRef = useRef<HTMLDivElement>(null);
  // A removed studio's × goes with its column: focus moves to the × of the studio now in its place
  // (the next one, else the one before), as the phone's Remove stays under the finger.
  const focusAfterRemove = useRef<number | null>(null);
  const removeStudio = (id: number) => {
    const order = table.studios.map((studio) => studio.id);
    const at = order.indexOf(id);
    focusAfterRemove.current = order[at + 1] ?? order[at - 1] ?? null;
    onRemoveStudio(id);
  };
  useEffect(() => {
    const next = focusAfterRemove.current;
    if (next === null || table.studios.length === 0) return;
    const button = rootRef.current?.querySelector<HTMLButtonElement>(
      `[role="tabpanel"][data-state="active"] [data-remove-studio="${next}"]`,
    );
    if (!button) return;
    focusAfterRemove.current = null;
    button.focus();
  }, [table]);
  return (
    <div {...swipe} ref={rootRef} data-testid="compare-tabs">
      {/* Every category's table is in the page, the other tabs' panels hidden: without scripts the
          tabs cannot switch, so no-script.css hides the tab list and shows every panel under its
          heading (the heading is hidden while scripts run: the tab names the panel then). */}
      <Tabs
        label={t.categoriesLabel}
        value={category}
        onValueChange={(value) => onCategoryChange(value as CompareCategoryId)}
        hrefOf={(value) => props.categoryHref(value as CompareCategoryId)}
        forceMount
        className="compare-tabs"
        items={COMPARE_CATEGORIES.map((c) => ({
          value: c.id,
          label: compareCategoryName(c.id, locale),
          content: (
            <>
              <h2 className="compare-category-heading mb-2 hidden text-lg font-semibold">
                {compareCategoryName(c.id, locale)}
              </h2>
              <CategoryTable {...props} category={c.id} onRemoveStudio={removeStudio} />
            </>
          ),
        }))}
      />
    </div>
  );
}

function CategoryTable({
  table,
  covers,
  category,
  pins,
  onTogglePin,
  differencesOnly,
  onRemoveStudio,
}: ComparisonLayoutProps) {
  const t = useMessages(compareMessages);
  const { locale } = useLocale();
  const rows = rowsForCategory(table, category, { pins, differencesOnly });
  const pinned = new Set(pins);
  const name = compareCategoryName(category, locale);
  return (
    <section
      aria-label={t.tableLabel(name)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it.
      tabIndex={0}
      data-swipe-scroller=""
      // relative: the box is the containing block of the cells' visually hidden texts (position:
      // absolute, such as a website link's 'opens in a new tab'), so it clips them too; a static box
      // let the third column's stick out past the page (768 to 800 px scrolled the page sideways).
      className="relative max-h-[min(70dvh,48rem)] overflow-auto rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]"
    >
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-left text-sm"
        // Room for every studio: narrower screens scroll the table sideways, the labels staying put.
        style={{ minWidth: `${14 + table.studios.length * 12}rem` }}
      >
        <caption className="sr-only">{t.tableLabel(name)}</caption>
        <thead>
          {covers ? (
            // Above the names, and not sticky: the covers scroll away, the names stay in view.
            <tr data-testid="compare-covers">
              <td className="sticky left-0 z-30 bg-surface-2" />
              {table.studios.map((studio) => (
                <td key={studio.id} className="border-l border-line bg-surface-2 px-3 pt-3">
                  <CompareCover cover={covers.get(studio.id) ?? null} sizes="20rem" />
                </td>
              ))}
            </tr>
          ) : null}
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-30 w-44 border-b border-line bg-surface-2 px-3 py-3 align-bottom font-semibold lg:w-56"
            >
              {t.parameter}
            </th>
            {table.studios.map((studio) => (
              <th
                key={studio.id}
                scope="col"
                className="sticky top-0 z-20 min-w-40 border-b border-l border-line bg-surface-2 px-3 py-3 align-bottom"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <Link
                      to={paths.studio(studio.id)}
                      className="font-semibold break-words text-ink underline decoration-line-strong decoration-1 hover:decoration-2"
                    >
                      {studio.name}
                    </Link>
                    <span className="block text-xs font-normal text-muted">
                      {[studio.city, studio.country].filter(Boolean).join(', ')}
                    </span>
                  </div>
                  <button
                    type="button"
                    onClick={() => onRemoveStudio(studio.id)}
                    data-remove-studio={studio.id}
                    aria-label={t.removeStudio(studio.name)}
                    title={t.removeStudio(studio.name)}
                    className="needs-script inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-muted transition-colors duration-150 hover:bg-surface hover:text-bad"
                  >
                    <span aria-hidden="true" className="text-lg leading-none">
                      ×
                    </span>
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={table.studios.length + 1} className="px-3 py-6 text-center text-muted">
                {t.noDifferences}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const isPinned = pinned.has(row.id);
              const tone = row.differs ? 'bg-highlight' : 'bg-surface';
              return (
                <tr
                  key={row.id}
                  data-row-id={row.id}
                  data-row-label={row.label}
                  data-differs={row.differs ? 'true' : undefined}
                  data-pinned={isPinned ? 'true' : undefined}
                  className={tone}
                >
                  <th
                    scope="row"
                    className={cn(
                      'sticky left-0 z-10 border-b border-line px-3 py-2 align-top font-medium',
                      tone,
                      isPinned && 'shadow-[inset_3px_0_0_var(--vp-accent)]',
                    )}
                  >
                    <div className="flex items-start gap-2">
                      <PinButton row={row} pinned={isPinned} onToggle={onTogglePin} />
                      <span className="pt-1">
                        <RowLabel row={row} />
                        {isPinned && row.category !== category ? (
                          <span className="block text-xs font-normal text-muted">
                            {compareCategoryName(row.category, locale)}
                          </span>
                        ) : null}
                      </span>
                    </div>
                  </th>
                  {row.cells.map((cell, i) => (
                    <td
                      key={table.studios[i]?.id ?? i}
                      className="border-b border-l border-line px-3 py-2 align-top"
                    >
                      <CellValue row={row} cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}
