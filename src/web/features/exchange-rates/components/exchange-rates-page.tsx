/**
 * /admin/exchange-rates (product.md §18): the exchange-rate table as it is (units per 1 EUR and the
 * date of the rates), edited by hand (a row per currency, the date) or replaced from a CSV file:
 * the file is read here with the server's own parser and shown as a preview (new, changed, removed)
 * or as its wrong lines, and only "Replace the table" sends it. Whole or nothing, as the API.
 */
import { CURRENCY_CODES } from '@domain/currencies';
import { formatShortDate } from '@domain/format-date';
import type { ExchangeRates } from '@domain/schemas/day-rate-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AdminListPage } from '@/shared/components/admin/admin-list-page';
import { Button } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { inputClasses } from '@/shared/components/ui/text-input';
import { exchangeRatesQuery, type LoadedExchangeRates } from '@/shared/currency/exchange-rates-query';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { isStaleError } from '@/shared/lib/admin-messages';
import { ApiError } from '@/shared/lib/api-client';
import { replaceExchangeRates } from '../api/exchange-rates';
import { exchangeRatesMessages } from '../exchange-rates-messages';
import {
  type RateRow,
  readTable,
  rowsOf,
  serverTableProblems,
  type TableProblems,
  todayIso,
} from '../rate-table-form';
import { ExchangeRatesHistory } from './exchange-rates-history';

import { FileReplacement } from './file-replacement';
import {
  currentEtag,
  EditorForm,
  failureText,
  RatesOfField,
  type Texts,
  useRateFormat,
} from './rate-table-parts';

type Mode = 'view' | 'hand' | 'file';

const CODES_BUT_BASE = CURRENCY_CODES.filter((code) => code !== 'EUR');

export function ExchangeRatesPage() {
  const t = useMessages(exchangeRatesMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const query = useQuery(exchangeRatesQuery());
  const [mode, setMode] = useState<Mode>('view');
  const [status, setStatus] = useState<string | null>(null);
  const handRef = useRef<HTMLButtonElement>(null);
  const fileRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Mode | null>(null);

  useEffect(() => {
    if (mode !== 'view' || !returnTo.current) return;
    (returnTo.current === 'hand' ? handRef : fileRef).current?.focus();
    returnTo.current = null;
  }, [mode]);

  const close = (from: Mode, saved?: ExchangeRates) => {
    returnTo.current = from;
    if (saved) {
      const date = saved.rates_of
        ? (formatShortDate(`${saved.rates_of}T00:00:00Z`, locale) ?? saved.rates_of)
        : '';
      setStatus(t.saved({ count: saved.rates.length, date }));
    }
    setMode('view');
  };

  return (
    <AdminListPage title={t.title} intro={t.intro}>
      {query.isPending ? (
        <Spinner label={t.loading} showLabel />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-bad">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <>
          <CurrentTable table={query.data} t={t} />
          {mode === 'view' ? (
            <div className="flex flex-wrap gap-2">
              <Button
                ref={handRef}
                variant="secondary"
                onClick={() => {
                  setStatus(null);
                  setMode('hand');
                }}
              >
                {t.editByHand}
              </Button>
              <Button
                ref={fileRef}
                variant="secondary"
                onClick={() => {
                  setStatus(null);
                  setMode('file');
                }}
              >
                {t.fromFile}
              </Button>
            </div>
          ) : mode === 'hand' ? (
            <HandEditor table={query.data} t={t} onDone={(saved) => close('hand', saved)} />
          ) : (
            <FileReplacement table={query.data} t={t} onDone={(saved) => close('file', saved)} />
          )}
        </>
      )}
      <p role="status" aria-live="polite" className="text-sm">
        {status}
      </p>
      <ExchangeRatesHistory />
    </AdminListPage>
  );
}

function CurrentTable({ table, t }: { table: ExchangeRates; t: Texts }) {
  const { locale } = useLocale();
  const number = useRateFormat();
  const date = table.rates_of
    ? (formatShortDate(`${table.rates_of}T00:00:00Z`, locale) ?? table.rates_of)
    : null;
  if (table.rates.length === 0) return <p className="text-sm">{t.empty}</p>;
  return (
    <section aria-labelledby="exchange-rates-current" className="flex flex-col gap-2">
      <h2 id="exchange-rates-current" className="text-lg font-semibold">
        {date ? t.ratesOf({ date }) : t.title}
      </h2>
      <p className="text-sm text-muted">{t.count({ count: table.rates.length })}</p>
      <div className="rounded-md border border-line">
        <table className="w-full text-sm" data-testid="exchange-rates-table">
          <caption className="sr-only">{t.tableCaption}</caption>
          <thead className="bg-surface-2">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t.currency}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t.perEur}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {table.rates.map((rate) => (
              <tr key={rate.currency}>
                <th scope="row" className="px-3 py-1.5 text-start font-medium">
                  {rate.currency}
                </th>
                <td className="px-3 py-1.5 text-end tabular-nums">{number.format(rate.per_eur)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HandEditor({
  table,
  t,
  onDone,
}: {
  table: LoadedExchangeRates;
  t: Texts;
  onDone(saved?: ExchangeRates): void;
}) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  // The table this edit started from: a replacement made over a newer one is refused (412).
  const [baseEtag, setBaseEtag] = useState(table.etag);
  const [ratesOf, setRatesOf] = useState(table.rates_of ?? todayIso());
  const [rows, setRows] = useState<RateRow[]>(() => rowsOf(table, locale));
  const [problems, setProblems] = useState<TableProblems>({ rows: new Map() });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(rows.length);
  const focusKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  useEffect(() => {
    if (!focusKey.current) return;
    document.getElementById(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const showProblems = (found: TableProblems) => {
    setProblems(found);
    setAlert(t.checkFields);
    if (found.date) focusKey.current = `${id}-date`;
    else {
      const row = rows.find((r) => found.rows.has(r.key));
      const which = row ? found.rows.get(row.key) : undefined;
      if (row) focusKey.current = `${id}-${row.key}-${which?.currency ? 'currency' : 'rate'}`;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const reading = readTable(ratesOf, rows, locale);
    if (!reading.ok) {
      showProblems(reading.problems);
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const saved = await replaceExchangeRates(queryClient, reading.body, baseEtag);
      onDone(saved);
    } catch (error) {
      setBusy(false);
      // The table shown above is the one read again: saving now replaces it, knowingly.
      if (isStaleError(error)) setBaseEtag(currentEtag(queryClient));
      if (error instanceof ApiError && error.code === 'validation_failed') {
        const found = serverTableProblems(
          (error.body as { fields?: unknown } | null)?.fields,
          rows,
          reading.body.rates,
        );
        if (found.date || found.rows.size > 0) {
          showProblems(found);
          return;
        }
      }
      setAlert(failureText(error, t));
    }
  };

  const update = (key: number, part: 'currency' | 'rate', value: string) => {
    setRows((r) => r.map((row) => (row.key === key ? { ...row, [part]: value } : row)));
    setProblems((p) => {
      const found = p.rows.get(key);
      if (!found?.[part]) return p;
      const rowsLeft = new Map(p.rows);
      const rest = { ...found, [part]: undefined };
      if (rest.currency || rest.rate) rowsLeft.set(key, rest);
      else rowsLeft.delete(key);
      return { ...p, rows: rowsLeft };
    });
  };

  const add = () => {
    const key = nextKey.current++;
    setRows((r) => [...r, { key, currency: '', rate: '' }]);
    focusKey.current = `${id}-${key}-currency`;
  };

  const remove = (index: number) => {
    const following = rows[index + 1] ?? rows[index - 1];
    setRows((r) => r.filter((_, i) => i !== index));
    focusKey.current = following ? `${id}-${following.key}-currency` : `${id}-add`;
  };

  return (
    <EditorForm
      id={id}
      heading={t.handHeading}
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={() => onDone()}
    >
      <RatesOfField
        id={id}
        t={t}
        value={ratesOf}
        error={problems.date ? t[`problem_${problems.date}`] : null}
        onChange={(value) => {
          setRatesOf(value);
          setProblems((p) => ({ ...p, date: undefined }));
        }}
      />
      <p id={`${id}-rate-hint`} className="text-xs text-muted">
        {t.rateHint}
      </p>
      <ol className="flex flex-col gap-3" data-testid="exchange-rate-rows">
        {rows.map((row, index) => {
          const n = index + 1;
          const found = problems.rows.get(row.key);
          const base = `${id}-${row.key}`;
          return (
            <li key={row.key} className="flex flex-wrap items-start gap-2 border-b border-line pb-3">
              <div className="flex min-w-40 flex-1 flex-col gap-1">
                <label htmlFor={`${base}-currency`} className="text-xs font-medium">
                  {t.rowCurrency({ n })}
                </label>
                <select
                  id={`${base}-currency`}
                  value={row.currency}
                  onChange={(event) => update(row.key, 'currency', event.target.value)}
                  aria-invalid={found?.currency ? true : undefined}
                  aria-describedby={found?.currency ? `${base}-currency-error` : undefined}
                  className={inputClasses}
                >
                  <option value="">{t.chooseCurrency}</option>
                  {CODES_BUT_BASE.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
                {found?.currency ? (
                  <p id={`${base}-currency-error`} className="text-bad">
                    {t[`problem_${found.currency}`]}
                  </p>
                ) : null}
              </div>
              <div className="flex min-w-40 flex-1 flex-col gap-1">
                <label htmlFor={`${base}-rate`} className="text-xs font-medium">
                  {t.rowRate({ n })}
                </label>
                <input
                  id={`${base}-rate`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.rate}
                  onChange={(event) => update(row.key, 'rate', event.target.value)}
                  aria-invalid={found?.rate ? true : undefined}
                  aria-describedby={found?.rate ? `${base}-rate-error ${id}-rate-hint` : `${id}-rate-hint`}
                  className={inputClasses}
                />
                {found?.rate ? (
                  <p id={`${base}-rate-error`} className="text-bad">
                    {t[`problem_${found.rate}`]}
                  </p>
                ) : null}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-5"
                aria-label={row.currency ? t.remove({ currency: row.currency }) : t.removeRow({ n })}
                onClick={() => remove(index)}
              >
                ×
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button id={`${id}-add`} type="button" variant="secondary" size="sm" onClick={add}>
          {t.addRow}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone()}>
          {t.cancel}
        </Button>
      </div>
      <p role="alert" className="text-bad">
        {alert}
      </p>
    </EditorForm>
  );
}
