import { describe, expect, it } from 'vitest';
import { correctionFieldGroups, fieldIsListed } from './correction-fields';

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
