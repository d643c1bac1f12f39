/**
 * The exchange-rate table's latest replacements (product.md §18), newest first: when, who, what
 * (by hand, from a file, the demo data) and the table before and after, in words (history-format.ts).
 */
import type { ChangeLogEntry } from '@domain/schemas/studio-edit-schemas';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { useIntlLocale, useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { actionText, historyChangeText } from '@/shared/lib/history-format';
import { exchangeRateHistoryQuery } from '../api/exchange-rates';
import { exchangeRatesMessages } from '../exchange-rates-messages';

export function ExchangeRatesHistory() {
  const t = useMessages(exchangeRatesMessages);
  const query = useQuery(exchangeRateHistoryQuery());
  return (
    <section aria-labelledby="exchange-rates-history" className="flex flex-col gap-2">
      <h2 id="exchange-rates-history" className="text-lg font-semibold">
        {t.historyHeading}
      </h2>
      {query.isPending ? (
        <Spinner label={t.historyLoading} showLabel />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-bad">
          <p>{t.historyFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">{t.historyEmpty}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line text-sm" data-testid="exchange-rates-history">
          {query.data.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryItem({ entry }: { entry: ChangeLogEntry }) {
  const t = useMessages(studioAdminMessages);
  const { locale } = useLocale();
  const intlLocale = useIntlLocale();
  const text = historyChangeText(entry, t, locale);
  const when = new Date(entry.created_at);
  const whenText = Number.isNaN(when.getTime())
    ? entry.created_at
    : new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
  const who = entry.admin ? entry.admin.email || t.historyAnAdmin : t.historySystem;
  return (
    <li className="flex flex-col gap-1 py-2.5">
      <p className="flex flex-wrap items-baseline gap-x-2 text-muted">
        <span>{actionText(entry.action, t, locale)}</span>
        <span>
          · <time dateTime={entry.created_at}>{whenText}</time> {t.historyBy({ who })}
        </span>
      </p>
      <p className="break-words">
        <span className="text-muted line-through decoration-1">
          <span className="sr-only">{t.historyBefore}: </span>
          {text.before}
        </span>
      </p>
      <p className="break-words font-medium">
        <span className="sr-only">{t.historyAfter}: </span>
        {text.after}
      </p>
    </li>
  );
}
