/**
 * Texts of the list's image-chain choices, the day-rate budget and their chips (issue 38,
 * product.md §10, §18, §19).
 */
import type { ChoiceKey } from '@domain/image-chain-choices';
import { defineMessages } from '@/shared/i18n/define-messages';

export const listFilterMessages = defineMessages({
  en: {
    choice: (p: { key: ChoiceKey }) =>
      (
        ({
          processor: 'LED processor',
          primaries: 'Colour primaries',
          hdr: 'HDR / PQ input',
          genlock: 'Genlock',
        }) satisfies Record<ChoiceKey, string>
      )[p.key],
    otherProcessor: 'Another processor',
    otherPrimaries: 'Other primaries',
    any: 'Any',
    yes: 'Yes',
    no: 'No',
    keepUnknown: 'Include studios that do not state it',
    anyOfHint: 'Any of the chosen ones.',
    choiceChip: (p: { label: string; value: string; unknown: boolean }) =>
      `${p.label}: ${p.value}${p.unknown ? ' (or not stated)' : ''}`,
    budgetLegend: 'Day rate',
    budgetLabel: (p: { currency: string }) => `Shooting day up to (${p.currency})`,
    budgetHint:
      'Rates in other currencies are converted with the directory’s exchange rates, so the budget is approximate.',
    budgetKeepUnknown: 'Include studios without a day rate',
    budgetInvalid: 'Enter an amount above 0.',
    budgetClear: 'Clear the budget',
    budgetChip: (p: { money: string; unknown: boolean }) =>
      `Day rate up to about ${p.money}${p.unknown ? ' (or no rate stated)' : ''}`,
    freeChip: (p: { from: string; to: string | null }) =>
      p.to === null ? `Free on ${p.from}` : `Free ${p.from} – ${p.to}`,
    removed: (p: { label: string }) => `Filter removed: ${p.label}`,
  },
  ru: {
    choice: (p: { key: ChoiceKey }) =>
      (
        ({
          processor: 'LED-процессор',
          primaries: 'Цветовой охват',
          hdr: 'Вход HDR / PQ',
          genlock: 'Генлок',
        }) satisfies Record<ChoiceKey, string>
      )[p.key],
    otherProcessor: 'Другой процессор',
    otherPrimaries: 'Другой охват',
    any: 'Любой',
    yes: 'Да',
    no: 'Нет',
    keepUnknown: 'Включая студии, которые этого не указали',
    anyOfHint: 'Любой из выбранных.',
    choiceChip: (p: { label: string; value: string; unknown: boolean }) =>
      `${p.label}: ${p.value}${p.unknown ? ' (или не указано)' : ''}`,
    budgetLegend: 'Дневная ставка',
    budgetLabel: (p: { currency: string }) => `Съёмочный день до (${p.currency})`,
    budgetHint:
      'Ставки в других валютах пересчитываются по курсам справочника, поэтому бюджет приблизительный.',
    budgetKeepUnknown: 'Включая студии без дневной ставки',
    budgetInvalid: 'Введите сумму больше 0.',
    budgetClear: 'Сбросить бюджет',
    budgetChip: (p: { money: string; unknown: boolean }) =>
      `Дневная ставка примерно до ${p.money}${p.unknown ? ' (или ставка не указана)' : ''}`,
    freeChip: (p: { from: string; to: string | null }) =>
      p.to === null ? `Свободно ${p.from}` : `Свободно ${p.from} – ${p.to}`,
    removed: (p: { label: string }) => `Фильтр убран: ${p.label}`,
  },
});
