/** Replacing the exchange-rate table from a CSV file, previewed before it is sent (product.md §18). */
import { parseRateFile, type RateFileProblem } from '@domain/exchange-rates';
import type { ExchangeRates } from '@domain/schemas/day-rate-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import type { LoadedExchangeRates } from '@/shared/currency/exchange-rates-query';
import { isStaleError } from '@/shared/lib/admin-messages';
import { ApiError } from '@/shared/lib/api-client';
import { cn } from '@/shared/lib/cn';
import { replaceExchangeRates } from '../api/exchange-rates';
import { isRealDate, previewRows, todayIso } from '../rate-table-form';
import {
  currentEtag,
  EditorForm,
  failureText,
  RatesOfField,
  type Texts,
  useRateFormat,
} from './rate-table-parts';

const MAX_FILE_CHARS = 20_000;

function problemLine(problem: RateFileProblem, t: Texts): string {
  const value = problem.value ?? '';
  const text =
    problem.kind === 'currency'
      ? t.file_currency({ value })
      : problem.kind === 'rate'
        ? t.file_rate({ value })
        : problem.kind === 'twice'
          ? t.file_twice({ value })
          : problem.kind === 'base'
            ? t.file_base
            : problem.kind === 'columns'
              ? t.file_columns
              : t.file_empty;
  return t.line({ line: problem.line, text });
}

export function FileReplacement({
  table,
  t,
  onDone,
}: {
  table: LoadedExchangeRates;
  t: Texts;
  onDone(saved?: ExchangeRates): void;
}) {
  const queryClient = useQueryClient();
  const number = useRateFormat();
  const id = useId();
  // The table this replacement was previewed against: one replaced meanwhile is refused (412).
  const [baseEtag, setBaseEtag] = useState(table.etag);
  const [ratesOf, setRatesOf] = useState(todayIso());
  const [dateBad, setDateBad] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverLines, setServerLines] = useState<string[] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const dateInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    dateInput.current?.focus();
  }, []);

  const parsed = useMemo(() => (text === null ? null : parseRateFile(text)), [text]);
  const preview = parsed?.rates ? previewRows(table, parsed.rates) : null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    setFileError(null);
    setServerLines(null);
    setAlert(null);
    setText(null);
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const content = await file.text();
      if (content.length > MAX_FILE_CHARS) {
        setFileError(t.fileTooLarge);
        return;
      }
      setText(content);
    } catch {
      setFileError(t.fileUnreadable);
    }
  };

  const confirm = async () => {
    if (busy || text === null || !parsed?.rates) return;
    if (!isRealDate(ratesOf)) {
      setDateBad(true);
      dateInput.current?.focus();
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      onDone(await replaceExchangeRates(queryClient, { rates_of: ratesOf, csv: text }, baseEtag));
    } catch (error) {
      setBusy(false);
      // The table shown above (and this preview) is the one read again: saving now replaces it.
      if (isStaleError(error)) setBaseEtag(currentEtag(queryClient));
      const fields =
        error instanceof ApiError
          ? (error.body as { fields?: Record<string, unknown> } | null)?.fields
          : null;
      const lines = fields?.csv;
      if (Array.isArray(lines)) setServerLines(lines.map(String));
      else if (fields?.rates_of) {
        setDateBad(true);
        dateInput.current?.focus();
      } else setAlert(failureText(error, t));
    }
  };

  const counts = preview
    ? {
        count: parsed?.rates?.length ?? 0,
        added: preview.filter((r) => r.change === 'new').length,
        changed: preview.filter((r) => r.change === 'changed').length,
        removed: preview.filter((r) => r.change === 'removed').length,
      }
    : null;

  return (
    <EditorForm
      id={id}
      heading={t.fileHeading}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      onCancel={() => onDone()}
    >
      <RatesOfField
        id={id}
        t={t}
        value={ratesOf}
        inputRef={dateInput}
        error={dateBad ? t.problem_date : null}
        onChange={(value) => {
          setRatesOf(value);
          setDateBad(false);
        }}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="font-medium">
          {t.file}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={`${id}-file-hint`}
          onChange={(event) => void onFile(event)}
          className="max-w-full text-sm"
        />
        <p id={`${id}-file-hint`} className="text-xs text-muted">
          {t.fileHint}
        </p>
      </div>
      <div role="alert" className="text-bad">
        {fileError ? <p>{fileError}</p> : null}
        {parsed && parsed.rates === null ? (
          <>
            <p>{t.fileProblems({ count: parsed.problems.length })}</p>
            <ul className="list-disc ps-5" data-testid="rate-file-problems">
              {parsed.problems.map((problem) => (
                <li key={`${problem.line}-${problem.kind}`}>{problemLine(problem, t)}</li>
              ))}
            </ul>
          </>
        ) : null}
        {serverLines ? (
          <>
            <p>{t.serverRefusedFile}</p>
            <ul className="list-disc ps-5">
              {serverLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        {alert ? <p>{alert}</p> : null}
      </div>
      {preview && counts ? (
        <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-2">
          <h3 id={`${id}-preview`} className="font-semibold">
            {t.previewHeading}
          </h3>
          <p>{t.previewSummary(counts)}</p>
          <div className="rounded-md border border-line">
            <table className="w-full text-sm" data-testid="rate-file-preview">
              <thead className="bg-surface-2">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t.currency}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end">
                    {t.now}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end">
                    {t.inFile}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t.change}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {preview.map((row) => (
                  <tr key={row.currency}>
                    <th scope="row" className="px-3 py-1.5 text-start font-medium">
                      {row.currency}
                    </th>
                    <td className="px-3 py-1.5 text-end tabular-nums">
                      {row.now === null ? t.none : number.format(row.now)}
                    </td>
                    <td className="px-3 py-1.5 text-end tabular-nums">
                      {row.next === null ? t.none : number.format(row.next)}
                    </td>
                    <td className={cn('px-3 py-1.5', row.change === 'same' ? 'text-muted' : 'font-medium')}>
                      {t[`change_${row.change}`]}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {preview ? (
          <Button type="submit" disabled={busy}>
            {busy ? t.saving : t.confirm}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={() => onDone()}>
          {t.cancel}
        </Button>
      </div>
    </EditorForm>
  );
}
