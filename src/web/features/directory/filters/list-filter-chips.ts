/**
 * The chips of the image chain's choices, the day-rate budget and the free dates (issue 38): each
 * with its text in the reader's language and what removing it changes.
 */
import { formatMoney } from '@domain/day-rate-format';
import { formatShortDate } from '@domain/format-date';
import { activeChoices, type ChoiceFilters, MULTI_CHOICE_KEYS } from '@domain/image-chain-choices';
import type { FreeDates } from '@domain/studio-calendar';
import type { ValueLocale } from '@domain/value-format';
import type { Budget } from './budget-filter';
import { choiceValueLabel, withChoice } from './image-chain-choice-filters';
import type { listFilterMessages } from './list-filter-messages';

type Messages = (typeof listFilterMessages)['en'];

export interface ChipSpec {
  key: string;
  label: string;
  /** What the filters become without it. */
  choices?: ChoiceFilters;
}

/** One chip per chosen processor and gamut ("LED processor: Brompton"), one for HDR and genlock. */
export function choiceChips(choices: ChoiceFilters | undefined, t: Messages): Required<ChipSpec>[] {
  const chips: Required<ChipSpec>[] = [];
  for (const [key, choice] of activeChoices(choices)) {
    const label = t.choice({ key });
    const multi = (MULTI_CHOICE_KEYS as readonly string[]).includes(key);
    for (const value of multi ? choice.values : choice.values.slice(0, 1)) {
      const rest = multi ? choice.values.filter((v) => v !== value) : [];
      chips.push({
        key: `choice:${key}:${value}`,
        label: t.choiceChip({
          label,
          value: choiceValueLabel(key, value, t),
          unknown: choice.includeUnknown,
        }),
        choices: withChoice(choices, key, { ...choice, values: rest }),
      });
    }
  }
  return chips;
}

/** "Day rate up to about $15,000" (converted rates are estimates, so the budget reads "about"). */
export function budgetChipLabel(budget: Budget, currency: string, locale: ValueLocale, t: Messages): string {
  return t.budgetChip({ money: formatMoney(budget.max, currency, locale), unknown: budget.includeUnknown });
}

/** "Free Dec 10, 2026 – Dec 14, 2026" / "Свободно 10 дек. 2026 г. – 14 дек. 2026 г."; one day alone. */
export function freeDatesChipLabel(dates: FreeDates, locale: ValueLocale, t: Messages): string {
  const day = (text: string) => formatShortDate(`${text}T00:00:00.000Z`, locale) ?? text;
  return t.freeChip({ from: day(dates.from), to: dates.to === dates.from ? null : day(dates.to) });
}
