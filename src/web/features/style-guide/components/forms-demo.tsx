import { useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Chip } from '@/shared/components/ui/chip';
import { MultiSelect } from '@/shared/components/ui/multi-select';
import { TextInput } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { styleGuideMessages } from '../style-guide-messages';
import { DemoGroup, ShowcaseSection } from './showcase-section';

const CHIP_KEYS = ['chipGermany', 'chipCeiling', 'chip3dgs'] as const;
type ChipKey = (typeof CHIP_KEYS)[number];

export function FormsDemo() {
  const t = useMessages(styleGuideMessages);
  const id = useId();
  const [chips, setChips] = useState<readonly ChipKey[]>(CHIP_KEYS);
  const [countries, setCountries] = useState<string[]>([]);
  const [services, setServices] = useState<string[]>(['led', '3dgs']);

  const countryOptions = [
    { value: 'de', label: t.countryGermany, count: 12 },
    { value: 'gb', label: t.countryUk, count: 9 },
    { value: 'us', label: t.countryUs, count: 14 },
    { value: 'ca', label: t.countryCanada, count: 5 },
    { value: 'ae', label: t.countryUae, count: 3 },
  ];
  const serviceOptions = [
    { value: 'led', label: t.serviceLed },
    { value: '3dgs', label: t.service3dgs },
    { value: '4dgs', label: t.service4dgs },
    { value: 'mocap', label: t.serviceMocap },
  ];
  const shared = {
    allLabel: t.all,
    selectedLabel: t.selectedCount,
    searchLabel: t.searchOptions,
    noOptionsLabel: t.noOptions,
    unavailableLabel: t.optionsUnavailable,
    clearLabel: t.clear,
  };

  return (
    <ShowcaseSection id="forms" title={t.formsHeading} description={t.formsText}>
      <div className="grid gap-5 sm:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {t.inputNameLabel}
          </label>
          <TextInput
            id={`${id}-name`}
            placeholder={t.inputNamePlaceholder}
            aria-describedby={`${id}-name-hint`}
          />
          <p id={`${id}-name-hint`} className="text-xs text-muted">
            {t.inputNameHint}
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-website`} className="text-sm font-medium">
            {t.inputWebsiteLabel}
          </label>
          <TextInput
            id={`${id}-website`}
            type="url"
            defaultValue="not-a-url"
            aria-invalid="true"
            aria-describedby={`${id}-website-error`}
          />
          <p id={`${id}-website-error`} className="text-xs font-medium text-bad">
            {t.inputWebsiteError}
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-studio-id`} className="text-sm font-medium">
            {t.inputIdLabel}
          </label>
          <TextInput
            id={`${id}-studio-id`}
            defaultValue="42"
            disabled
            aria-describedby={`${id}-studio-id-hint`}
            className="disabled:cursor-not-allowed disabled:bg-surface-2"
          />
          <p id={`${id}-studio-id-hint`} className="text-xs text-muted">
            {t.inputIdHint}
          </p>
        </div>
      </div>

      <DemoGroup className="mt-6" legend={t.chipsLabel}>
        {chips.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {chips.map((key) => (
              <li key={key}>
                <Chip
                  label={t[key]}
                  removeLabel={t.chipRemove(t[key])}
                  onRemove={() => setChips((list) => list.filter((k) => k !== key))}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t.chipsEmpty}</p>
        )}
        {chips.length < CHIP_KEYS.length ? (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setChips(CHIP_KEYS)}>
            {t.chipsReset}
          </Button>
        ) : null}
      </DemoGroup>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <MultiSelect
          label={t.countryLabel}
          options={countryOptions}
          selected={countries}
          onChange={setCountries}
          {...shared}
        />
        <MultiSelect
          label={t.servicesLabel}
          options={serviceOptions}
          selected={services}
          onChange={setServices}
          {...shared}
        />
      </div>
      <p className="mt-2 text-xs text-muted">{t.multiSelectHint}</p>
    </ShowcaseSection>
  );
}
