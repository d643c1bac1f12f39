import type { Studio } from '@domain/schemas/studio-schemas';
import type { ReactNode } from 'react';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { StudioUrlEditor, UrlEditButton } from '../admin-editors';
import type { UrlField } from './admin/url-editor';
import { useUrlEditing } from './use-url-editing';

/**
 * The admin's collapsible section around a studio URL (the showreel, the tour): 'Edit URL' beside
 * the heading, and the URL editor in place of `children` while it is open.
 */
export function UrlEditableSection({
  id,
  title,
  studio,
  field,
  children,
}: {
  id: string;
  title: string;
  studio: Studio;
  field: UrlField;
  children: ReactNode;
}) {
  const editing = useUrlEditing();
  return (
    <CollapsibleSection
      id={id}
      title={title}
      actions={
        editing.open ? null : (
          <ForStudioEditors studioId={studio.id}>
            <UrlEditButton
              studio={studio}
              field={field}
              focusOnMount={editing.refocus}
              onFocused={editing.focused}
              onClick={editing.start}
            />
          </ForStudioEditors>
        )
      }
    >
      {editing.open ? (
        <ForStudioEditors studioId={studio.id} visitorView={children}>
          <StudioUrlEditor studio={studio} field={field} onClose={editing.close} />
        </ForStudioEditors>
      ) : (
        children
      )}
    </CollapsibleSection>
  );
}
