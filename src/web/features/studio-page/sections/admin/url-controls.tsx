/**
 * The showreel's and the tour's URL in admin mode (product.md §2, §6): 'Edit URL' (or 'Add … URL')
 * beside the section's heading, and the editor that takes the place of the video or tour while it is
 * open. The section holds whether the editor is open. Loaded only for admins (see ../../admin-editors.ts).
 */
import type { Studio } from '@domain/schemas/studio-schemas';
import { useEffect, useRef } from 'react';
import { Button } from '@/shared/components/ui/button';
import { useSaveStudioField } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { UrlEditor, type UrlField } from './url-editor';

/** Takes focus when it comes back after its editor closed (`focusOnMount`), so the keyboard stays put. */
export function UrlEditButton({
  studio,
  field,
  focusOnMount,
  onFocused,
  onClick,
}: {
  studio: Studio;
  field: UrlField;
  focusOnMount: boolean;
  onFocused(): void;
  onClick(): void;
}) {
  const t = useMessages(studioAdminMessages);
  const ref = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it appears, not on later renders.
  useEffect(() => {
    if (!focusOnMount) return;
    ref.current?.focus();
    onFocused();
  }, []);
  const hasUrl = Boolean(studio[field]?.trim());
  const label = hasUrl ? t.editUrl : field === 'interactive_tour_url' ? t.addTourUrl : t.addShowreelUrl;
  return (
    <Button ref={ref} variant="secondary" size="sm" onClick={onClick}>
      {label}
    </Button>
  );
}

export function StudioUrlEditor({
  studio,
  field,
  onClose,
}: {
  studio: Studio;
  field: UrlField;
  onClose(): void;
}) {
  const t = useMessages(studioAdminMessages);
  const save = useSaveStudioField('section');
  return (
    <UrlEditor
      field={field}
      value={studio[field]?.trim() ?? ''}
      label={field === 'interactive_tour_url' ? t.tourUrlLabel : t.showreelUrlLabel}
      onSave={(next) => save(studio.id, field, next)}
      onClose={onClose}
    />
  );
}
