import type { ImportHistoryItem } from '@domain/schemas/import-schemas';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { Button } from '@/shared/components/ui/button';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { ConfirmDialog } from '@/shared/components/ui/confirm-dialog';
import { useNotify } from '@/shared/components/ui/notifications';
import { Spinner } from '@/shared/components/ui/spinner';
import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { importHistoryQueryOptions, undoImport } from '../api/import-history';
import { useRefreshStudio } from '../hooks/use-refresh-studio';
import { type ParameterImportMessages, parameterImportMessages } from '../parameter-import-messages';
import { historyCounts, type UndoBlock, undoBlock } from '../utils/history-view';
import { undoErrorText } from '../utils/import-errors';

function resolutionLabel(resolution: string, t: ParameterImportMessages): string {
  if (resolution === 'overwrite') return t.resolutionOverwrite;
  if (resolution === 'skip') return t.resolutionSkip;
  if (resolution === 'version') return t.resolutionVersion;
  return resolution;
}

function blockText(block: UndoBlock, t: ParameterImportMessages): string {
  if (block.kind === 'undone') return t.undoAlreadyUndone;
  if (block.kind === 'blocked') return t.undoBlocked({ fields: block.fields.join(', '), more: block.more });
  return t.undoUnavailable;
}

/**
 * The studio's imports, newest first (admins): when, who, which file, the conflict choice
 * and the results, with an Undo button each. Undo asks first; it is disabled, with the reason
 * beside it, once the import was undone or later changes touched its parameters. A refusal shows
 * the server's message; a success refreshes the page's sections.
 */
export function ImportHistoryPanel({ studioId }: { studioId: number }) {
  const t = useMessages(parameterImportMessages);
  const intlLocale = useIntlLocale();
  const notify = useNotify();
  const { markSaved } = useAuth();
  const refresh = useRefreshStudio(studioId);
  const query = useQuery(importHistoryQueryOptions(studioId));
  const [target, setTarget] = useState<ImportHistoryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }),
    [intlLocale],
  );
  const when = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
  };
  const fileOf = (item: ImportHistoryItem) => item.file_name || t.noFileName;

  const confirmUndo = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      const result = await undoImport(studioId, target.id);
      markSaved();
      notify('success', t.undoSucceeded({ restored: result.restored }));
    } catch (error) {
      notify('error', undoErrorText(error, t));
    } finally {
      setBusy(false);
      setTarget(null);
      void refresh();
    }
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label={t.historyLoading} showLabel />;
  } else if (query.isError) {
    // product.md §8: a failed history call counts as an empty list; say so, and offer another try.
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <p>{t.historyEmpty}</p>
        <p>{t.historyFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  } else if (query.data.length === 0) {
    body = <p className="text-sm text-muted">{t.historyEmpty}</p>;
  } else {
    body = (
      <ol className="-my-3 divide-y divide-line">
        {query.data.map((item) => {
          const block = undoBlock(item);
          const counts = historyCounts(item.results);
          const reasonId = `import-${item.id}-undo-reason`;
          const date = when(item.created_at);
          return (
            <li
              key={item.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <h3 className="font-semibold break-words">
                  {t.historyEntryTitle({ file: fileOf(item), date })}
                </h3>
                <p className="text-muted break-words">
                  {item.admin
                    ? item.admin.email
                      ? t.historyBy({ email: item.admin.email })
                      : t.historyByOther
                    : t.historyByUnknown}
                  {' · '}
                  {t.historyResolution({ resolution: resolutionLabel(item.resolution, t) })}
                </p>
                <p>{t.historyResults(counts)}</p>
                {item.undone_at ? (
                  <p className="text-muted">
                    {t.undone({ date: when(item.undone_at), email: item.undone_by?.email || null })}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-col items-start gap-1 sm:max-w-[16rem] sm:items-end">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t.undoLabel({ file: fileOf(item), date })}
                  aria-disabled={block ? true : undefined}
                  aria-describedby={block ? reasonId : undefined}
                  onClick={() => {
                    if (!block) setTarget(item);
                  }}
                >
                  <span aria-hidden="true">↶</span>
                  {busy && target?.id === item.id ? t.undoing : t.undo}
                </Button>
                {block ? (
                  <p id={reasonId} className="text-xs break-words text-muted sm:text-right">
                    {blockText(block, t)}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <>
      <CollapsibleSection id="import-history" title={t.historyHeading}>
        {body}
      </CollapsibleSection>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setTarget(null);
        }}
        title={t.undoConfirmTitle}
        description={<p>{target ? t.undoConfirmText({ file: fileOf(target) }) : null}</p>}
        confirmLabel={busy ? t.undoing : t.undoConfirm}
        cancelLabel={t.cancel}
        onConfirm={() => void confirmUndo()}
        destructive
        busy={busy}
      />
    </>
  );
}
