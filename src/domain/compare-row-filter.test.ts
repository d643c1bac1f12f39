import { describe, expect, it } from 'vitest';
import { aurora, volt } from '../test/compared-studios';
import { COMPARE_CATEGORIES } from './compare-categories';
import { parsePins, pinnedRows, rowsForCategory, serializePins, togglePin } from './compare-row-filter';
import { buildCompareTable } from './compare-table';

describe('pins', () => {
  const table = buildCompareTable([aurora, volt], 'en');

  it('put pinned rows first in every category, in pin order', () => {
    const pins = ['led.brightness', 'business.pricing'];
    for (const category of COMPARE_CATEGORIES) {
      const rows = rowsForCategory(table, category.id, { pins });
      expect(rows.slice(0, 2).map((r) => r.id)).toEqual(pins);
      expect(rows.filter((r) => r.id === 'led.brightness')).toHaveLength(1);
    }
    const led = rowsForCategory(table, 'led', { pins }).map((r) => r.id);
    expect(led.slice(2)).toEqual(
      table.rows.filter((r) => r.category === 'led' && r.id !== 'led.brightness').map((r) => r.id),
    );
  });

  it('parse from the URL, skipping unknown and repeated ids', () => {
    expect(parsePins('led.pixel_pitch, nope,led.pixel_pitch,general.total_area')).toEqual([
      'led.pixel_pitch',
      'general.total_area',
    ]);
    expect(parsePins(null)).toEqual([]);
    expect(serializePins(['stage.area', 'x', 'led.model'])).toBe('stage.area,led.model');
    expect(pinnedRows(table, ['x', 'led.model']).map((r) => r.id)).toEqual(['led.model']);
  });

  it('toggle on (appended) and off', () => {
    const once = togglePin(['led.model'], 'stage.area');
    expect(once).toEqual(['led.model', 'stage.area']);
    expect(togglePin(once, 'led.model')).toEqual(['stage.area']);
    expect(togglePin(once, 'not.a.row')).toEqual(once);
  });
});

describe('differences only', () => {
  const table = buildCompareTable([aurora, volt], 'en');

  it('hides rows whose values are all equal', () => {
    const rows = rowsForCategory(table, 'led', { differencesOnly: true });
    expect(rows.every((r) => r.differs)).toBe(true);
    expect(rows.map((r) => r.id)).toContain('led.pixel_pitch');
    expect(rows.map((r) => r.id)).not.toContain('led.manufacturer');
    expect(rowsForCategory(table, 'business', { differencesOnly: true })).toEqual([]);
  });

  it('keeps pinned rows even when they do not differ', () => {
    const rows = rowsForCategory(table, 'business', { differencesOnly: true, pins: ['led.manufacturer'] });
    expect(rows.map((r) => r.id)).toEqual(['led.manufacturer']);
  });
});
