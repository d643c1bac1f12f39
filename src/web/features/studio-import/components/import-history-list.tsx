import { formatShortDate } from '@domain/format-date';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { studioKeys } from '@/shared/api/studio-keys';
import { Button } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioImportHistoryQuery, studioImportKeys, undoStudioImport } from '../api/studio-imports';
import { studioImportMessages } from '../studio-import-messages';

/**
 * The latest studio imports with 'Undo' (product.md §13): an import can be undone while no later change
 * touched what it changed; otherwise the button is disabled and says which values stand in the way.
 */
export function ImportHistoryList() {
  const t = useMessages(studioImportMessages);
  const { locale } = useLocale();
  const notify = useNotify();
  const headingId = useId();
  const queryClient = useQueryClient();
  const history = useQuery(studioImportHistoryQuery());
  const undo = useMutation({
    mutationFn: undoStudioImport,
    onSuccess: (result) => notify('success', t.undoDone(result)),
    onError: () => notify('error', t.undoFailed),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: studioImportKeys.history() });
      void queryClient.invalidateQueries({ queryKey: studioKeys.lists() });
    },
  });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-line pt-4">
      <h4 id={headingId} className="text-sm font-semibold">
        {t.historyHeading}
      </h4>
      {history.isPending ? (
        <p className="text-sm text-muted">{t.historyLoading}</p>
      ) : history.isError ? (
        <p className="text-sm text-bad">{t.historyFailed}</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted">{t.historyEmpty}</p>
      ) : (
        <ul className="flex max-h-48 flex-col gap-1.5 overflow-auto text-sm">
          {history.data.slice(0, 10).map((entry) => {
            const blockedId = `${headingId}-${entry.id}-blocked`;
            const blocked = entry.undo_blocked_by.length > 0;
            return (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {t.historyLine({
                    file: entry.file_name,
                    date: formatShortDate(entry.created_at, locale) ?? '',
                    created: entry.results.created,
                    updated: entry.results.updated,
                  })}
                  {blocked ? (
                    <span id={blockedId} className="block text-xs text-muted">
                      {t.undoBlocked({ fields: entry.undo_blocked_by.join(', ') })}
                    </span>
                  ) : null}
                </span>
                {entry.undone_at ? (
                  <span className="text-xs text-muted">{t.undone}</span>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!entry.can_undo || undo.isPending}
                    aria-label={t.undoLabel({ file: entry.file_name })}
                    aria-describedby={blocked ? blockedId : undefined}
                    onClick={() => undo.mutate(entry.id)}
                  >
                    {t.undo}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
