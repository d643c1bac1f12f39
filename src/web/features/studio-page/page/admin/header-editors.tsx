/**
 * The detail page's header in admin mode (product.md §2 "Studio detail", §4, §5): the name, city
 * and country edited in place, the status dropdown and the Archive button. Loaded only for admins
 * (see ../../admin-editors.ts).
 */
import { decodeHtmlEntities } from '@domain/html-entities';
import type { Studio } from '@domain/schemas/studio-schemas';
import { ArchiveStudioButton } from '@/shared/components/admin/archive-studio-button';
import { CityCountryEditor } from '@/shared/components/admin/city-country-editor';
import { InlineTextField } from '@/shared/components/admin/inline-text-field';
import { StudioStatusSelect } from '@/shared/components/admin/studio-status-select';
import { useSaveStudioField } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';

export function NameEditor({ studio }: { studio: Studio }) {
  const t = useMessages(studioAdminMessages);
  const save = useSaveStudioField('header');
  return (
    <InlineTextField
      value={decodeHtmlEntities(studio.name)}
      label={t.nameLabel}
      editLabel={t.editName}
      emptyError={t.nameEmpty}
      wrap
      onSave={(next) => save(studio.id, 'name', next)}
      inputClassName="w-full max-w-xl text-xl font-bold sm:text-2xl"
    />
  );
}

/** City and country, each its own inline editor, on the line the visitor reads as 'City, Country'. */
export function LocationEditor({ studio }: { studio: Studio }) {
  return (
    <CityCountryEditor
      studioId={studio.id}
      city={studio.location?.city ?? studio.city}
      country={studio.location?.country ?? studio.country}
      origin="header"
      className="gap-x-2"
    />
  );
}

export function StatusEditor({ studio }: { studio: Studio }) {
  const t = useMessages(studioAdminMessages);
  return (
    <StudioStatusSelect
      studioId={studio.id}
      name={decodeHtmlEntities(studio.name)}
      status={studio.status}
      label={t.statusLabel}
      origin="header"
    />
  );
}

/** 'Archive' beside the header's buttons; an archived studio has nothing left to archive. */
export function ArchiveAction({ studio }: { studio: Studio }) {
  if (studio.status === 'archived') return null;
  return (
    <ArchiveStudioButton
      studioId={studio.id}
      name={decodeHtmlEntities(studio.name)}
      origin="header"
      variant="button"
    />
  );
}
