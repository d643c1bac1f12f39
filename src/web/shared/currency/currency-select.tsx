/**
 * The reader's currency (product.md §18): a plain select of EUR and the rate table's currencies, in
 * a GET form of its own that keeps the page's other address parameters, so a reader without
 * scripts picks one and presses 'Show'; a pick made on the server's page before its script ran is
 * taken once hydrated (use-choice-before-hydration). With scripts the page changes at once.
 */
import { useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useChoiceBeforeHydration } from '@/shared/hooks/use-choice-before-hydration';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { currencyMessages } from './currency-messages';
import { CURRENCY_PARAM } from './reader-currency';

/** Not carried to the page the form asks for: the currency is the select's, a list page starts again. */
const NOT_KEPT = new Set([CURRENCY_PARAM, 'page', 'lang']);

export function CurrencySelect({
  currency,
  choices,
  onChange,
  className,
}: {
  currency: string;
  choices: readonly string[];
  onChange(currency: string): void;
  className?: string;
}) {
  const t = useMessages(currencyMessages);
  const { locale } = useLocale();
  const { search } = useLocation();
  const id = useId();
  const hintId = useId();
  const select = useRef<HTMLSelectElement>(null);
  useChoiceBeforeHydration(
    select,
    (element) => element.value !== currency,
    (element) => onChange(element.value),
  );
  const offered = choices.includes(currency) ? choices : [currency, ...choices];
  const kept = [...new URLSearchParams(search)].filter(([name]) => !NOT_KEPT.has(name));
  return (
    <form
      method="get"
      className={cn('flex min-w-0 items-center gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (select.current) onChange(select.current.value);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {t.currencyLabel}
      </label>
      <span id={hintId} className="sr-only">
        {t.currencyHint}
      </span>
      {kept.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name may repeat; the order is the address's.
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="lang" value={locale} />
      <select
        ref={select}
        id={id}
        name={CURRENCY_PARAM}
        aria-describedby={hintId}
        value={currency}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, 'h-10 w-auto pr-8 text-sm')}
        data-testid="reader-currency"
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      {import.meta.env.SSR ? (
        <noscript>
          <button
            type="submit"
            className="h-10 rounded-[var(--radius-control)] border border-line px-3 text-sm"
          >
            {t.show}
          </button>
        </noscript>
      ) : (
        <noscript />
      )}
    </form>
  );
}
