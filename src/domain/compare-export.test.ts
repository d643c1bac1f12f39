import { describe, expect, it } from 'vitest';
import { aurora, volt } from '../test/compared-studios';
import { compareFileName, compareTableRows } from './compare-export';
import { buildCompareTable } from './compare-table';

describe('export rows', () => {
  const table = buildCompareTable([aurora, volt], 'en');

  it('start with the header, then every category in order', () => {
    const rows = compareTableRows(table);
    expect(rows[0]).toEqual([
      'Category',
      'Parameter',
      'Aurora Volume Works',
      'Volt & Vision Stages',
      'Values differ',
      'Best value',
    ]);
    expect(rows).toContainEqual([
      'LED Wall',
      'Pixel Pitch',
      '1.9 mm',
      '2.6 mm',
      'Yes',
      'Aurora Volume Works',
    ]);
    expect(rows).toContainEqual([
      'General Information',
      'Total Area',
      '1,850 m²',
      '4,200 m²',
      'Yes',
      'Volt & Vision Stages',
    ]);
    expect(rows).toContainEqual([
      'Business Information',
      'Pricing',
      'Not specified',
      'Not specified',
      'No',
      '',
    ]);
  });

  it('put pinned rows first and honour differences only, in the table language', () => {
    const ru = buildCompareTable([aurora, volt], 'ru');
    const rows = compareTableRows(ru, { pins: ['led.brightness'], differencesOnly: true });
    expect(rows[0]?.slice(0, 2)).toEqual(['Категория', 'Параметр']);
    expect(rows[1]?.slice(0, 2)).toEqual(['Закреплённые строки', 'Яркость']);
    expect(rows.some((r) => r[0] === 'Деловая информация')).toBe(false);
  });

  it('name the file after the studio ids', () => {
    expect(compareFileName([1, 2, 3], 'csv')).toBe('studio-comparison-1-2-3.csv');
  });
});
