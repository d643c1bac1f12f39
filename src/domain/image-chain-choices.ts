/**
 * The image chain's choice filters (issue 38, product.md §10 "Image chain and stage logistics"):
 *
 *   processor=brompton,megapixel   the LED processor, any of (read from LED_PROCESSING_PROCESSOR's text)
 *   primaries=rec2020              the colour primaries, any of (LED_PROCESSING_COLOUR_PRIMARIES' list)
 *   hdr=yes | hdr=no               HDR / PQ input (LED_PROCESSING_HDR_PQ_BOOL)
 *   genlock=yes | genlock=no       genlock (LED_PROCESSING_GENLOCK_BOOL)
 *   with_unknown=processor,hdr     also keep the studios that do not state that value
 *
 * A studio that does not state the value (or states one the directory cannot read, such as a boolean
 * "maybe") is left out unless with_unknown names the key, as with the ranges: unknown is never read
 * as no. A processor the directory does not know by name is "other" (stated, not unknown).
 */
import { parseBoolean, parseList, stripReferences, valueToText } from './parameter-values';
import type { DetailedAttributes } from './schemas/studio-schemas';
import { shownValueOf } from './studio-attributes';

export const CHOICE_KEYS = ['processor', 'primaries', 'hdr', 'genlock'] as const;
export type ChoiceKey = (typeof CHOICE_KEYS)[number];
/** The multi-select ones ("any of"); hdr and genlock take one of yes and no. */
export const MULTI_CHOICE_KEYS = ['processor', 'primaries'] as const satisfies readonly ChoiceKey[];
export const YES_NO_CHOICE_KEYS = ['hdr', 'genlock'] as const satisfies readonly ChoiceKey[];
export type YesNoChoiceKey = (typeof YES_NO_CHOICE_KEYS)[number];

/** Each key's catalog parameter. */
export const CHOICE_PARAMETERS: Readonly<Record<ChoiceKey, string>> = {
  processor: 'LED_PROCESSING_PROCESSOR',
  primaries: 'LED_PROCESSING_COLOUR_PRIMARIES',
  hdr: 'LED_PROCESSING_HDR_PQ_BOOL',
  genlock: 'LED_PROCESSING_GENLOCK_BOOL',
};

interface NamedOption {
  /** The token in the address. */
  readonly id: string;
  /** Its name as people write it (the same in both languages). */
  readonly label: string;
  /** What a stated value holding it looks like. */
  readonly pattern: RegExp;
}

/** The processors the directory knows by name; any other stated processor is 'other'. */
export const PROCESSOR_OPTIONS: readonly NamedOption[] = [
  { id: 'brompton', label: 'Brompton', pattern: /brompton|tessera/i },
  { id: 'megapixel', label: 'Megapixel HELIOS', pattern: /megapixel|helios/i },
  { id: 'novastar', label: 'NovaStar', pattern: /nova\s*star/i },
  { id: 'colorlight', label: 'Colorlight', pattern: /colou?rlight/i },
];
/** A stated value the directory does not know by name. */
export const OTHER_CHOICE = 'other';

/** The colour primaries; a stated list naming none of these is 'other' (stated, not offered). */
export const PRIMARIES_OPTIONS: readonly NamedOption[] = [
  { id: 'rec709', label: 'Rec.709', pattern: /(rec|bt|itu-?r)\.?\s*709/i },
  { id: 'p3', label: 'P3', pattern: /(^|[^a-z0-9])(dci[-\s]?|display\s*)?p3([^0-9]|$)/i },
  { id: 'rec2020', label: 'Rec.2020', pattern: /(rec|bt|itu-?r)\.?\s*2020/i },
];

export const YES_NO_VALUES = ['yes', 'no'] as const;

/** The tokens each key takes in the address, in the order they are offered. */
export const CHOICE_VALUES: Readonly<Record<ChoiceKey, readonly string[]>> = {
  processor: [...PROCESSOR_OPTIONS.map((o) => o.id), OTHER_CHOICE],
  primaries: PRIMARIES_OPTIONS.map((o) => o.id),
  hdr: YES_NO_VALUES,
  genlock: YES_NO_VALUES,
};

/** The name of an option (processor and primaries; yes/no are worded by the reader's language). */
export function choiceOptionLabel(key: 'processor' | 'primaries', id: string): string {
  const options = key === 'processor' ? PROCESSOR_OPTIONS : PRIMARIES_OPTIONS;
  return options.find((o) => o.id === id)?.label ?? id;
}

/** One chosen filter: the values (any of them matches) and whether studios not stating it stay. */
export interface ChoiceFilter {
  values: string[];
  includeUnknown: boolean;
}

export type ChoiceFilters = Partial<Record<ChoiceKey, ChoiceFilter>>;

/** A studio's value per key: the tokens it states (empty: not stated). */
export type ChoiceValues = Readonly<Record<ChoiceKey, readonly string[]>>;

export function isChoiceKey(value: string): value is ChoiceKey {
  return (CHOICE_KEYS as readonly string[]).includes(value);
}

/** The processor's token: the known name it holds, 'other' for any other, none when not stated. */
export function processorChoiceOf(text: string | null): string[] {
  if (text === null || text.trim() === '') return [];
  const found = PROCESSOR_OPTIONS.filter((o) => o.pattern.test(text)).map((o) => o.id);
  return found.length > 0 ? found : [OTHER_CHOICE];
}

/** The primaries' tokens of a stated list; 'other' when it names none of them. */
export function primariesChoiceOf(items: readonly string[]): string[] {
  if (items.length === 0) return [];
  const found = PRIMARIES_OPTIONS.filter((o) => items.some((item) => o.pattern.test(item))).map((o) => o.id);
  return found.length > 0 ? found : [OTHER_CHOICE];
}

export function yesNoChoiceOf(value: boolean | null): string[] {
  return value === null ? [] : [value ? 'yes' : 'no'];
}

/** A studio's stated values for each choice filter (the studio-page value, references stripped). */
export function choiceValuesOf(attrs: DetailedAttributes): ChoiceValues {
  const value = (key: ChoiceKey) => shownValueOf(attrs, CHOICE_PARAMETERS[key]);
  const processor = value('processor');
  return {
    processor: processorChoiceOf(
      processor === undefined || processor === null ? null : stripReferences(valueToText(processor)),
    ),
    primaries: primariesChoiceOf(parseList(value('primaries'))),
    hdr: yesNoChoiceOf(parseBoolean(value('hdr'))),
    genlock: yesNoChoiceOf(parseBoolean(value('genlock'))),
  };
}

/** The choices that narrow anything (a value is chosen), in CHOICE_KEYS order. */
export function activeChoices(choices: ChoiceFilters | undefined): [ChoiceKey, ChoiceFilter][] {
  if (!choices) return [];
  const active: [ChoiceKey, ChoiceFilter][] = [];
  for (const key of CHOICE_KEYS) {
    const choice = choices[key];
    if (choice && choice.values.length > 0) active.push([key, choice]);
  }
  return active;
}

/** Any chosen value matches; a studio that does not state it matches only when unknowns are kept. */
export function matchesChoice(stated: readonly string[], choice: ChoiceFilter): boolean {
  if (stated.length === 0) return choice.includeUnknown;
  for (const value of stated) if (choice.values.includes(value)) return true;
  return false;
}

type Report = (field: string, reason: string) => void;

/** A token as written: case, dots, spaces and dashes do not matter ("Rec.2020", "REC-2020"). */
function tokenKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Reads one key's items (the list already split) into its chosen values; each unknown item is
 * reported against the key. hdr and genlock take one of yes and no.
 */
export function readChoice(
  key: ChoiceKey,
  items: readonly string[],
  includeUnknown: boolean,
  report: Report,
): ChoiceFilter | null {
  const allowed = CHOICE_VALUES[key];
  const values: string[] = [];
  for (const item of items) {
    const wanted = tokenKey(item);
    const labels = key === 'processor' ? PROCESSOR_OPTIONS : key === 'primaries' ? PRIMARIES_OPTIONS : [];
    const match =
      allowed.find((token) => token === wanted) ??
      labels.find((o) => tokenKey(o.label) === wanted || tokenKey(o.label.split(' ')[0]!) === wanted)?.id;
    if (!match) report(key, `Unknown value '${item}'. Use: ${allowed.join(', ')}.`);
    else if (!values.includes(match)) values.push(match);
  }
  if ((key === 'hdr' || key === 'genlock') && values.length > 1) {
    report(key, "Expected one of 'yes' or 'no' (leave it out for either).");
    return null;
  }
  return values.length > 0 ? { values, includeUnknown } : null;
}

/** The address's parameters of the choices, in CHOICE_KEYS order; with_unknown is written by the caller. */
export function choiceParts(choices: ChoiceFilters | undefined): string[] {
  return activeChoices(choices).map(([key, choice]) => `${key}=${choice.values.join(',')}`);
}

/** The choice keys that keep unknowns (for with_unknown). */
export function choicesKeepingUnknown(choices: ChoiceFilters | undefined): ChoiceKey[] {
  return activeChoices(choices)
    .filter(([, choice]) => choice.includeUnknown)
    .map(([key]) => key);
}
