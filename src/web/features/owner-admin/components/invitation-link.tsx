/** The invitation link an approval answers, for the admin to copy and send by hand (product.md §14). */
import { useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { TextInput } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { useDateTime } from '../hooks/use-date-time';
import { ownerAdminMessages } from '../owner-admin-messages';

export function InvitationLink({ url, expiresAt }: { url: string; expiresAt: string | null }) {
  const t = useMessages(ownerAdminMessages);
  const dateTime = useDateTime();
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t.invitationLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <TextInput
          id={id}
          readOnly
          value={url}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" className="shrink-0" onClick={onCopy}>
          {copy === 'copied' ? t.copied : t.copyLink}
        </Button>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {copy === 'failed'
          ? t.copyFailed
          : expiresAt
            ? t.invitationExpires({ date: dateTime(expiresAt) })
            : null}
      </p>
    </div>
  );
}
