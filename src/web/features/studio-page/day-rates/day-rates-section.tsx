/**
 * The studio page's 'Day rates' card (product.md §18), read-only: the shooting-day, prep/strike and
 * half-day rates in the studio's currency, exactly, each with 'about …' in the reader's currency
 * (the address's `currency=`, else this browser's, else EUR) and the date of the rates; the minimum
 * booking, what is included (a service not listed is unknown, never 'not included') and the
 * overtime terms. `actions` is where an editor's control goes, beside the heading.
 *
 * The conversion is drawn once the page is the browser's: the server's page depends on this studio
 * alone (page-scope.ts), and the reader's remembered currency is the browser's anyway.
 */
import { formatMoney } from '@domain/day-rate-format';
import type { DayRates } from '@domain/schemas/day-rate-schemas';
import type { Studio } from '@domain/schemas/studio-schemas';
import { formatNumber } from '@domain/value-format';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ConvertedAmount } from '@/shared/currency/converted-amount';
import { CURRENCY_PARAM, useReaderRates } from '@/shared/currency/reader-currency';
import { useIsHydrating } from '@/shared/hooks/use-is-hydrating';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { SectionCard } from '../page/section-card';
import { dayRatesMessages } from './day-rates-messages';

type Amounts = Pick<DayRates, 'shooting_day' | 'prep_day' | 'half_day'>;

const AMOUNT_ROWS = [
  { key: 'shooting_day', label: 'shootingDay' },
  { key: 'prep_day', label: 'prepDay' },
  { key: 'half_day', label: 'halfDay' },
] as const satisfies readonly { key: keyof Amounts; label: string }[];

/** 'about $15,100 (rates of …)' beside each figure, in the reader's currency. */
function Converted({ amount, currency }: { amount: number; currency: string }) {
  const [params] = useSearchParams();
  const reader = useReaderRates(params.get(CURRENCY_PARAM));
  return (
    <ConvertedAmount
      amount={amount}
      from={currency}
      to={reader.currency}
      table={reader.table}
      className="block text-sm"
    />
  );
}

function ConvertedNote({ currency }: { currency: string }) {
  const t = useMessages(dayRatesMessages);
  const [params] = useSearchParams();
  const reader = useReaderRates(params.get(CURRENCY_PARAM));
  if (reader.currency === currency || !reader.ready) return null;
  return <p className="mt-3 text-xs text-muted">{t.convertedNote({ currency: reader.currency })}</p>;
}

export function StudioDayRatesSection({ studio, actions }: { studio: Studio; actions?: ReactNode }) {
  const t = useMessages(dayRatesMessages);
  const { locale } = useLocale();
  const hydrating = useIsHydrating();
  const rates = studio.day_rates ?? null;
  return (
    <SectionCard id="studio-day-rates" title={t.heading} actions={actions}>
      {rates ? (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {AMOUNT_ROWS.map(({ key, label }) => {
              const amount = rates[key];
              return (
                <div key={key} className="contents" data-rate={key}>
                  <dt className="font-medium text-muted">{t[label]}</dt>
                  <dd className="min-w-0 break-words">
                    {amount === null ? (
                      <span className="text-muted">{t.notStated}</span>
                    ) : (
                      <>
                        <span className="font-semibold">{formatMoney(amount, rates.currency, locale)}</span>
                        {hydrating ? null : <Converted amount={amount} currency={rates.currency} />}
                      </>
                    )}
                  </dd>
                </div>
              );
            })}
            <div className="contents">
              <dt className="font-medium text-muted">{t.minimumDays}</dt>
              <dd className={rates.minimum_days === null ? 'text-muted' : undefined}>
                {rates.minimum_days === null
                  ? t.notStated
                  : t.days({ days: formatNumber(rates.minimum_days, locale), count: rates.minimum_days })}
              </dd>
            </div>
            <div className="contents">
              <dt className="font-medium text-muted">{t.included}</dt>
              <dd className="min-w-0">
                {rates.included.length > 0 ? (
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {rates.included.map((service) => (
                      <li key={service}>{t.service({ service })}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-muted">{t.notStated}</span>
                )}
                <span className="mt-1 block text-xs text-muted">{t.includedUnknown}</span>
              </dd>
            </div>
            <div className="contents">
              <dt className="font-medium text-muted">{t.overtime}</dt>
              <dd className={rates.overtime.trim() === '' ? 'text-muted' : 'min-w-0 break-words'}>
                {rates.overtime.trim() === '' ? t.notStated : rates.overtime}
              </dd>
            </div>
          </dl>
          {hydrating ? null : <ConvertedNote currency={rates.currency} />}
        </>
      ) : (
        <p className="text-sm text-muted">{t.none}</p>
      )}
    </SectionCard>
  );
}
