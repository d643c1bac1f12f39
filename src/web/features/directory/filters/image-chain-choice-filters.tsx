/**
 * The image chain's choices (issue 38, product.md §10): the LED processor and the colour primaries as
 * checkboxes ("any of"), HDR / PQ input and genlock as Any / Yes / No, each with 'Include studios that
 * do not state it' once a value is chosen (unknown is never read as no). In 'Image chain & logistics'
 * on the desktop and in the phone's Filters sheet (on its draft).
 */
import {
  type ChoiceFilter,
  type ChoiceFilters,
  type ChoiceKey,
  choiceOptionLabel,
  MULTI_CHOICE_KEYS,
  OTHER_CHOICE,
  PRIMARIES_OPTIONS,
  PROCESSOR_OPTIONS,
  YES_NO_CHOICE_KEYS,
  type YesNoChoiceKey,
} from '@domain/image-chain-choices';
import { useId } from 'react';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { listFilterMessages } from './list-filter-messages';

type Messages = (typeof listFilterMessages)['en'];

/** The choices with one key changed (null or no value: removed). */
export function withChoice(
  choices: ChoiceFilters | undefined,
  key: ChoiceKey,
  choice: ChoiceFilter | null,
): ChoiceFilters {
  const next: ChoiceFilters = { ...choices };
  if (choice && choice.values.length > 0) next[key] = choice;
  else delete next[key];
  return next;
}

/** How a chosen value reads ("Brompton", "Rec.2020", "Yes", "Another processor"). */
export function choiceValueLabel(key: ChoiceKey, value: string, t: Messages): string {
  if (key === 'hdr' || key === 'genlock') return value === 'yes' ? t.yes : t.no;
  if (value === OTHER_CHOICE) return key === 'processor' ? t.otherProcessor : t.otherPrimaries;
  return choiceOptionLabel(key, value);
}

const OPTIONS: Record<(typeof MULTI_CHOICE_KEYS)[number], readonly string[]> = {
  processor: [...PROCESSOR_OPTIONS.map((o) => o.id), OTHER_CHOICE],
  primaries: PRIMARIES_OPTIONS.map((o) => o.id),
};

const boxClass = 'h-4 w-4 accent-[var(--vp-accent)]';

function KeepUnknown({
  choice,
  onChange,
  t,
}: {
  choice: ChoiceFilter | undefined;
  onChange(includeUnknown: boolean): void;
  t: Messages;
}) {
  const chosen = Boolean(choice && choice.values.length > 0);
  return (
    <label className="mt-1 inline-flex items-center gap-2 text-xs text-muted">
      <input
        type="checkbox"
        className={boxClass}
        disabled={!chosen}
        checked={chosen && Boolean(choice?.includeUnknown)}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t.keepUnknown}
    </label>
  );
}

function MultiChoice({
  choiceKey,
  choice,
  onChange,
  t,
}: {
  choiceKey: (typeof MULTI_CHOICE_KEYS)[number];
  choice: ChoiceFilter | undefined;
  onChange(choice: ChoiceFilter | null): void;
  t: Messages;
}) {
  const id = useId();
  const values = choice?.values ?? [];
  const includeUnknown = choice?.includeUnknown ?? false;
  return (
    <fieldset className="flex flex-col gap-1 text-sm" data-choice={choiceKey} aria-describedby={`${id}-hint`}>
      <legend className="mb-1 font-medium">{t.choice({ key: choiceKey })}</legend>
      <p id={`${id}-hint`} className="sr-only">
        {t.anyOfHint}
      </p>
      {OPTIONS[choiceKey].map((value) => (
        <label key={value} className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className={boxClass}
            checked={values.includes(value)}
            onChange={(event) => {
              const next = event.target.checked ? [...values, value] : values.filter((v) => v !== value);
              onChange({ values: next, includeUnknown });
            }}
          />
          {choiceValueLabel(choiceKey, value, t)}
        </label>
      ))}
      <KeepUnknown choice={choice} t={t} onChange={(keep) => onChange({ values, includeUnknown: keep })} />
    </fieldset>
  );
}

function YesNoChoice({
  choiceKey,
  choice,
  onChange,
  t,
}: {
  choiceKey: YesNoChoiceKey;
  choice: ChoiceFilter | undefined;
  onChange(choice: ChoiceFilter | null): void;
  t: Messages;
}) {
  const name = useId();
  const value = choice?.values[0] ?? '';
  const includeUnknown = choice?.includeUnknown ?? false;
  const options: [string, string][] = [
    ['', t.any],
    ['yes', t.yes],
    ['no', t.no],
  ];
  return (
    <fieldset className="flex flex-col gap-1 text-sm" data-choice={choiceKey}>
      <legend className="mb-1 font-medium">{t.choice({ key: choiceKey })}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map(([option, label]) => (
          <label key={option || 'any'} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={name}
              className={boxClass}
              checked={value === option}
              onChange={() => onChange(option ? { values: [option], includeUnknown } : null)}
            />
            {label}
          </label>
        ))}
      </div>
      <KeepUnknown
        choice={choice}
        t={t}
        onChange={(keep) => onChange(value ? { values: [value], includeUnknown: keep } : null)}
      />
    </fieldset>
  );
}

export function ImageChainChoiceFilters({
  choices,
  onChange,
}: {
  choices: ChoiceFilters | undefined;
  onChange(choices: ChoiceFilters): void;
}) {
  const t = useMessages(listFilterMessages);
  const change = (key: ChoiceKey) => (choice: ChoiceFilter | null) =>
    onChange(withChoice(choices, key, choice));
  return (
    <div
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4"
      data-filter-group="image-chain-choices"
    >
      {MULTI_CHOICE_KEYS.map((key) => (
        <MultiChoice key={key} choiceKey={key} choice={choices?.[key]} onChange={change(key)} t={t} />
      ))}
      {YES_NO_CHOICE_KEYS.map((key) => (
        <YesNoChoice key={key} choiceKey={key} choice={choices?.[key]} onChange={change(key)} t={t} />
      ))}
    </div>
  );
}
