/**
 * A parameter edited in place (product.md §10 "Editing a value", issue 34): admins and the studio's
 * owners change a value, or add one the studio lacks, with its unit, the checks every path applies
 * to numbers (parameter-number.ts) and an optional source link; saved through the one write route.
 * Loaded only for them (see ../../admin-editors.ts). Escape cancels and the focus returns to the button.
 */
import { isHttpUrl } from '@domain/http-url';
import { catalogEntry, displayNameOf, PARAMETER_CATALOG } from '@domain/parameter-catalog';
import { isNumericParameter, readNumericParameter } from '@domain/parameter-number';
import { numberProblemText } from '@domain/parameter-number-text';
import { displayValue } from '@domain/parameter-values';
import { unitName } from '@domain/value-format';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { PencilIcon } from '@/shared/components/admin/admin-icons';
import { Button } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { inputClasses } from '@/shared/components/ui/text-input';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { isStaleError } from '@/shared/lib/admin-messages';
import { ApiError } from '@/shared/lib/api-client';
import { cn } from '@/shared/lib/cn';
import { parameterEditorMessages } from './parameter-editor-messages';
import { usePutParameter } from './put-parameter';

/** The first message the server gave for an input, when it named one. */
function fieldMessage(error: unknown, input: string): string | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.body as { fields?: Record<string, unknown> } | null)?.fields;
  const list = fields?.[input];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

export function ParameterEditor({
  studioId,
  parameterKey,
  name,
  value,
}: {
  studioId: number;
  parameterKey: string;
  /** The parameter's name in the reader's language. */
  name: string;
  /** The stored value (references are not edited here); null: the studio has none. */
  value: string | null;
}) {
  const t = useMessages(parameterEditorMessages);
  const { locale } = useLocale();
  const notify = useNotify();
  const { markSaved } = useAuth();
  const { mutateAsync, isPending } = usePutParameter();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [source, setSource] = useState('');
  const [valueError, setValueError] = useState<string | null>(null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  const sourceRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const id = useId();

  const entry = catalogEntry(parameterKey);
  const numeric = isNumericParameter(parameterKey);
  const unit = entry?.unit ? unitName(entry.unit, locale) : '';
  const current = value === null ? '' : displayValue(value);

  useEffect(() => {
    if (open) valueRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  const start = () => {
    setDraft(current);
    setSource('');
    setValueError(null);
    setSourceError(null);
    setOpen(true);
  };

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const next = draft.trim();
    const link = source.trim();
    if (next === current && !link) {
      close();
      return;
    }
    const reading = next ? readNumericParameter(parameterKey, next) : null;
    if (reading && !reading.ok) {
      setValueError(numberProblemText(parameterKey, reading, locale));
      valueRef.current?.focus();
      return;
    }
    if (link && !isHttpUrl(link)) {
      setSourceError(t.invalidUrl);
      sourceRef.current?.focus();
      return;
    }
    try {
      await mutateAsync({
        studioId,
        key: parameterKey,
        body: { value: next || null, source_url: link || null },
      });
      markSaved();
      notify('success', next ? t.saved({ name }) : t.removed({ name }));
      close();
    } catch (error) {
      if (isStaleError(error)) {
        notify('error', t.stale);
        close();
        return;
      }
      const onValue = fieldMessage(error, 'value');
      const onSource = fieldMessage(error, 'source_url');
      if (onValue) setValueError(onValue);
      if (onSource) setSourceError(onSource);
      notify(
        'error',
        t.failed({ message: onValue ?? onSource ?? (error instanceof Error ? error.message : '') }),
      );
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (!open) {
    return value === null ? (
      <Button ref={buttonRef} variant="secondary" size="sm" onClick={start} aria-label={t.addNamed({ name })}>
        {t.add}
      </Button>
    ) : (
      <button
        ref={buttonRef}
        type="button"
        onClick={start}
        aria-label={t.edit({ name })}
        title={t.edit({ name })}
        className="inline-flex h-6 w-6 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
      >
        <PencilIcon className="h-3.5 w-3.5" />
      </button>
    );
  }

  const valueHint = numeric
    ? `${t.numberHint({ unit })}${entry?.rangeAllowed ? ` ${t.rangeHint}` : ''}`
    : t.textHint;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={onKeyDown}
      noValidate
      className="mt-2 flex w-full flex-col gap-2 rounded-md border border-line p-3"
    >
      <label htmlFor={`${id}-value`} className="text-sm font-medium text-ink">
        {t.valueLabel({ name, unit })}
      </label>
      <input
        ref={valueRef}
        id={`${id}-value`}
        type="text"
        inputMode={numeric ? 'decimal' : undefined}
        value={draft}
        aria-invalid={valueError ? true : undefined}
        aria-describedby={valueError ? `${id}-value-error ${id}-value-hint` : `${id}-value-hint`}
        readOnly={isPending}
        onChange={(event) => {
          setDraft(event.target.value);
          setValueError(null);
        }}
        className={cn(inputClasses, 'max-w-md')}
      />
      {valueError ? (
        <p id={`${id}-value-error`} className="text-sm text-bad">
          {valueError}
        </p>
      ) : null}
      <p id={`${id}-value-hint`} className="text-xs text-muted">
        {valueHint}
      </p>
      <label htmlFor={`${id}-source`} className="text-sm font-medium text-ink">
        {t.sourceLabel}
      </label>
      <input
        ref={sourceRef}
        id={`${id}-source`}
        type="url"
        inputMode="url"
        value={source}
        aria-invalid={sourceError ? true : undefined}
        aria-describedby={sourceError ? `${id}-source-error ${id}-source-hint` : `${id}-source-hint`}
        readOnly={isPending}
        onChange={(event) => {
          setSource(event.target.value);
          setSourceError(null);
        }}
        className={cn(inputClasses, 'max-w-md')}
      />
      {sourceError ? (
        <p id={`${id}-source-error`} className="text-sm text-bad">
          {sourceError}
        </p>
      ) : null}
      <p id={`${id}-source-hint`} className="text-xs text-muted">
        {t.sourceHint}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" aria-disabled={isPending || undefined}>
          {isPending ? t.saving : t.save}
        </Button>
        <Button variant="secondary" size="sm" onClick={close} disabled={isPending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The catalog's parameters this studio has no value for, each with 'Add a value' (capability
 * statuses have their own editor in Capabilities).
 */
export function MissingParameters({
  studioId,
  shownKeys,
}: {
  studioId: number;
  /** The keys the page shows a value for. */
  shownKeys: readonly string[];
}) {
  const t = useMessages(parameterEditorMessages);
  const { locale } = useLocale();
  const shown = new Set(shownKeys);
  const missing = PARAMETER_CATALOG.filter((entry) => entry.type !== 'enum' && !shown.has(entry.key));
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="missing-parameters-heading" className="flex flex-col gap-2">
      <h3 id="missing-parameters-heading" className="text-base font-semibold">
        {t.missingHeading} <span className="text-sm font-normal text-muted">({missing.length})</span>
      </h3>
      <p className="text-sm text-muted">{t.missingIntro}</p>
      <dl className="divide-y divide-line rounded-[var(--radius-card)] border border-line px-3">
        {missing.map((entry) => {
          const name = displayNameOf(entry.key, locale);
          return (
            <div
              key={entry.key}
              className="grid gap-x-4 gap-y-1 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
            >
              <dt className="text-sm font-medium text-muted">{name}</dt>
              <dd className="min-w-0 text-sm">
                <ParameterEditor studioId={studioId} parameterKey={entry.key} name={name} value={null} />
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
