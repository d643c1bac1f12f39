/**
 * City and country, each its own inline editor, on the line a visitor reads as 'City, Country':
 * the directory's cards and the detail page's header.
 */
import { useSaveStudioField, type WriteOrigin } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { cn } from '@/shared/lib/cn';
import { InlineTextField } from './inline-text-field';

export function CityCountryEditor({
  studioId,
  city,
  country,
  origin,
  className,
  inputClassName,
}: {
  studioId: number;
  city: string;
  country: string;
  origin: Exclude<WriteOrigin, 'section'>;
  className?: string;
  inputClassName?: string;
}) {
  const t = useMessages(studioAdminMessages);
  const save = useSaveStudioField(origin);
  return (
    <span className={cn('flex flex-wrap items-baseline', className)}>
      <span className="inline-flex items-baseline">
        <InlineTextField
          value={city}
          label={t.cityLabel}
          editLabel={t.editCity}
          emptyError={t.cityEmpty}
          onSave={(next) => save(studioId, 'city', next)}
          inputClassName={inputClassName}
        />
        <span aria-hidden="true">,</span>
      </span>
      <InlineTextField
        value={country}
        label={t.countryLabel}
        editLabel={t.editCountry}
        emptyError={t.countryEmpty}
        onSave={(next) => save(studioId, 'country', next)}
        inputClassName={inputClassName}
      />
    </span>
  );
}
