/**
 * The email alert form of a followed search (product.md §17): an address and how often, sent with the
 * form token (fetched when the form opens; the send waits out the API's minimum fill time) and the
 * hidden honeypot. Once sent it says to check the mail: nothing is sent before the link in it is opened.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FieldRule } from '@/shared/forms/field-checks';
import { publicFormFields } from '@/shared/forms/public-form-fields';
import { PublicFormFrame } from '@/shared/forms/public-form-frame';
import { publicFormMessages } from '@/shared/forms/public-form-messages';
import { usePublicForm } from '@/shared/forms/use-public-form';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { ApiError } from '@/shared/lib/api-client';
import { fetchFollowFormToken, postSubscription } from './api/post-subscription';
import { followMessages } from './follow-messages';

type FollowField = 'email';
const RULES: Record<FollowField, FieldRule> = { email: { kind: 'email', required: true } };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function FollowForm({ query }: { query: string }) {
  const t = useMessages(followMessages);
  const f = useMessages(publicFormMessages);
  const { locale } = useLocale();
  const idPrefix = useId();
  const [frequency, setFrequency] = useState<'daily' | 'weekly'>('weekly');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const token = useRef<Promise<{ token: string; readyAt: number }> | null>(null);
  const newToken = () => {
    const next = fetchFollowFormToken();
    next.catch(() => {});
    token.current = next;
    return next;
  };
  useEffect(() => {
    if (!token.current) newToken();
  });

  const form = usePublicForm({
    initial: { email: '' },
    rules: RULES,
    isField: (name): name is FollowField => name === 'email',
    t: f,
    failureMessage: (error) => {
      if (!(error instanceof ApiError && error.code === 'form_too_fast')) return undefined;
      newToken();
      return t.tooFast;
    },
    send: async (values, website) => {
      const { token: formToken, readyAt } = await (token.current ?? newToken()).catch(() => newToken());
      await sleep(Math.max(0, readyAt - Date.now()));
      const email = values.email.trim();
      await postSubscription({ query, email, frequency, locale, form_token: formToken, website });
      setSentTo(email);
    },
  });

  if (sentTo !== null)
    return (
      <p role="status" data-testid="follow-sent" className="text-sm">
        {t.checkMail({ email: sentTo })}
      </p>
    );
  const field = publicFormFields({ ...form, idPrefix, rules: RULES, optionalLabel: f.optional });
  return (
    <PublicFormFrame form={form} sendLabel={t.send} sendingLabel={t.sending}>
      {field('email', t.emailLabel, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1.5 text-sm font-medium">{t.frequencyLegend}</legend>
        {(['daily', 'weekly'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${idPrefix}-frequency`}
              value={value}
              checked={frequency === value}
              onChange={() => setFrequency(value)}
              className="h-4 w-4 accent-[var(--color-accent)]"
            />
            {value === 'daily' ? t.daily : t.weekly}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-muted">{t.note}</p>
    </PublicFormFrame>
  );
}
