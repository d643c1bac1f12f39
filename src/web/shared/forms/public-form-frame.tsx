/**
 * The frame every public form shares (claim, correction, enquiry): the form, unchecked by the
 * browser (the fields' own checks speak the reader's language), busy while it sends; after the
 * form's own controls, the hidden honeypot, the form's error as an alert and the send button, which
 * stays focusable while sending (aria-disabled, not disabled) so the focus is not lost.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/shared/components/ui/button';
import { HoneypotField } from './form-field';

/** What the frame needs of usePublicForm's state. */
export interface PublicFormState {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  pending: boolean;
  honeypot: string;
  setHoneypot(value: string): void;
  formError: string | null;
}

export function PublicFormFrame({
  form,
  sendLabel,
  sendingLabel,
  children,
}: {
  form: PublicFormState;
  sendLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      className="relative flex flex-col gap-4"
      aria-busy={form.pending}
    >
      {children}
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      {form.formError ? (
        <p
          role="alert"
          className="rounded-[var(--radius-control)] border border-bad/40 bg-bad-soft px-3 py-2 text-sm text-bad"
        >
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" className="self-start" aria-disabled={form.pending || undefined}>
        {form.pending ? sendingLabel : sendLabel}
      </Button>
    </form>
  );
}
