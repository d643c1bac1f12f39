import { describe, expect, it } from 'vitest';
import { valueText } from './value-text';

describe('valueText', () => {
  it('reads text and numbers, without references', () => {
    expect(valueText('2.6 [1][3]')).toBe('2.6');
    expect(valueText(12)).toBe('12');
    expect(valueText(null)).toBe('');
  });

  it('names the links of a list, and keeps markup as plain text', () => {
    expect(
      valueText([
        { name: 'Unreal', url: 'https://a.example' },
        { name: '<b>x</b>', url: 'https://b.example' },
      ]),
    ).toBe('Unreal, <b>x</b>');
  });
});
