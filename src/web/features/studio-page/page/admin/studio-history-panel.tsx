/**
 * 'History': the studio's change log for admins, newest first: when, who, what (the field
 * in words) and the values before and after. Collapsed at first; the log loads when it is opened
 * and again after every write.
 */
import type { ChangeLogEntry } from '@domain/schemas/studio-edit-schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '@/shared/components/ui/button';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { Spinner } from '@/shared/components/ui/spinner';
import { useIntlLocale, useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { type StudioAdminMessages, studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import {
  actionText,
  type HistoryContext,
  historyChangeText,
  historyContext,
} from '@/shared/lib/history-format';
import { studioHistoryQueryOptions } from './get-studio-history';

export function StudioHistoryPanel({ studioId }: { studioId: number }) {
  const t = useMessages(studioAdminMessages);
  return (
    <CollapsibleSection id="change-history" title={t.historyHeading} defaultOpen={false}>
      <HistoryList studioId={studioId} />
    </CollapsibleSection>
  );
}

function HistoryList({ studioId }: { studioId: number }) {
  const t = useMessages(studioAdminMessages);
  const query = useQuery(studioHistoryQueryOptions(studioId));
  // The images' kinds and captions, from their own entries: a cover or order change names them.
  const context = useMemo(() => historyContext(query.data ?? []), [query.data]);
  if (query.isPending) return <Spinner label={t.historyLoading} showLabel />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-bad">
        <p>{t.historyFailed({ message: query.error.message })}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t.historyRetry}
        </Button>
      </div>
    );
  }
  const history = query.data;
  if (history.length === 0) return <p className="text-sm text-muted">{t.historyEmpty}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t.historyCount({ count: history.length })}</p>
      <ol className="flex max-h-[32rem] flex-col divide-y divide-line overflow-y-auto text-sm">
        {history.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} t={t} context={context} />
        ))}
      </ol>
    </div>
  );
}

function HistoryItem({
  entry,
  t,
  context,
}: {
  entry: ChangeLogEntry;
  t: StudioAdminMessages;
  context: HistoryContext;
}) {
  const { locale } = useLocale();
  const text = historyChangeText(entry, t, locale, context);
  const intlLocale = useIntlLocale();
  const when = new Date(entry.created_at);
  const whenText = Number.isNaN(when.getTime())
    ? entry.created_at
    : new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
  // An owner reads who else changed the studio by role only (the API leaves the email out).
  const author = entry.admin;
  const who = author
    ? author.email || (author.role === 'owner' ? t.historyAnOwner : t.historyAnAdmin)
    : t.historySystem;
  const isCreate = entry.action === 'create';
  return (
    <li className="flex flex-col gap-1 py-2.5">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className="font-semibold">{text.field}</span>
        <span className="text-muted">· {actionText(entry.action, t, locale, entry.field)}</span>
        <span className="text-muted">
          · <time dateTime={entry.created_at}>{whenText}</time> {t.historyBy({ who })}
        </span>
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2 break-words">
        {isCreate ? null : (
          <>
            <span className="text-muted line-through decoration-1">
              <span className="sr-only">{t.historyBefore}: </span>
              {text.before}
            </span>
            <span aria-hidden="true" className="text-muted">
              →
            </span>
          </>
        )}
        <span className="font-medium">
          <span className="sr-only">{t.historyAfter}: </span>
          {text.after}
        </span>
      </p>
    </li>
  );
}
