import type { ConflictResolution } from '@domain/limits';
import { STUDIO_SHEET_COLUMNS } from '@domain/studio-sheet-columns';
import { type Ref, useId } from 'react';
import { ImportPreviewStep } from '@/shared/components/import/import-preview-step';
import { ConflictChoice, conflictChoiceTexts } from '@/shared/components/import/import-step-parts';
import { Button } from '@/shared/components/ui/button';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioImportMessages } from '../studio-import-messages';
import {
  canImport,
  currentSummary,
  plannedRows,
  type StudioImportState,
  unmappedHeaders,
} from '../utils/import-state';
import { RowsTable } from './rows-table';

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
  const blocked = !canImport(state);
  const taken = new Set(preview.headers.flatMap((h) => (h.column ? [h.column] : [])));

  return (
    <ImportPreviewStep
      headingRef={headingRef}
      fileName={state.file.name}
      beforeSummary={
        mappable.length > 0 || duplicates.length > 0 ? (
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
        ) : null
      }
      summary={{
        ...summary,
        first: [t.summaryRows, summary.rows],
        errors: [t.summaryErrors, summary.errors],
      }}
      blockedReason={blocked ? (unknown.length > 0 ? t.mappingNeeded : t.nothingToImport) : null}
      onBack={actions.back}
      onImport={() => void actions.runImport()}
    >
      <ConflictChoice
        texts={conflictChoiceTexts(t)}
        value={choices.resolution}
        onChange={actions.setResolution}
      />

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={actions.includeAll}>
          {t.includeAll}
        </Button>
        <Button variant="secondary" size="sm" onClick={actions.excludeAll}>
          {t.excludeAll}
        </Button>
      </div>

      <RowsTable rows={rows} onToggleRow={actions.toggleRow} onCellResolution={actions.setCellResolution} />
    </ImportPreviewStep>
  );
}
