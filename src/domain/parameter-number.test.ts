import { describe, expect, it } from 'vitest';
import { isNumericParameter, readNumericParameter } from './parameter-number';
import { numberProblemText } from './parameter-number-text';
import { formatParameterValue } from './value-format';

const PITCH = 'LED_PANEL_PIXEL_PITCH_MM';
const NITS = 'LED_PANEL_BRIGHTNESS_NITS';
const AREA = 'GENERAL_TOTAL_AREA_M2';
const STAGES = 'GENERAL_STAGE_COUNT';

function stored(key: string, value: string): string | null {
  const reading = readNumericParameter(key, value);
  return reading?.ok ? reading.stored : null;
}

function problem(key: string, value: string): string | null {
  const reading = readNumericParameter(key, value);
  return reading && !reading.ok ? reading.problem : null;
}

describe('readNumericParameter', () => {
  it('reads nothing for a key that is not a number', () => {
    expect(readNumericParameter('LED_PANEL_MODEL', 'abc')).toBeNull();
    expect(readNumericParameter('CUSTOM_KEY', 'abc')).toBeNull();
    expect(isNumericParameter(PITCH)).toBe(true);
    expect(isNumericParameter('LED_PANEL_MODEL')).toBe(false);
  });

  it('refuses words, and numbers inside words, for a number parameter', () => {
    expect(problem(PITCH, 'abc')).toBe('not_a_number');
    expect(problem('STAGE_WIDTH_M', 'approx. 20 m')).toBe('not_a_number');
    expect(problem('STAGE_WIDTH_M', '12 ft')).toBe('not_a_number');
    expect(problem(PITCH, '2.6 m')).toBe('not_a_number');
  });

  it('keeps a number the directory reads as it is, references and all', () => {
    expect(stored(PITCH, '2.6')).toBe('2.6');
    expect(stored(PITCH, '2.6 mm')).toBe('2.6 mm');
    expect(stored(PITCH, '2.6 mm [1][3]')).toBe('2.6 mm [1][3]');
    expect(stored(AREA, '1,850 m²')).toBe('1,850 m²');
    expect(stored(AREA, '1850 m2')).toBe('1850 m2');
  });

  it('reads a decimal comma, spaced thousands and the Russian unit, and stores the plain number', () => {
    expect(stored(PITCH, '2,6')).toBe('2.6');
    expect(stored(PITCH, '2,6 мм')).toBe('2.6');
    expect(stored(PITCH, '2,6 mm [2]')).toBe('2.6 [2]');
    expect(stored(AREA, '1 850 м²')).toBe('1850');
    expect(stored(AREA, '1,850')).toBe('1,850');
  });

  it('takes a range only where the catalog allows one', () => {
    expect(stored(NITS, '1500-5000')).toBe('1500–5000');
    expect(stored(NITS, '1500 – 5000 nits')).toBe('1500–5000');
    expect(readNumericParameter(NITS, '1500–5000')).toMatchObject({ ok: true, low: 1500, high: 5000 });
    expect(problem(PITCH, '1.5-2.6')).toBe('not_a_number');
    expect(problem(NITS, '5000-1500')).toBe('not_a_number');
  });

  it('takes whole numbers only for an integer parameter', () => {
    expect(stored(STAGES, '3')).toBe('3');
    expect(problem(STAGES, '2.5')).toBe('not_whole');
  });

  it('refuses a number outside its range, a range end too', () => {
    expect(readNumericParameter(PITCH, '0')).toMatchObject({ ok: false, problem: 'out_of_range' });
    expect(problem(PITCH, '-2')).toBe('out_of_range');
    expect(problem('GENERAL_YEAR_OPENED', '1700')).toBe('out_of_range');
    expect(problem(NITS, '1500-200000')).toBe('out_of_range');
  });
});

describe('numberProblemText', () => {
  it('says what the parameter takes, in both languages', () => {
    const refusal = readNumericParameter(PITCH, 'abc');
    if (!refusal || refusal.ok) throw new Error('expected a refusal');
    expect(numberProblemText(PITCH, refusal, 'en')).toBe(
      'Not a number: Pixel Pitch takes a number in mm (such as 2.6, 2,6 or 2.6 mm), or nothing.',
    );
    expect(numberProblemText(PITCH, refusal, 'ru')).toBe(
      'Не число: «Шаг пикселя» — число в мм (например, 2.6, 2,6 или 2,6 мм) или ничего.',
    );
  });

  it('names a range where one is allowed, whole numbers where they are asked, and the limits', () => {
    const nits = readNumericParameter(NITS, 'bright');
    const stages = readNumericParameter(STAGES, '2.5');
    const zero = readNumericParameter(PITCH, '0');
    if (!nits || nits.ok || !stages || stages.ok || !zero || zero.ok) throw new Error('expected refusals');
    expect(numberProblemText(NITS, nits, 'en')).toContain('a range (such as 1500–5000)');
    expect(numberProblemText(STAGES, stages, 'en')).toBe(
      'Not a whole number: Number of Stages takes a whole number, or nothing.',
    );
    expect(numberProblemText(PITCH, zero, 'en')).toBe(
      'Out of range: the value must be more than 0 and at most 100.',
    );
  });
});

describe('formatParameterValue of a stored range', () => {
  it('reads with the language’s separators and the unit once', () => {
    expect(formatParameterValue(NITS, '1500–5000', 'en')).toBe('1,500–5,000 nits');
    expect(formatParameterValue(NITS, '1500–5000 [2]', 'ru')).toBe('1\u00a0500–5\u00a0000 нит');
  });
});
