/**
 * Admin controls of a named-link list on the detail page: Edit and Delete beside each entry, an
 * Add button under the list, and the list's name+URL dialog and delete confirmation. The entry
 * buttons and the list's footer share which entry is open through `target` (held by
 * EditableLinkList), so one dialog serves the whole list.
 */
import type { Studio } from '@domain/schemas/studio-schemas';
import { useState } from 'react';
import { PencilIcon, TrashIcon } from '@/shared/components/admin/admin-icons';
import { Button } from '@/shared/components/ui/button';
import { ConfirmDialog } from '@/shared/components/ui/confirm-dialog';
import type { WriteOutcome } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { type StudioAdminMessages, studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import {
  type EditableLink,
  type LinkKind,
  type LinkListField,
  linkKindOf,
  locateLink,
  storedLinksOf,
  withAddedLink,
  withoutLink,
  withReplacedLink,
} from '../link-list-edit';
import { LinkDialog } from './link-dialog';

export type LinkTarget =
  | { field: LinkListField; mode: 'add' }
  | { field: LinkListField; mode: 'edit' | 'delete'; index: number; original: EditableLink };

const EMPTY_LINK: EditableLink = { name: '', url: '' };

function texts(kind: LinkKind, t: StudioAdminMessages) {
  switch (kind) {
    case 'tool':
      return { add: t.addTool, addTitle: t.addToolTitle, editTitle: t.editToolTitle };
    case 'partner':
      return { add: t.addPartner, addTitle: t.addPartnerTitle, editTitle: t.editPartnerTitle };
    case 'capability':
      return { add: t.addCapability, addTitle: t.addCapabilityTitle, editTitle: t.editCapabilityTitle };
    default:
      return { add: t.addCredit, addTitle: t.addCreditTitle, editTitle: t.editCreditTitle };
  }
}

const iconButton =
  'inline-flex h-7 w-7 items-center justify-center rounded-md border border-transparent text-muted hover:border-line hover:bg-surface-2 hover:text-ink';

/** Edit and Delete for one stored entry. */
export function LinkItemActions({
  field,
  entry,
  index,
  onOpen,
}: {
  field: LinkListField;
  entry: EditableLink;
  index: number;
  onOpen(target: LinkTarget): void;
}) {
  const t = useMessages(studioAdminMessages);
  return (
    <span className="inline-flex items-center gap-0.5">
      <button
        type="button"
        className={iconButton}
        aria-label={t.editEntry({ name: entry.name })}
        title={t.editEntry({ name: entry.name })}
        onClick={() => onOpen({ field, mode: 'edit', index, original: entry })}
      >
        <PencilIcon />
      </button>
      <button
        type="button"
        className={`${iconButton} hover:text-bad`}
        aria-label={t.deleteEntry({ name: entry.name })}
        title={t.deleteEntry({ name: entry.name })}
        onClick={() => onOpen({ field, mode: 'delete', index, original: entry })}
      >
        <TrashIcon />
      </button>
    </span>
  );
}

/** The Add button under a list, and the list's dialogs. */
export function LinkListFooter({
  studio,
  field,
  target,
  onOpen,
  onClose,
  save,
}: {
  studio: Studio;
  field: LinkListField;
  target: LinkTarget | null;
  onOpen(target: LinkTarget): void;
  onClose(): void;
  save(list: EditableLink[]): Promise<WriteOutcome>;
}) {
  const t = useMessages(studioAdminMessages);
  const kind = linkKindOf(field);
  const words = texts(kind, t);
  const mine = target?.field === field ? target : null;
  // The list as the page shows it now (after a 412 the page has the other admin's version).
  const current = storedLinksOf(studio, field);
  const located = mine && mine.mode !== 'add' ? locateLink(current, mine.index, mine.original) : -1;
  const [deleting, setDeleting] = useState(false);

  const submit = (link: EditableLink): Promise<WriteOutcome> => {
    if (!mine || mine.mode === 'delete') return Promise.resolve({ ok: false, stale: false, error: null });
    const next =
      mine.mode === 'add' ? withAddedLink(current, link) : withReplacedLink(current, located, link);
    return save(next);
  };

  const confirmDelete = async () => {
    if (mine?.mode !== 'delete') return;
    if (located < 0) {
      // Already gone (someone else removed it): nothing left to delete.
      onClose();
      return;
    }
    setDeleting(true);
    const outcome = await save(withoutLink(current, located));
    setDeleting(false);
    if (outcome.ok) onClose();
  };

  const dialogOpen = mine !== null && mine.mode !== 'delete';
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={() => onOpen({ field, mode: 'add' })}>
        <span aria-hidden="true">+</span>
        {words.add}
        <span className="sr-only"> ({t[`list_${field}`]})</span>
      </Button>
      <LinkDialog
        open={dialogOpen}
        title={mine?.mode === 'edit' ? words.editTitle : words.addTitle}
        submitLabel={mine?.mode === 'edit' ? t.save : t.add}
        initial={mine && mine.mode !== 'add' ? mine.original : EMPTY_LINK}
        note={mine?.mode === 'edit' && located < 0 ? t.entryChangedMeanwhile : null}
        onSubmit={submit}
        onClose={onClose}
      />
      <ConfirmDialog
        open={mine?.mode === 'delete'}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={kind === 'tool' ? t.deleteToolTitle : t.deleteItemTitle}
        description={
          <>
            <p>{kind === 'tool' ? t.confirmDeleteTool : t.confirmDeleteItem}</p>
            {mine?.mode === 'delete' ? <p className="font-medium text-ink">{mine.original.name}</p> : null}
          </>
        }
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
