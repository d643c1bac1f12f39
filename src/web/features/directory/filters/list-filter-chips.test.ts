import { formatMoney } from '@domain/day-rate-format';
import { describe, expect, it } from 'vitest';
import { parseBudgetAmount } from './budget-filter';
import { budgetChipLabel, choiceChips, freeDatesChipLabel } from './list-filter-chips';
import { listFilterMessages } from './list-filter-messages';

const en = listFilterMessages.en;
const ru = listFilterMessages.ru;

describe('the chips of the choices', () => {
  it('gives a chip per chosen processor, each removing only its value', () => {
    const chips = choiceChips(
      {
        processor: { values: ['brompton', 'other'], includeUnknown: true },
        hdr: { values: ['no'], includeUnknown: false },
      },
      en,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'LED processor: Brompton (or not stated)',
      'LED processor: Another processor (or not stated)',
      'HDR / PQ input: No',
    ]);
    expect(chips[0]!.choices).toEqual({
      processor: { values: ['other'], includeUnknown: true },
      hdr: { values: ['no'], includeUnknown: false },
    });
    // The last value of a choice removes the choice.
    expect(chips[2]!.choices).toEqual({ processor: { values: ['brompton', 'other'], includeUnknown: true } });
  });
  it('reads in Russian', () => {
    const [chip] = choiceChips({ genlock: { values: ['yes'], includeUnknown: false } }, ru);
    expect(chip!.label).toBe('Генлок: Да');
  });
});

describe('the budget and the free dates', () => {
  it('says the budget is approximate, in the reader’s currency and language', () => {
    expect(budgetChipLabel({ max: 15000, includeUnknown: false }, 'USD', 'en', en)).toBe(
      'Day rate up to about $15,000',
    );
    expect(budgetChipLabel({ max: 15000, includeUnknown: true }, 'USD', 'ru', ru)).toBe(
      `Дневная ставка примерно до ${formatMoney(15000, 'USD', 'ru')} (или ставка не указана)`,
    );
  });
  it('reads the free dates in the reader’s date format; one day alone', () => {
    expect(freeDatesChipLabel({ from: '2026-12-10', to: '2026-12-14' }, 'en', en)).toBe(
      'Free Dec 10, 2026 – Dec 14, 2026',
    );
    expect(freeDatesChipLabel({ from: '2026-12-10', to: '2026-12-10' }, 'ru', ru)).toMatch(
      /^Свободно 10 дек\. 2026/,
    );
  });
  it('reads a budget as people type it, and refuses what is not an amount above 0', () => {
    expect(parseBudgetAmount('15 000')).toBe(15000);
    expect(parseBudgetAmount('15,000')).toBe(15000);
    expect(parseBudgetAmount('12500.5')).toBe(12500.5);
    expect(parseBudgetAmount('0')).toBeNull();
    expect(parseBudgetAmount('about 10k')).toBeNull();
    expect(parseBudgetAmount('')).toBeNull();
  });
});
