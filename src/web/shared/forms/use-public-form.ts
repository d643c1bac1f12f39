/**
 * The state and sending of a public form (claim, correction, enquiry; product.md §14): the values,
 * the honeypot, each field's problem and the form's own. Sending checks the fields with the API's
 * rules first; a refusal from the API puts its `fields` beside their fields (in the reader's language:
 * the browser's check where it can say it, else that the value was not accepted) and its reason above
 * the button; after either, the first field
 * in error takes the focus.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { checkFields, checkFieldValue, type FieldRule } from './field-checks';
import { focusFirstInvalid } from './form-field';
import type { PublicFormMessages } from './public-form-messages';
import { fieldErrorsOf, submitErrorMessage } from './submit-error';

export function usePublicForm<K extends string, V extends Record<K, string>>(options: {
  initial: V;
  /** The fields' rules; a function when one field's rule depends on another's value (corrections). */
  rules: Record<K, FieldRule> | ((values: V) => Record<K, FieldRule>);
  isField(name: string): name is K;
  t: PublicFormMessages;
  /** Problems beyond the fields' rules (dates, consent), by control name. */
  moreProblems?(values: V): Record<string, string>;
  /** What an API refusal of a control that is not a field (such as consent) says. */
  otherRefusal?(name: string): string | undefined;
  /** The form's message for a failed send, when it has its own (else the shared texts). */
  failureMessage?(error: unknown): string | undefined;
  send(values: V, honeypot: string): Promise<void>;
}) {
  const { isField, t } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(options.initial);
  const rules = typeof options.rules === 'function' ? options.rules(values) : options.rules;
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);

  /** A control's problem goes away as soon as it is changed. */
  const clearError = (name: string) => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const set = (name: K) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems: Record<string, string> = {
      ...(checkFields(values, rules, t) as Record<string, string>),
      ...options.moreProblems?.(values),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFocusTick((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      await options.send(values, honeypot);
    } catch (error) {
      const refused: Record<string, string> = {};
      for (const name of Object.keys(fieldErrorsOf(error))) {
        // The API's reason is English (error-codes.ts: `detail` and `fields` are for people and logs);
        // the reader gets the browser's check in their language, else the catalog's own words.
        if (isField(name)) refused[name] = checkFieldValue(values[name], rules[name], t) ?? t.valueRefused;
        else {
          const other = options.otherRefusal?.(name);
          if (other) refused[name] = other;
        }
      }
      setErrors(refused);
      setFormError(options.failureMessage?.(error) ?? submitErrorMessage(error, t));
      setPending(false);
      if (Object.keys(refused).length > 0) setFocusTick((n) => n + 1);
    }
  };

  return { formRef, values, set, errors, clearError, formError, pending, honeypot, setHoneypot, onSubmit };
}
