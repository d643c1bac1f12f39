import { CONFLICT_RESOLUTIONS, type ConflictResolution } from '@domain/limits';
import { STUDIO_SHEET_COLUMNS } from '@domain/studio-sheet-columns';
import { type Ref, useId } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { studioImportMessages } from '../studio-import-messages';
import {
  canImport,
  currentSummary,
  plannedRows,
  type StudioImportState,
  unmappedHeaders,
} from '../utils/import-state';
import { RowsTable } from './rows-table';

function Heading({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const t = useMessages(studioImportMessages);
  return (
    <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
      {t.previewHeading}
    </h3>
  );
}

function FileLine({ fileName }: { fileName: string }) {
  const t = useMessages(studioImportMessages);
  return (
    <p className="text-sm break-words text-muted">
      {t.fileName}: <span className="font-medium text-ink">{fileName}</span>
    </p>
  );
}

/** Step 2 while the server analyses the file (or analyses it again after a change of the mapping). */
export function PreviewLoading({
  headingRef,
  fileName,
  onBack,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  fileName: string;
  onBack(): void;
}) {
  const t = useMessages(studioImportMessages);
  return (
    <div className="flex flex-col gap-4">
      <Heading headingRef={headingRef} />
      <FileLine fileName={fileName} />
      <Spinner label={t.analysing} showLabel className="py-6" />
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
      </div>
    </div>
  );
}

export interface PreviewActions {
  mapColumn(header: string, column: string | null): void;
  setResolution(resolution: ConflictResolution): void;
  setCellResolution(rowKey: string, column: string, resolution: ConflictResolution): void;
  toggleRow(rowKey: string): void;
  includeAll(): void;
  excludeAll(): void;
  back(): void;
  runImport(): Promise<void>;
}

const IGNORE = '__ignore__';

/**
 * Step 2 (product.md §13): the headers the directory does not know, each with a choice of field (or
 * ignore); the counts; the default conflict resolution; the rows with their choices; 'Back' and
 * 'Import' (disabled until every header has a choice and some row would change something).
 */
export function PreviewReady({
  headingRef,
  state,
  actions,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  state: Extract<StudioImportState, { step: 'preview' }>;
  actions: PreviewActions;
}) {
  const t = useMessages(studioImportMessages);
  const { locale } = useLocale();
  const id = useId();
  const ready = state.ready!;
  const { preview, choices } = ready;
  const summary = currentSummary(ready);
  const rows = plannedRows(ready);
  const unknown = unmappedHeaders(preview);
  const mappable = preview.headers.filter(
    (h) => h.status === 'unknown' || h.status === 'mapped' || h.status === 'ignored',
  );
  const duplicates = preview.headers.filter((h) => h.status === 'duplicate');
  const blockedId = `${id}-blocked`;
  const blocked = !canImport(state);
  const counts: [label: string, value: number, tone: string][] = [
    [t.summaryRows, summary.rows, ''],
    [t.summaryCreate, summary.create, 'text-good'],
    [t.summaryUpdate, summary.update, 'text-info'],
    [t.summarySkip, summary.skip, ''],
    [t.summaryConflicts, summary.conflicts, summary.conflicts ? 'text-warn' : ''],
    [t.summaryErrors, summary.errors, summary.errors ? 'text-bad' : ''],
  ];
  const resolutionText: Record<ConflictResolution, { label: string; hint: string }> = {
    overwrite: { label: t.resolutionOverwrite, hint: t.resolutionOverwriteHint },
    skip: { label: t.resolutionSkip, hint: t.resolutionSkipHint },
    version: { label: t.resolutionVersion, hint: t.resolutionVersionHint },
  };
  const taken = new Set(preview.headers.flatMap((h) => (h.column ? [h.column] : [])));

  return (
    <div className="flex flex-col gap-4">
      <Heading headingRef={headingRef} />
      <FileLine fileName={state.file.name} />

      {mappable.length > 0 || duplicates.length > 0 ? (
        <section aria-labelledby={`${id}-columns`} className="flex flex-col gap-2">
          <h4 id={`${id}-columns`} className="text-sm font-semibold">
            {t.columnsHeading}
          </h4>
          <p className="text-sm text-muted">{t.columnsHelp}</p>
          <ul className="flex flex-col gap-2">
            {mappable.map((header) => (
              <li key={header.header} className="flex flex-wrap items-center gap-2 text-sm">
                <label htmlFor={`${id}-map-${header.header}`} className="min-w-40 font-medium break-words">
                  {t.unknownHeader({ header: header.header })}
                </label>
                <select
                  id={`${id}-map-${header.header}`}
                  value={header.status === 'unknown' ? '' : (header.column ?? IGNORE)}
                  aria-invalid={header.status === 'unknown' ? true : undefined}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    actions.mapColumn(header.header, value === IGNORE ? null : value);
                  }}
                  className="rounded-[var(--radius-control)] border border-line bg-surface px-2 py-1"
                >
                  {header.status === 'unknown' ? (
                    <option value="" disabled>
                      {t.chooseColumn}
                    </option>
                  ) : null}
                  <option value={IGNORE}>{t.ignoreColumn}</option>
                  {STUDIO_SHEET_COLUMNS.filter(
                    (c) => c.key !== 'id' && (!taken.has(c.key) || c.key === header.column),
                  ).map((column) => (
                    <option key={column.key} value={column.key}>
                      {column.name[locale]}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
          {duplicates.map((header) => (
            <p key={header.header} className="text-sm text-warn">
              {t.duplicateHeader({ header: header.header })}
            </p>
          ))}
        </section>
      ) : null}

      <section aria-label={t.summaryLabel}>
        <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {counts.map(([label, value, tone]) => (
            <div
              key={label}
              className="flex flex-col rounded-[var(--radius-control)] border border-line bg-surface-2 px-3 py-2"
            >
              <dt className="text-xs text-muted">{label}</dt>
              <dd className={cn('text-lg font-semibold tabular-nums', tone)}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <fieldset className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line px-3 pt-1 pb-3">
        <legend className="px-1 text-sm font-semibold">{t.resolutionLegend}</legend>
        {CONFLICT_RESOLUTIONS.map((option) => (
          <div key={option} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-${option}`}
              type="radio"
              name={`${id}-resolution`}
              value={option}
              checked={choices.resolution === option}
              onChange={() => actions.setResolution(option)}
              aria-describedby={`${id}-${option}-hint`}
              className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--vp-accent)]"
            />
            <div>
              <label htmlFor={`${id}-${option}`} className="cursor-pointer font-medium">
                {resolutionText[option].label}
              </label>
              <p id={`${id}-${option}-hint`} className="text-muted">
                {resolutionText[option].hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={actions.includeAll}>
          {t.includeAll}
        </Button>
        <Button variant="secondary" size="sm" onClick={actions.excludeAll}>
          {t.excludeAll}
        </Button>
      </div>

      <RowsTable rows={rows} onToggleRow={actions.toggleRow} onCellResolution={actions.setCellResolution} />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={actions.back}>
          {t.back}
        </Button>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {blocked ? (
            <p id={blockedId} className="text-sm text-muted">
              {unknown.length > 0 ? t.mappingNeeded : t.nothingToImport}
            </p>
          ) : null}
          <Button
            onClick={() => void actions.runImport()}
            disabled={blocked}
            aria-describedby={blocked ? blockedId : undefined}
          >
            {t.import}
          </Button>
        </div>
      </div>
    </div>
  );
}
