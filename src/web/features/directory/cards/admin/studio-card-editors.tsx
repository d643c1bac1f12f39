/**
 * A directory card in admin mode (product.md §2 "Studio list"): name, city and country edited in
 * place, the status dropdown, the edit icon (opens the detail page) and the delete icon (archive,
 * after a confirmation). Loaded only for admins (see ../../admin-editors.ts).
 */
import { Link } from 'react-router';
import type { DirectoryStudio } from '@/shared/api/studio-directory';
import { PencilIcon } from '@/shared/components/admin/admin-icons';
import { ArchiveStudioButton } from '@/shared/components/admin/archive-studio-button';
import { CityCountryEditor } from '@/shared/components/admin/city-country-editor';
import { InlineTextField } from '@/shared/components/admin/inline-text-field';
import { StudioStatusSelect } from '@/shared/components/admin/studio-status-select';
import { useSaveStudioField } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { paths } from '@/shared/paths';

export function CardNameEditor({ studio }: { studio: DirectoryStudio }) {
  const t = useMessages(studioAdminMessages);
  const save = useSaveStudioField('list');
  return (
    <InlineTextField
      value={studio.name}
      label={t.nameLabel}
      editLabel={t.editName}
      emptyError={t.nameEmpty}
      wrap
      onSave={(next) => save(studio.id, 'name', next)}
      inputClassName="w-full text-lg font-semibold"
    />
  );
}

export function CardLocationEditor({ studio }: { studio: DirectoryStudio }) {
  return (
    <CityCountryEditor
      studioId={studio.id}
      city={studio.city}
      country={studio.country}
      origin="list"
      className="gap-x-1.5"
      inputClassName="w-36 max-w-full text-sm"
    />
  );
}

export function CardStatusEditor({ studio }: { studio: DirectoryStudio }) {
  const t = useMessages(studioAdminMessages);
  return (
    <StudioStatusSelect
      studioId={studio.id}
      name={studio.name}
      status={studio.status}
      label={t.statusOf({ name: studio.name })}
      origin="list"
    />
  );
}

export function CardAdminActions({ studio }: { studio: DirectoryStudio }) {
  const t = useMessages(studioAdminMessages);
  return (
    <span className="flex items-center gap-1.5">
      <Link
        to={paths.studio(studio.id)}
        aria-label={t.editStudioNamed({ name: studio.name })}
        title={t.editStudioNamed({ name: studio.name })}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-line text-muted hover:border-line-strong hover:bg-surface-2 hover:text-ink"
      >
        <PencilIcon />
      </Link>
      {studio.status === 'archived' ? null : (
        <ArchiveStudioButton studioId={studio.id} name={studio.name} origin="list" variant="icon" />
      )}
    </span>
  );
}
