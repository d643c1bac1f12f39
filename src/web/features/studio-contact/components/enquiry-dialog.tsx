/**
 * The enquiry form in a dialog, then what happened to the message: who received it (the studio's
 * owners, or the directory's admins while it has none) and where the note that it went was mailed (product.md §14).
 * Loaded when a reader opens it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { studioQueryOptions } from '@/shared/api/get-studio';
import { Button } from '@/shared/components/ui/button';
import { Dialog } from '@/shared/components/ui/dialog';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { enquiryMessages } from '../enquiry-messages';
import { EnquiryForm } from './enquiry-form';

export function EnquiryDialog({
  studioId,
  studioName,
  hasOwner,
  open,
  onOpenChange,
}: {
  studioId: number;
  studioName: string;
  /** Unknown where the page did not load the studio (the comparison): read from the studio then. */
  hasOwner: boolean | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useMessages(enquiryMessages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const detail = useQuery({ ...studioQueryOptions(studioId), enabled: hasOwner === undefined });
  const owned = hasOwner ?? detail.data?.has_owner ?? null;
  const sentText = owned === null ? t.sentToStudio : owned ? t.sentToOwners : t.sentToAdmins;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={sentTo ? t.sentTitle : t.title({ name: studioName })}
      closeLabel={t.close}
    >
      {sentTo ? (
        <div role="status" className="flex flex-col gap-4">
          <p>{sentText({ name: studioName, email: sentTo })}</p>
          <Button className="self-start" onClick={() => onOpenChange(false)}>
            {t.close}
          </Button>
        </div>
      ) : (
        <EnquiryForm studioId={studioId} hasOwner={owned} onSent={setSentTo} offerFreeDates />
      )}
    </Dialog>
  );
}
