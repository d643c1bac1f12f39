import { describe, expect, it } from 'vitest';
import {
  emailHref,
  exactNumberOf,
  formatBoolean,
  formatCapabilityStatus,
  formatParameterValue,
  formatQuantity,
  formatResolution,
  formatWallSize,
  phoneHref,
  unitName,
} from './value-format';

// Russian groups thousands with a no-break space.
const NBSP = '\u00a0';

describe('formatQuantity', () => {
  it.each([
    [1850, 'm²', '1,850 m²', `1${NBSP}850 м²`],
    [6, 'm', '6 m', '6 м'],
    [1.9, 'mm', '1.9 mm', '1,9 мм'],
    [7680, 'Hz', '7,680 Hz', `7${NBSP}680 Гц`],
    [1800, 'nits', '1,800 nits', `1${NBSP}800 нит`],
    [420, 'kW', '420 kW', '420 кВт'],
    [24.567, 'm', '24.57 m', '24,57 м'],
  ])('%s %s reads %s / %s', (value, unit, en, ru) => {
    expect(formatQuantity(value, unit, 'en')).toBe(en);
    expect(formatQuantity(value, unit, 'ru')).toBe(ru);
  });

  it('shows a number alone without a unit, and unknown units as given', () => {
    expect(formatQuantity(2, null, 'en')).toBe('2');
    expect(formatQuantity(12000, undefined, 'ru')).toBe(`12${NBSP}000`);
    expect(formatQuantity(3, 'lb', 'ru')).toBe('3 lb');
    expect(unitName('px', 'ru')).toBe('пикс.');
  });
});

describe('formatBoolean and formatCapabilityStatus', () => {
  it('reads Yes / No / Unknown in both languages', () => {
    expect([true, false, null].map((v) => formatBoolean(v, 'en'))).toEqual(['Yes', 'No', 'Unknown']);
    expect([true, false, null].map((v) => formatBoolean(v, 'ru'))).toEqual(['Да', 'Нет', 'Неизвестно']);
  });

  it('translates every capability status into Russian and keeps English as the catalog spells it', () => {
    const statuses = ['Available', 'Limited', 'Not Available', 'Unknown'] as const;
    expect(statuses.map((s) => formatCapabilityStatus(s, 'en'))).toEqual([...statuses]);
    expect(statuses.map((s) => formatCapabilityStatus(s, 'ru'))).toEqual([
      'Доступно',
      'Ограниченно',
      'Недоступно',
      'Неизвестно',
    ]);
  });
});

describe('formatResolution and formatWallSize', () => {
  it('spaces a resolution and names its unit; free text stays as given', () => {
    expect(formatResolution('7680x2160', 'en')).toBe('7680 × 2160 px');
    expect(formatResolution('7680 X 2160 px', 'ru')).toBe('7680 × 2160 пикс.');
    expect(formatResolution('about 8K', 'en')).toBe('about 8K');
    expect(formatResolution('  ', 'en')).toBeNull();
  });

  it('reads a wall size from width and height, either alone, or the legacy text', () => {
    expect(formatWallSize(24.5, 6, null, 'en')).toBe('24.5 m × 6 m');
    expect(formatWallSize(24.5, 6, null, 'ru')).toBe('24,5 м × 6 м');
    expect(formatWallSize(30, null, '30m x 6m', 'en')).toBe('30 m wide');
    expect(formatWallSize(30, null, null, 'ru')).toBe('ширина 30 м');
    // A legacy text that is just a size reads like the others (product.md §3); any other as written.
    expect(formatWallSize(null, 6, '30m x 6m', 'en')).toBe('30 m × 6 m');
    expect(formatWallSize(null, null, '18m x 5m', 'ru')).toBe('18 м × 5 м');
    expect(formatWallSize(null, null, '12 m x 4 m', 'en')).toBe('12 m × 4 m');
    expect(formatWallSize(null, null, '24.5 m × 6 m', 'ru')).toBe('24,5 м × 6 м');
    expect(formatWallSize(null, null, 'approx. 30m x 6m, curved', 'en')).toBe('approx. 30m x 6m, curved');
    expect(formatWallSize(null, 6, 'curved volume', 'en')).toBe('curved volume');
    expect(formatWallSize(null, 6, null, 'en')).toBe('6 m high');
    expect(formatWallSize(null, 6, null, 'ru')).toBe('высота 6 м');
    expect(formatWallSize(null, null, ' ', 'en')).toBeNull();
  });
});

describe('exactNumberOf', () => {
  it('accepts a number with or without its unit, grouped or not', () => {
    expect(exactNumberOf('1850', 'm²')).toBe(1850);
    expect(exactNumberOf('1,850 m²', 'm²')).toBe(1850);
    expect(exactNumberOf('1850 m2', 'm²')).toBe(1850);
    expect(exactNumberOf('24.5 m', 'm')).toBe(24.5);
    expect(exactNumberOf('1.9mm', 'mm')).toBe(1.9);
    expect(exactNumberOf('-3')).toBe(-3);
  });

  it('refuses anything more than a number and the unit', () => {
    expect(exactNumberOf('approx. 20 m', 'm')).toBeNull();
    expect(exactNumberOf('12 ft', 'm')).toBeNull();
    expect(exactNumberOf('20-30', 'm')).toBeNull();
    expect(exactNumberOf('6 m', undefined)).toBeNull();
    expect(exactNumberOf('', 'm')).toBeNull();
  });
});

describe('formatParameterValue', () => {
  it('formats numbers with the catalog unit and strips references', () => {
    expect(formatParameterValue('GENERAL_TOTAL_AREA_M2', '1850 [2]', 'en')).toBe('1,850 m²');
    expect(formatParameterValue('GENERAL_TOTAL_AREA_M2', '1850', 'ru')).toBe(`1${NBSP}850 м²`);
    expect(formatParameterValue('LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M', '6 [1]', 'en')).toBe('6 m');
    expect(formatParameterValue('LED_PANEL_PIXEL_PITCH_MM', '1.9 mm', 'en')).toBe('1.9 mm');
    expect(formatParameterValue('LED_PANEL_PIXEL_PITCH_MM', '1.9', 'ru')).toBe('1,9 мм');
    expect(formatParameterValue('LED_PROCESSING_REFRESH_RATE_HZ', '7680', 'en')).toBe('7,680 Hz');
    expect(formatParameterValue('GENERAL_STAGE_COUNT', '2', 'en')).toBe('2');
  });

  it('never groups a year', () => {
    expect(formatParameterValue('GENERAL_YEAR_OPENED', '2019', 'en')).toBe('2019');
    expect(formatParameterValue('GENERAL_YEAR_OPENED', '2019', 'ru')).toBe('2019');
  });

  it('keeps a number it cannot read exactly as given', () => {
    expect(formatParameterValue('STAGE_WIDTH_M', 'approx. 20 m [1]', 'en')).toBe('approx. 20 m');
  });

  it('reads booleans as Yes / No / Unknown, never the raw text', () => {
    const key = 'LED_PHYSICAL_PRIMARY_CEILING_BOOL';
    expect(formatParameterValue(key, 'YES [3]', 'en')).toBe('Yes');
    expect(formatParameterValue(key, 'no', 'en')).toBe('No');
    expect(formatParameterValue(key, 'TRUE', 'ru')).toBe('Да');
    expect(formatParameterValue(key, 'false', 'ru')).toBe('Нет');
    expect(formatParameterValue(key, 'unknown', 'en')).toBe('Unknown');
    expect(formatParameterValue(key, '', 'ru')).toBe('Неизвестно');
    expect(formatParameterValue(key, 'partly, on one stage', 'en')).toBe('partly, on one stage');
  });

  it('translates capability statuses whatever their case', () => {
    expect(formatParameterValue('3DGS_LOCATION_SCANNING_STATUS', 'Available [2]', 'ru')).toBe('Доступно');
    expect(formatParameterValue('4DGS_ACTOR_SCANNING_STATUS', 'not available', 'en')).toBe('Not Available');
    expect(formatParameterValue('4DGS_ACTOR_SCANNING_STATUS', 'Soon', 'ru')).toBe('Soon');
  });

  it('formats resolutions and lists, and leaves text and unknown keys as given', () => {
    expect(formatParameterValue('LED_PRIMARY_RESOLUTION_PX', '10560x2640 [1]', 'en')).toBe('10560 × 2640 px');
    expect(formatParameterValue('EQUIPMENT_CAMERAS', 'ARRI Alexa 35, , Sony Venice 2 [1]', 'en')).toBe(
      'ARRI Alexa 35, Sony Venice 2',
    );
    expect(formatParameterValue('LED_PANEL_MANUFACTURER', 'ROE Visual [2]', 'ru')).toBe('ROE Visual');
    expect(formatParameterValue('LED_TILE_WEIGHT_KG', '7.5 kg [2]', 'en')).toBe('7.5 kg');
  });
});

describe('emailHref and phoneHref', () => {
  it('links one email address, and nothing else', () => {
    expect(emailHref('hello.aurora@example.com')).toBe('mailto:hello.aurora@example.com');
    expect(emailHref(' bookings@example.com [1]')).toBe('mailto:bookings@example.com');
    expect(emailHref('a@b.com, c@d.com')).toBeNull();
    expect(emailHref('javascript:alert(1)')).toBeNull();
    expect(emailHref(null)).toBeNull();
  });

  it('dials the digits of a phone number, keeping the leading plus', () => {
    expect(phoneHref('+49 30 555 1237')).toBe('tel:+49305551237');
    expect(phoneHref('(020) 7946-0123 [2]')).toBe('tel:02079460123');
    expect(phoneHref('call the office')).toBeNull();
    expect(phoneHref('123')).toBeNull();
    expect(phoneHref(undefined)).toBeNull();
  });
});
