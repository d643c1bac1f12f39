import { describe, expect, it } from 'vitest';
import { proposalPreview, shownValueText, valueText } from './value-text';

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

describe('shownValueText (issue 34: "Shown now: 2.3" without its unit)', () => {
  it('formats a catalog parameter as the public page does, with its unit, in both languages', () => {
    expect(shownValueText('LED_PANEL_PIXEL_PITCH_MM', '2.3 [1]', 'en')).toBe('2.3 mm');
    expect(shownValueText('GENERAL_TOTAL_AREA_M2', '1850', 'ru')).toBe('1\u00a0850 м²');
    expect(shownValueText('city', 'Berlin', 'en')).toBe('Berlin');
    expect(shownValueText('LED_PANEL_PIXEL_PITCH_MM', null, 'en')).toBe('');
  });
});

describe('proposalPreview', () => {
  it('reads a proposal as it will be stored and shown', () => {
    expect(proposalPreview('LED_PANEL_PIXEL_PITCH_MM', '1,9 мм', 'ru')).toEqual({ ok: true, text: '1,9 мм' });
    expect(proposalPreview('LED_PANEL_PIXEL_PITCH_MM', '1.9', 'en')).toEqual({ ok: true, text: '1.9 mm' });
    expect(proposalPreview('city', 'Potsdam', 'en')).toEqual({ ok: true, text: 'Potsdam' });
  });

  it('says why a word sent as a number cannot be published', () => {
    expect(proposalPreview('LED_PANEL_PIXEL_PITCH_MM', 'abc', 'en')).toEqual({
      ok: false,
      problem: 'Not a number: Pixel Pitch takes a number in mm (such as 2.6, 2,6 or 2.6 mm), or nothing.',
    });
  });
});
