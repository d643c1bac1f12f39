/**
 * The comparison below 768 px (product.md §2): one studio at a time in a carousel with Previous and Next,
 * and the five categories as an accordion (one open at a time: the "tab"). A horizontal swipe opens
 * the next or previous category. Rows that differ and best values are marked as on the desktop.
 */
import { COMPARE_CATEGORIES, type CompareCategoryId, compareCategoryName } from '@domain/compare-categories';
import { rowsForCategory } from '@domain/compare-row-filter';
import * as Accordion from '@radix-ui/react-accordion';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { useSwipe } from '@/shared/hooks/use-swipe';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { paths } from '@/shared/paths';
import { compareMessages } from '../compare-messages';
import { useTapFeedback } from '../hooks/use-tap-feedback';
import { CellValue, PinButton, RowLabel } from './compare-cells';
import { CompareCover } from './compare-cover';
import type { ComparisonLayoutProps } from './comparison-tabs';

export function ComparisonAccordion({
  table,
  covers,
  category,
  onCategoryChange,
  pins,
  onTogglePin,
  differencesOnly,
  onRemoveStudio,
  onSwipe,
}: ComparisonLayoutProps) {
  const t = useMessages(compareMessages);
  const { locale } = useLocale();
  const [index, setIndex] = useState(0);
  const [prevTapped, tapPrev] = useTapFeedback();
  const [nextTapped, tapNext] = useTapFeedback();
  const swipe = useSwipe(onSwipe);
  const count = table.studios.length;
  const current = Math.min(index, count - 1);
  const studio = table.studios[current]!;
  const pinned = new Set(pins);

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-roledescription="carousel"
        aria-label={t.carouselLabel}
        className="rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)]"
      >
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={() => {
              tapPrev();
              setIndex(Math.max(0, current - 1));
            }}
            disabled={current === 0}
            className={buttonClasses('secondary', 'sm', prevTapped ? 'scale-95 bg-surface-2' : undefined)}
          >
            <span aria-hidden="true">‹</span> {t.previous}
          </button>
          <p className="text-sm text-muted" aria-live="polite" data-testid="carousel-position">
            {t.studioOf({ n: current + 1, total: count })}
          </p>
          <button
            type="button"
            onClick={() => {
              tapNext();
              setIndex(Math.min(count - 1, current + 1));
            }}
            disabled={current === count - 1}
            className={buttonClasses('secondary', 'sm', nextTapped ? 'scale-95 bg-surface-2' : undefined)}
          >
            {t.next} <span aria-hidden="true">›</span>
          </button>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is role=group with aria-roledescription. */}
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={t.studioOf({ n: current + 1, total: count })}
          className="mt-3 flex flex-wrap items-start justify-between gap-3"
        >
          {covers ? (
            <div className="w-full">
              <CompareCover cover={covers.get(studio.id) ?? null} sizes="calc(100vw - 24px)" priority />
            </div>
          ) : null}
          <div className="min-w-0">
            <h2 className="text-lg font-semibold break-words" data-testid="carousel-studio">
              <Link
                to={paths.studio(studio.id)}
                className="text-ink underline decoration-line-strong decoration-1"
              >
                {studio.name}
              </Link>
            </h2>
            <p className="text-sm text-muted">{[studio.city, studio.country].filter(Boolean).join(', ')}</p>
          </div>
          <button
            type="button"
            onClick={() => onRemoveStudio(studio.id)}
            aria-label={t.removeStudio(studio.name)}
            className={buttonClasses('ghost', 'sm', 'shrink-0 text-bad')}
          >
            {t.remove}
          </button>
        </div>
      </section>

      <div {...swipe} data-testid="compare-accordion">
        <Accordion.Root
          type="single"
          collapsible
          value={category}
          onValueChange={(value) => {
            if (value) onCategoryChange(value as CompareCategoryId);
          }}
          className="flex flex-col gap-2"
        >
          {COMPARE_CATEGORIES.map((c) => {
            const rows = rowsForCategory(table, c.id, { pins, differencesOnly });
            return (
              <Accordion.Item
                key={c.id}
                value={c.id}
                className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
              >
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className="flex w-full items-center justify-between gap-2 px-4 py-3 text-left font-semibold transition-colors duration-150 hover:bg-surface-2 active:bg-surface-2">
                      {compareCategoryName(c.id, locale)}
                      <span aria-hidden="true" className="text-muted">
                        {category === c.id ? '▾' : '▸'}
                      </span>
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className="border-t border-line">
                  {rows.length === 0 ? (
                    <p className="px-4 py-4 text-sm text-muted">{t.noDifferences}</p>
                  ) : (
                    <dl>
                      {rows.map((row) => {
                        const isPinned = pinned.has(row.id);
                        return (
                          <div
                            key={row.id}
                            data-row-id={row.id}
                            data-differs={row.differs ? 'true' : undefined}
                            className={cn(
                              'flex flex-col gap-1 border-b border-line px-4 py-2 last:border-b-0',
                              row.differs && 'bg-highlight',
                              isPinned && 'shadow-[inset_3px_0_0_var(--vp-accent)]',
                            )}
                          >
                            <dt className="flex items-center gap-2 text-sm font-medium">
                              <PinButton row={row} pinned={isPinned} onToggle={onTogglePin} />
                              <RowLabel row={row} />
                            </dt>
                            <dd className="pl-9 text-sm">
                              <CellValue row={row} cell={row.cells[current]!} />
                            </dd>
                          </div>
                        );
                      })}
                    </dl>
                  )}
                </Accordion.Content>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      </div>
    </div>
  );
}
