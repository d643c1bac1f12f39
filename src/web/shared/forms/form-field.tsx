/**
 * A labelled form field with its error (product.md §14's forms): the label names the control, the
 * error is tied to it by aria-describedby and marks it aria-invalid, an optional field says so.
 * `multiline` renders a textarea. The control's id is `${idPrefix}-${name}`, so a form can focus
 * the first field in error by name.
 */
import type { InputHTMLAttributes } from 'react';
import { inputClasses } from '@/shared/components/ui/text-input';
import { cn } from '@/shared/lib/cn';

export interface FormFieldProps {
  idPrefix: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string;
  /** Shown after the label, e.g. '(optional)'. */
  optionalLabel?: string;
  multiline?: boolean;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name}`;
}

export function FormField({
  idPrefix,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  optionalLabel,
  multiline = false,
  type = 'text',
  autoComplete,
  inputMode,
}: FormFieldProps) {
  const id = fieldId(idPrefix, name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': optionalLabel ? undefined : true,
  } as const;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optionalLabel ? (
          <>
            {' '}
            <span className="font-normal text-muted">{optionalLabel}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, 'h-auto py-2')}
        />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Focuses the first field (in document order) of `form` that is marked aria-invalid. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** A field people never see nor reach (the forms' honeypot, `website`): bots fill it, the API drops those. */
export function HoneypotField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
