/**
 * The comparison view (product.md §2): the studios from POST /api/studios/compare/, the five categories
 * (tabs from 768 px, an accordion with a studio carousel below), differing rows highlighted, best
 * values green, pinned rows on top, 'Share', 'Export PDF' and 'Export CSV' (both made by the server),
 * 'Show differences only', and 'Add Studio to Compare' while fewer than 4 are shown. The pins,
 * the open category and the filter come from the URL (use-compare-url), so 'Share' copies all of them.
 */

import { COMPARE_CATEGORIES, type CompareCategoryId } from '@domain/compare-categories';
import { compareFileName } from '@domain/compare-export';
import { serializePins, togglePin } from '@domain/compare-row-filter';
import { buildCompareTable, type CompareTableStudio } from '@domain/compare-table';
import { BASE_CURRENCY } from '@domain/currencies';
import { COMPARE_MAX_STUDIOS, MOBILE_BREAKPOINT_PX } from '@domain/limits';
import { WEB_BASE_PATH } from '@domain/web-routes';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { CurrencySelect } from '@/shared/currency/currency-select';
import { rememberReaderCurrency, useReaderRates } from '@/shared/currency/reader-currency';
import { useIsHydrating } from '@/shared/hooks/use-is-hydrating';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import type { SwipeDirection } from '@/shared/hooks/use-swipe';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { useAppOrigin } from '@/shared/lib/app-origin';
import { cn } from '@/shared/lib/cn';
import { downloadFile } from '@/shared/lib/download-file';
import { isPlainClick } from '@/shared/lib/plain-click';
import { absoluteAppUrl } from '@/shared/paths';
import { comparedStudiosQueryOptions, keptStudios, leftStudiosOf } from '../api/compare-studios';
import { compareMessages } from '../compare-messages';
import { type CompareViewState, comparePageUrl, compareSelectUrl } from '../hooks/use-compare-url';
import { compareCoversOf } from './compare-cover';
import { ComparisonAccordion } from './comparison-accordion';
import { ComparisonTabs } from './comparison-tabs';
import { LeftStudiosNotice } from './left-studios-notice';

export interface ComparisonViewProps {
  ids: readonly number[];
  view: CompareViewState;
  onViewChange(change: Partial<CompareViewState>): void;
  onStudiosChange(ids: number[]): void;
  /** Other features' controls for the compared studios (the route composes 'Contact this studio'). */
  studioActions?: (studios: readonly CompareTableStudio[]) => ReactNode;
}

const CATEGORY_IDS = COMPARE_CATEGORIES.map((c) => c.id);

interface DownloadTexts {
  tooMany(seconds: number | null): string;
  failed: string;
  saved: string;
}

export function ComparisonView({
  ids,
  view,
  onViewChange,
  onStudiosChange,
  studioActions,
}: ComparisonViewProps) {
  const t = useMessages(compareMessages);
  const { locale } = useLocale();
  const origin = useAppOrigin();
  const notify = useNotify();
  const switchId = useId();
  const [pdfPending, setPdfPending] = useState(false);
  const [csvPending, setCsvPending] = useState(false);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const hydrated = !useIsHydrating();
  const { pins, tab: category, differencesOnly } = view;
  const query = useQuery({
    ...comparedStudiosQueryOptions(ids),
    placeholderData: (previous) => keptStudios(previous, ids),
  });
  // Day rates in the studio's currency and, converted, in the reader's (product.md §18).
  const reader = useReaderRates(view.currency);
  const table = useMemo(
    () =>
      query.data
        ? buildCompareTable(query.data.studios, locale, { currency: reader.currency, table: reader.table })
        : null,
    [query.data, locale, reader.currency, reader.table],
  );

  if (query.isPending) return <Spinner label={t.loadingComparison} showLabel className="py-10" />;
  if (query.isError || !table) {
    // Studios that left the directory, too many for a comparison of the rest (issue 34): say which,
    // and offer to choose others with those that remain (Retry would ask the same again).
    const left = leftStudiosOf(query.error);
    if (left.length > 0) {
      const remaining = ids.filter((id) => !left.some((studio) => studio.id === id));
      return (
        <StatePanel
          headingLevel={1}
          role="status"
          title={remaining.length > 0 ? t.minMessage : t.noStudiosTitle}
          action={
            <Link to={compareSelectUrl(remaining, view)} className={buttonClasses('primary', 'lg')}>
              {t.selectStudios}
            </Link>
          }
        >
          <LeftStudiosNotice left={left} />
        </StatePanel>
      );
    }
    return (
      <StatePanel
        role="alert"
        tone="error"
        title={t.comparisonError}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t.retry}
          </Button>
        }
      />
    );
  }

  // The studios shown: those asked for, less any that left the directory. Every link below is theirs.
  const shownIds = table.studios.map((studio) => studio.id);
  // The whole view: studios, pins, the open category and the filter.
  const shareUrl = absoluteAppUrl(comparePageUrl(shownIds, view), origin);
  const share = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      notify('success', t.linkCopied);
    } catch {
      notify('error', t.copyFailed(shareUrl));
    }
  };
  const pin = serializePins(pins);
  const pdfHref = `/api/studios/compare/pdf/?${[
    `ids=${shownIds.join(',')}`,
    `lang=${locale}`,
    pin ? `pin=${pin}` : '',
    // The PDF shows what the page shows (its footer prints this page's address, diff=1 included).
    differencesOnly ? 'diff=1' : '',
    // EUR is the server's own default: named only when the reader's is another.
    reader.currency === BASE_CURRENCY ? '' : `currency=${reader.currency}`,
    `url=${encodeURIComponent(shareUrl)}`,
  ]
    .filter(Boolean)
    .join('&')}`;
  const pdfFileName = compareFileName(shownIds, 'pdf');
  const csvHref = `/api/studios/compare/csv/?${[
    `ids=${shownIds.join(',')}`,
    `lang=${locale}`,
    pin ? `pin=${pin}` : '',
    differencesOnly ? 'diff=1' : '',
    reader.currency === BASE_CURRENCY ? '' : `currency=${reader.currency}`,
  ]
    .filter(Boolean)
    .join('&')}`;
  const fetchFile = async (href: string, fileName: string, texts: DownloadTexts) => {
    const result = await downloadFile(href, fileName);
    if (result.kind === 'saved') notify('success', texts.saved);
    else if (result.kind === 'too-many') notify('error', texts.tooMany(result.retryAfterSeconds));
    else if (result.kind === 'busy') notify('error', t.pdfBusy(result.retryAfterSeconds));
    else notify('error', texts.failed);
  };
  // The PDF is fetched here rather than by the link itself, so that a refusal (too many requests,
  // renders busy) reads as a message instead of a failed download or a page of JSON.
  const exportPdf = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (pdfPending) return;
    setPdfPending(true);
    await fetchFile(pdfHref, pdfFileName, { tooMany: t.pdfTooMany, failed: t.pdfFailed, saved: t.pdfSaved });
    setPdfPending(false);
  };
  const csvFileName = compareFileName(shownIds, 'csv');
  // As the PDF: a plain click fetches (a refusal reads as a message), a modified click is the link's own.
  const exportCsv = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (csvPending) return;
    setCsvPending(true);
    await fetchFile(csvHref, csvFileName, {
      tooMany: t.csvTooMany,
      failed: t.csvFailed,
      saved: t.csvSaved,
    });
    setCsvPending(false);
  };
  const onSwipe = (direction: SwipeDirection) => {
    const at = CATEGORY_IDS.indexOf(category);
    const next = direction === 'left' ? Math.min(CATEGORY_IDS.length - 1, at + 1) : Math.max(0, at - 1);
    onViewChange({ tab: CATEGORY_IDS[next]! });
  };
  const layoutProps = {
    table,
    covers: compareCoversOf(query.data?.studios),
    category,
    onCategoryChange: (tab: CompareCategoryId) => onViewChange({ tab }),
    // A tab is a link to the comparison showing it, taken before the app runs (tabs.tsx).
    categoryHref: (tab: CompareCategoryId) => `${WEB_BASE_PATH}${comparePageUrl(shownIds, { ...view, tab })}`,
    pins,
    onTogglePin: (id: string) => onViewChange({ pins: togglePin(pins, id) }),
    differencesOnly,
    onRemoveStudio: (id: number) => onStudiosChange(shownIds.filter((s) => s !== id)),
    onSwipe,
  };

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.comparisonHeading}</h1>
          <p className="mt-1 text-muted">{t.comparisonIntro(table.studios.length)}</p>
          {query.data?.left.length ? (
            <p
              role="status"
              className="mt-2 rounded-[var(--radius-control)] border border-warn bg-highlight px-3 py-2 text-sm font-medium"
            >
              <LeftStudiosNotice left={query.data.left} />
            </p>
          ) : null}
        </div>
        <div role="toolbar" aria-label={t.toolbarLabel} className="flex flex-wrap items-center gap-2">
          {/* needs-script: hidden without scripts (no-script.css), where the control cannot work. */}
          <Button variant="secondary" size="sm" onClick={() => void share()} className="needs-script">
            {t.share}
          </Button>
          <a
            href={pdfHref}
            download={pdfFileName}
            onClick={(event) => void exportPdf(event)}
            aria-busy={pdfPending || undefined}
            className={buttonClasses('secondary', 'sm')}
          >
            {t.exportPdf}
          </a>
          <a
            href={csvHref}
            download={csvFileName}
            onClick={(event) => void exportCsv(event)}
            aria-busy={csvPending || undefined}
            className={buttonClasses('secondary', 'sm')}
          >
            {t.exportCsv}
          </a>
          {shownIds.length < COMPARE_MAX_STUDIOS ? (
            // The picker's choices are buttons: it needs scripts too.
            <Link
              to={compareSelectUrl(shownIds, view)}
              className={buttonClasses('primary', 'sm', 'needs-script')}
            >
              <span aria-hidden="true">+</span> {t.addStudioToCompare}
            </Link>
          ) : null}
        </div>
      </header>

      <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
        <div className="needs-script flex items-center gap-3">
          <button
            type="button"
            role="switch"
            id={switchId}
            aria-checked={differencesOnly}
            onClick={() => onViewChange({ differencesOnly: !differencesOnly })}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors duration-150',
              differencesOnly ? 'border-accent bg-accent' : 'border-line-strong bg-surface-2',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block h-4 w-4 rounded-full transition-transform duration-150',
                differencesOnly ? 'translate-x-6 bg-accent-ink' : 'translate-x-1 bg-muted',
              )}
            />
          </button>
          <label htmlFor={switchId} className="cursor-pointer text-sm font-medium whitespace-nowrap">
            {t.differencesOnly}
          </label>
        </div>
        <CurrencySelect
          currency={reader.currency}
          choices={reader.choices}
          onChange={(code) => {
            rememberReaderCurrency(code);
            onViewChange({ currency: code });
          }}
        />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <li>
            <span className="rounded bg-highlight px-1.5 py-0.5 text-ink">{t.legendDiffers}</span>
          </li>
          <li className="font-semibold text-good">{t.legendBest}</li>
          <li className="needs-script">{t.pinHint}</li>
        </ul>
      </div>

      {/* Until the app has taken over a server-rendered page, both layouts are in it and CSS shows
          the screen's own (no-script.css: the table when scripts never run), so a phone paints its
          layout at once; then only the screen's layout stays, each keeping its place in the tree. */}
      <div className={hydrated ? (isMobile ? undefined : 'hidden') : 'compare-layout-phone md:hidden'}>
        {!hydrated || isMobile ? <ComparisonAccordion {...layoutProps} /> : null}
      </div>
      <div className={hydrated ? (isMobile ? 'hidden' : undefined) : 'compare-layout-desk max-md:hidden'}>
        {!hydrated || !isMobile ? <ComparisonTabs {...layoutProps} /> : null}
      </div>
      {studioActions ? <div className="needs-script">{studioActions(table.studios)}</div> : null}
    </div>
  );
}
