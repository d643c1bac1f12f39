import { CONFLICT_RESOLUTIONS, type ConflictResolution } from '@domain/limits';
import { effectiveAction, type PlannedRow } from '@domain/studio-import-plan';
import { sheetProblemText } from '@domain/studio-import-problems';
import { useId, useState } from 'react';
import { ImportTable } from '@/shared/components/import/import-table';
import { Badge, type BadgeTone } from '@/shared/components/ui/badge';
import { Button } from '@/shared/components/ui/button';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { type StudioImportMessages, studioImportMessages } from '../studio-import-messages';
import { cellText, columnLabel } from '../utils/cell-text';
import { DuplicateWarnings } from './duplicate-warnings';

/** Rows shown at first, and added by 'Show more': a 10,000-row file stays quick to open. */
const PAGE = 50;

function actionBadge(row: PlannedRow, t: StudioImportMessages): { label: string; tone: BadgeTone } {
  if (row.problems.length > 0) return { label: t.actionRefused, tone: 'bad' };
  const action = effectiveAction(row);
  if (action === 'create') return { label: t.actionCreate, tone: 'good' };
  if (action === 'update') return { label: t.actionUpdate, tone: 'info' };
  return { label: t.actionSkip, tone: 'neutral' };
}

/**
 * The preview's rows (product.md §13): a checkbox to take each in or leave it out, the row's number,
 * its studio (or 'new studio'), what it would do, its problems with their column, and a disclosure
 * with its changes, current against new, each conflict with its own choice. At most 24rem high.
 */
export function RowsTable({
  rows,
  onToggleRow,
  onCellResolution,
}: {
  rows: readonly PlannedRow[];
  onToggleRow(rowKey: string): void;
  onCellResolution(rowKey: string, column: string, resolution: ConflictResolution): void;
}) {
  const t = useMessages(studioImportMessages);
  const [shown, setShown] = useState(PAGE);
  const visible = rows.slice(0, shown);
  return (
    <div className="flex flex-col gap-2">
      <ImportTable
        label={t.rowsCaption}
        caption={t.rowsCaption}
        headers={[t.columnImport, t.columnRow, t.columnStudio, t.columnAction, t.columnChanges]}
        dense
      >
        {visible.map((row) => (
          <RowLines key={row.row} row={row} onToggleRow={onToggleRow} onCellResolution={onCellResolution} />
        ))}
      </ImportTable>
      {shown < rows.length ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => setShown((n) => n + PAGE * 4)}
        >
          {t.showMore({ shown: Math.min(shown, rows.length), total: rows.length })}
        </Button>
      ) : null}
    </div>
  );
}

function RowLines({
  row,
  onToggleRow,
  onCellResolution,
}: {
  row: PlannedRow;
  onToggleRow(rowKey: string): void;
  onCellResolution(rowKey: string, column: string, resolution: ConflictResolution): void;
}) {
  const t = useMessages(studioImportMessages);
  const { locale } = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const badge = actionBadge(row, t);
  const name = row.name || t.unnamed;
  const selectable = row.rowKey !== null && row.action !== 'skip';
  const conflicts = row.cells.filter((c) => c.conflict).length;
  const resolutionLabel: Record<ConflictResolution, string> = {
    overwrite: t.resolutionOverwrite,
    skip: t.resolutionSkip,
    version: t.resolutionVersion,
  };
  return (
    <>
      <tr className="border-t border-line align-top">
        <td className="px-2 py-1.5">
          {selectable ? (
            <input
              type="checkbox"
              checked={!row.excluded}
              onChange={() => onToggleRow(row.rowKey!)}
              aria-label={t.includeRow({ row: row.row, name })}
              className="h-4 w-4 cursor-pointer accent-[var(--vp-accent)]"
            />
          ) : null}
        </td>
        <td className="px-2 py-1.5 tabular-nums">{row.row}</td>
        <td className="px-2 py-1.5">
          <span className="font-medium break-words">{name}</span>
          <span className="block text-xs text-muted">
            {row.studioId ? t.studioId({ id: row.studioId }) : row.problems.length === 0 ? t.newStudio : ''}
            {row.rememberedExclusion && row.excluded ? ` · ${t.rememberedExclusion}` : ''}
          </span>
          {row.problems.length > 0 ? (
            <ul className="mt-1 flex flex-col gap-0.5 text-xs text-bad">
              {row.problems.map((problem, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's problems never change order.
                <li key={i}>
                  {problem.header ? t.problemAt({ header: problem.header }) : ''}
                  {sheetProblemText(problem, locale)}
                </li>
              ))}
            </ul>
          ) : null}
          {row.duplicates && row.duplicates.length > 0 ? (
            <DuplicateWarnings duplicates={row.duplicates} />
          ) : null}
        </td>
        <td className="px-2 py-1.5">
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </td>
        <td className="px-2 py-1.5">
          {row.cells.length === 0 ? (
            <span className="text-muted">{t.noChanges}</span>
          ) : (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${id}-cells`}
              onClick={() => setOpen((v) => !v)}
              className="text-left text-accent-ink underline underline-offset-2"
            >
              {t.changesCount({ count: row.cells.length, conflicts })}
              <span className="sr-only">{t.ofRow({ row: row.row })}</span>
            </button>
          )}
          {row.cells.some((c) => c.changedSinceExport) ? (
            <span className="mt-0.5 block">
              <Badge tone="warn">{t.changedSinceExport}</Badge>
            </span>
          ) : null}
        </td>
      </tr>
      {open && row.cells.length > 0 ? (
        <tr id={`${id}-cells`}>
          <td colSpan={5} className="bg-surface-2 px-2 py-2">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">{t.cellsCaption({ row: row.row })}</caption>
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="px-1.5 py-1 font-medium">
                    {t.columnField}
                  </th>
                  <th scope="col" className="px-1.5 py-1 font-medium">
                    {t.columnCurrent}
                  </th>
                  <th scope="col" className="px-1.5 py-1 font-medium">
                    {t.columnNew}
                  </th>
                  <th scope="col" className="px-1.5 py-1 font-medium">
                    {t.columnChoice}
                  </th>
                </tr>
              </thead>
              <tbody>
                {row.cells.map((cell) => {
                  const field = columnLabel(cell.column, locale);
                  return (
                    <tr key={cell.column} className="border-t border-line align-top">
                      <th scope="row" className="px-1.5 py-1 font-medium">
                        {field}
                      </th>
                      <td className="px-1.5 py-1 break-words text-muted">
                        {cellText(cell.column, cell.current, locale) || t.noValue}
                        {cell.changedSinceExport ? (
                          // The stored value is newer than the file's (product.md §13): kept unless chosen.
                          <span className="mt-0.5 block" title={t.changedSinceExportHint}>
                            <Badge tone="warn">{t.changedSinceExport}</Badge>
                            <span className="sr-only"> ({t.changedSinceExportHint})</span>
                          </span>
                        ) : null}
                      </td>
                      <td className="px-1.5 py-1 break-words">
                        {cellText(cell.column, cell.incoming, locale)}
                      </td>
                      <td className="px-1.5 py-1">
                        {cell.conflict && row.rowKey && cell.resolution ? (
                          <span className="flex flex-wrap items-center gap-1">
                            <select
                              value={cell.resolution}
                              aria-label={t.choiceFor({ field, row: row.row })}
                              onChange={(event) =>
                                onCellResolution(
                                  row.rowKey!,
                                  cell.column,
                                  event.currentTarget.value as ConflictResolution,
                                )
                              }
                              className="rounded border border-line bg-surface px-1 py-0.5"
                            >
                              {CONFLICT_RESOLUTIONS.map((option) => (
                                <option key={option} value={option}>
                                  {resolutionLabel[option]}
                                </option>
                              ))}
                            </select>
                            {cell.remembered ? <span className="text-muted">({t.remembered})</span> : null}
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </td>
        </tr>
      ) : null}
    </>
  );
}
