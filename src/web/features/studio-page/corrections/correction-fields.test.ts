import { describe, expect, it } from 'vitest';
import { checkFieldValue } from '@/shared/forms/field-checks';
import { publicFormMessages } from '@/shared/forms/public-form-messages';
import { correctionFieldGroups, correctionRules, fieldIsListed, proposedChoices } from './correction-fields';

describe('correctionFieldGroups', () => {
  const groups = correctionFieldGroups('en', 'Studio', (field) => `field:${field}`);
  const values = groups.flatMap((g) => g.options.map((o) => o.value));

  it('lists the studio fields first, then parameters by category', () => {
    expect(groups[0]?.label).toBe('Studio');
    expect(groups[0]?.options[0]).toEqual({ value: 'name', label: 'field:name' });
    expect(values).toContain('LED_PANEL_PIXEL_PITCH_MM');
  });

  it('lists a key that is both a studio field and a parameter once', () => {
    expect(values.filter((v) => v === '3DGS_LOCATION_SCANNING_STATUS')).toHaveLength(1);
    expect(new Set(values).size).toBe(values.length);
  });

  it('names categories and parameters in Russian too', () => {
    const ru = correctionFieldGroups('ru', 'Студия', (field) => field);
    expect(ru.map((g) => g.label)).toContain('LED-стена');
    expect(fieldIsListed(ru, 'LED_PANEL_PIXEL_PITCH_MM')).toBe(true);
    expect(fieldIsListed(ru, 'NOT_A_KEY')).toBe(false);
  });
});

describe('proposedChoices and correctionRules', () => {
  it("offers a capability's values with the page's words, in each language", () => {
    expect(proposedChoices('3DGS_LOCATION_SCANNING_STATUS', 'ru')).toEqual([
      { value: 'Available', label: 'Доступно' },
      { value: 'Limited', label: 'Ограниченно' },
      { value: 'Not Available', label: 'Недоступно' },
      { value: 'Unknown', label: 'Неизвестно' },
    ]);
    expect(proposedChoices('4DGS_ACTOR_SCANNING_STATUS', 'en')?.map((c) => c.label)).toEqual([
      'Available',
      'Limited',
      'Not Available',
      'Unknown',
    ]);
  });

  it("labels a team's 'Not Available' as a team type, not as a capability", () => {
    const ru = proposedChoices('scanning_team_type', 'ru');
    expect(ru?.find((c) => c.value === 'Not Available')?.label).toBe('Нет');
    expect(ru?.find((c) => c.value === 'In-House')?.label).toBe('Собственная команда');
  });

  it("offers countries by code, named and sorted in the reader's language", () => {
    const ru = proposedChoices('country_code', 'ru') ?? [];
    expect(ru.find((c) => c.value === 'DE')?.label).toBe('Германия');
    const labels = ru.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ru').compare));
    expect(proposedChoices('country_code', 'en')?.[0]?.label).toBe('Afghanistan');
  });

  it('has no list for a free-text field', () => {
    expect(proposedChoices('city', 'en')).toBeNull();
    expect(proposedChoices('LED_PANEL_PIXEL_PITCH_MM', 'ru')).toBeNull();
  });

  it("checks the proposed value with the chosen field's rule, in the reader's language", () => {
    const ru = publicFormMessages.ru;
    const check = (field: string, value: string) =>
      checkFieldValue(value, correctionRules(field, proposedChoices(field, 'ru')).proposed_value, ru);
    expect(check('3DGS_LOCATION_SCANNING_STATUS', 'Available')).toBeNull();
    expect(check('3DGS_LOCATION_SCANNING_STATUS', 'Доступно')).toBe(
      'Выберите одно из значений: Доступно, Ограниченно, Недоступно, Неизвестно.',
    );
    expect(check('country_code', 'XX')).toMatch(/^Выберите одно из значений: /);
    expect(check('showreel_video_url', 'youtube.com/watch')).toBe(ru.invalidUrl);
    expect(check('city', 'x'.repeat(201))).toBe(ru.tooLong({ max: 200 }));
    expect(check('LED_PANEL_MODEL', 'x'.repeat(201))).toBeNull();
    // A parameter's number is read as the API reads it (issue 34): a number within its limits.
    expect(check('LED_PANEL_PIXEL_PITCH_MM', '250')).toBe(
      'Вне пределов: значение должно быть больше 0 и не больше 100.',
    );
    // (Russian groups thousands with a no-break space.)
    expect(check('GENERAL_YEAR_OPENED', '1492')).toMatch(
      /^Вне пределов: значение должно быть от 1\s850 до 2\s100\.$/,
    );
    expect(check('LED_PANEL_PIXEL_PITCH_MM', '1.9 mm')).toBeNull();
    expect(check('LED_PANEL_PIXEL_PITCH_MM', '1,9 мм')).toBeNull();
    expect(check('LED_PANEL_PIXEL_PITCH_MM', 'about 2 mm')).toBe(
      'Не число: «Шаг пикселя» — число в мм (например, 2.6, 2,6 или 2,6 мм) или ничего.',
    );
    const en = checkFieldValue(
      '0',
      correctionRules('LED_PANEL_PIXEL_PITCH_MM', null).proposed_value,
      publicFormMessages.en,
    );
    expect(en).toBe('Out of range: the value must be more than 0 and at most 100.');
  });
});
