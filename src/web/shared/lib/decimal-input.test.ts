import { describe, expect, it } from 'vitest';
import { decimalInputText, parseDecimalInput } from './decimal-input';

describe('amounts as typed', () => {
  it('takes digits, thousands grouped by a comma (English) or a space, and the decimal sign of the language', () => {
    expect(parseDecimalInput('13000', 'en')).toBe(13000);
    expect(parseDecimalInput('13,000', 'en')).toBe(13000);
    expect(parseDecimalInput('13,000.50', 'en')).toBe(13000.5);
    expect(parseDecimalInput(' 13 000 ', 'en')).toBe(13000);
    expect(parseDecimalInput('13\u00a0000,50', 'ru')).toBe(13000.5);
    expect(parseDecimalInput('0,5', 'ru')).toBe(0.5);
    expect(parseDecimalInput('0.5', 'ru')).toBe(0.5);
    expect(parseDecimalInput('', 'en')).toBeNull();
  });

  it('refuses what is no plain number: words, signs, a comma that groups no thousands in English', () => {
    for (const text of ['abc', '-5', '1e5', '13,5', '€13000', '13.000.000']) {
      expect(parseDecimalInput(text, 'en'), text).toBeNaN();
    }
    expect(parseDecimalInput('13,000', 'ru')).toBe(13);
  });
});

describe('figures shown in a field', () => {
  it("has no grouping and the reader's decimal sign", () => {
    expect(decimalInputText(13000, 'en')).toBe('13000');
    expect(decimalInputText(0.5, 'ru')).toBe('0,5');
    expect(decimalInputText(null, 'ru')).toBe('');
  });
});
