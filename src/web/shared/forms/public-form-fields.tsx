/**
 * A public form's text fields, bound to its state: each shows its value, its problem and, when its
 * rule does not require it, the '(optional)' mark, so that a form only names the field, its label
 * and what is particular to it (type, autocomplete, hint).
 */
import type { FieldRule } from './field-checks';
import { FormField, type FormFieldProps } from './form-field';

export type FieldExtras = Partial<Omit<FormFieldProps, 'idPrefix' | 'name' | 'label'>>;

export function publicFormFields<K extends string>(form: {
  idPrefix: string;
  values: Record<K, string>;
  set(name: K): (value: string) => void;
  errors: Record<string, string | undefined>;
  rules: Record<K, FieldRule>;
  /** The catalog's '(optional)'. */
  optionalLabel: string;
}) {
  return (name: K, label: string, extra: FieldExtras = {}) => (
    <FormField
      idPrefix={form.idPrefix}
      name={name}
      label={label}
      value={form.values[name]}
      onChange={form.set(name)}
      error={form.errors[name]}
      optionalLabel={form.rules[name].required ? undefined : form.optionalLabel}
      {...extra}
    />
  );
}
