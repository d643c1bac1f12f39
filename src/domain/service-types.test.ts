import { describe, expect, it } from 'vitest';
import { formatServiceType } from './service-types';
import { formatParameterValue } from './value-format';

describe('formatServiceType (issue 34)', () => {
  it('reads the usual service types in Russian, whatever their case and spacing', () => {
    expect(formatServiceType('LED Volume', 'ru')).toBe('LED-павильон');
    expect(formatServiceType(' green  screen ', 'ru')).toBe('Зелёный экран');
    expect(formatServiceType('Motion Capture', 'ru')).toBe('Захват движения');
  });

  it('keeps a studio’s own words, and English as stored', () => {
    expect(formatServiceType('Underwater stage', 'ru')).toBe('Underwater stage');
    expect(formatServiceType('LED Volume', 'en')).toBe('LED Volume');
  });

  it('is how the studio page formats the Service Types parameter', () => {
    const value = 'LED Volume, Green Screen [1], Underwater stage';
    expect(formatParameterValue('GENERAL_VP_SERVICE_TYPE_LEVEL1', value, 'ru')).toBe(
      'LED-павильон, Зелёный экран, Underwater stage',
    );
    expect(formatParameterValue('GENERAL_VP_SERVICE_TYPE_LEVEL1', value, 'en')).toBe(
      'LED Volume, Green Screen, Underwater stage',
    );
  });
});
