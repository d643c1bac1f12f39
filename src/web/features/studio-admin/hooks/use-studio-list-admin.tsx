/**
 * The directory's admin parts (product.md §2 "Studio list"), as StudioDirectory's props: inline
 * name, city and country on each card, the status dropdown, the edit icon (opens the detail page)
 * and the delete icon (archive, after a confirmation), 'Add Studio', and the 'N (M total)' intro.
 */
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { DirectoryStudio } from '@/features/studios/api/studios-query';
import type { StudioCardSlots } from '@/features/studios/components/studio-card';
import type { StudioDirectoryProps } from '@/features/studios/components/studio-directory';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { AddStudioButton } from '../components/add-studio-dialog';
import { PencilIcon } from '../components/admin-icons';
import { ArchiveStudioButton } from '../components/archive-studio-button';
import { InlineTextField } from '../components/inline-text-field';
import { StudioStatusSelect } from '../components/studio-status-select';
import { studioAdminMessages } from '../studio-admin-messages';
import { useSaveStudioField } from './use-studio-writes';

export type StudioListAdmin = Required<Pick<StudioDirectoryProps, 'cardSlots' | 'intro' | 'actions'>>;

export function useStudioListAdmin(): StudioListAdmin {
  const t = useMessages(studioAdminMessages);
  const saveField = useSaveStudioField('list');

  const cardSlots = useCallback(
    (studio: DirectoryStudio): StudioCardSlots => ({
      name: (
        <InlineTextField
          value={studio.name}
          label={t.nameLabel}
          editLabel={t.editName}
          emptyError={t.nameEmpty}
          wrap
          onSave={(next) => saveField(studio.id, 'name', next)}
          inputClassName="w-full text-lg font-semibold"
        />
      ),
      location: (
        <span className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="inline-flex items-baseline">
            <InlineTextField
              value={studio.city}
              label={t.cityLabel}
              editLabel={t.editCity}
              emptyError={t.cityEmpty}
              onSave={(next) => saveField(studio.id, 'city', next)}
              inputClassName="w-36 max-w-full text-sm"
            />
            <span aria-hidden="true">,</span>
          </span>
          <InlineTextField
            value={studio.country}
            label={t.countryLabel}
            editLabel={t.editCountry}
            emptyError={t.countryEmpty}
            onSave={(next) => saveField(studio.id, 'country', next)}
            inputClassName="w-36 max-w-full text-sm"
          />
        </span>
      ),
      status: (
        <StudioStatusSelect
          studioId={studio.id}
          name={studio.name}
          status={studio.status}
          label={t.statusOf({ name: studio.name })}
          origin="list"
        />
      ),
      actions: (
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
      ),
    }),
    [t, saveField],
  );

  const intro = useCallback(
    ({ publicCount, total }: { publicCount: number; total: number }) =>
      t.adminIntro({ count: publicCount, total }),
    [t],
  );

  return { cardSlots, intro, actions: <AddStudioButton /> };
}
