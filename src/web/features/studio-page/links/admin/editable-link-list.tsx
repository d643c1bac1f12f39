/**
 * A named-link list in admin mode (product.md §5): the list as visitors see it, with Edit and Delete
 * beside each stored entry, and under it the Add button with the list's dialogs. Loaded only for
 * admins (see ../../admin-editors.ts).
 */
import type { Studio } from '@domain/schemas/studio-schemas';
import { useState } from 'react';
import { useSaveStudioField } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { LinkList } from '../link-list';
import { type LinkListField, storedLinksOf } from '../link-list-edit';
import type { LinkEntry } from '../link-lists';
import { LinkItemActions, LinkListFooter, type LinkTarget } from './link-list-admin';

export function EditableLinkList({
  studio,
  field,
  entries,
  className,
}: {
  studio: Studio;
  field: LinkListField;
  /** The entries as the page shows them (for tour credits, the default credits when it has none). */
  entries: readonly LinkEntry[];
  className?: string;
}) {
  const t = useMessages(studioAdminMessages);
  const save = useSaveStudioField('section');
  const [target, setTarget] = useState<LinkTarget | null>(null);
  const stored = storedLinksOf(studio, field);
  // The default tour credits show when the studio has none of its own: they are not its to edit.
  const showsDefaults = field === 'tour_credits' && stored.length === 0;
  return (
    <>
      {entries.length === 0 ? null : (
        <LinkList
          entries={entries}
          className={className}
          renderItemActions={(entry, index) => {
            if (showsDefaults) return <span className="text-xs text-muted">{t.defaultCredit}</span>;
            const original = stored[index];
            if (entry.kind !== 'link' || !original) return null;
            return <LinkItemActions field={field} entry={original} index={index} onOpen={setTarget} />;
          }}
        />
      )}
      <LinkListFooter
        studio={studio}
        field={field}
        target={target}
        onOpen={setTarget}
        onClose={() => setTarget(null)}
        save={(list) => save(studio.id, field, list)}
      />
    </>
  );
}
