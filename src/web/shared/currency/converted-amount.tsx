/**
 * A day rate as a visitor reads it (product.md §18): the studio's own figure exactly, and, when the
 * reader's currency differs and the table can convert it, "about $15,100 (rates of Nov 1, 2026)"
 * beside it, never as exact; a screen reader hears that it is an estimate and from what.
 */
import { formatConverted, formatMoney } from '@domain/day-rate-format';
import type { RateTable } from '@domain/exchange-rates';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { currencyMessages } from './currency-messages';

export function ConvertedAmount({
  amount,
  from,
  to,
  table,
  className,
}: {
  amount: number;
  from: string;
  to: string;
  table: RateTable;
  className?: string;
}) {
  const t = useMessages(currencyMessages);
  const { locale } = useLocale();
  const about = formatConverted(amount, from, to, table, locale);
  if (!about) return null;
  const own = formatMoney(amount, from, locale);
  return (
    <span className={cn('text-muted', className)} data-testid="converted-rate">
      <span aria-hidden="true">{about}</span>
      <span className="sr-only">{t.convertedFrom({ about, own })}</span>
    </span>
  );
}
