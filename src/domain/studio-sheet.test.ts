import { describe, expect, it } from 'vitest';
import {
  columnForHeader,
  matchHeaders,
  STUDIO_SHEET_COLUMNS,
  sheetColumn,
  sheetHeader,
  sheetHeaders,
} from './studio-sheet-columns';
import {
  readSheetCell,
  type SheetStudio,
  sameSheetValue,
  sheetCellOf,
  storedParameterText,
  studioSheetRow,
  studioSheetValue,
} from './studio-sheet-values';

const column = (key: string) => {
  const found = sheetColumn(key);
  if (!found) throw new Error(key);
  return found;
};

const studio: SheetStudio = {
  id: 7,
  name: 'Alpha &amp; Omega',
  city: 'Berlin',
  country: 'Germany',
  status: 'pending_review',
  website_url: 'https://alpha.example',
  latitude: 52.52,
  longitude: -13.4,
  description: 'From the column',
  stage_count: 3,
  total_area: 1850,
  detailed_attributes: {
    LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '24.5 m [1][3]',
    LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'true [2]',
    LED_PHYSICAL_PRIMARY_FLOOR_BOOL: 'unknown',
    '3DGS_LOCATION_SCANNING_STATUS': 'limited',
    EQUIPMENT_CAMERAS: 'ARRI Alexa 35, Sony Venice 2 [1], ARRI Alexa 35',
    STAGE_HEIGHT_M: 'approx. 20 m',
    CONTACT_PHONE: '+49 30 1234',
  },
};

describe('columns', () => {
  it('are the studio fields, then every catalog parameter, with units in the headers', () => {
    expect(STUDIO_SHEET_COLUMNS.slice(0, 9).map((c) => c.key)).toEqual([
      'id',
      'name',
      'city',
      'country',
      'status',
      'website_url',
      'latitude',
      'longitude',
      'exported_at',
    ]);
    expect(sheetHeader(column('latitude'), 'ru')).toBe('Широта');
    expect(sheetHeader(column('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M'), 'en')).toBe('Primary Wall Width (m)');
    expect(sheetHeader(column('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M'), 'ru')).toBe('Ширина основной стены (м)');
    expect(sheetHeader(column('GENERAL_TOTAL_AREA_M2'), 'ru')).toBe('Общая площадь (м²)');
    expect(sheetHeader(column('name'), 'ru')).toBe('Название');
    expect(new Set(sheetHeaders('en')).size).toBe(STUDIO_SHEET_COLUMNS.length);
    expect(new Set(sheetHeaders('ru')).size).toBe(STUDIO_SHEET_COLUMNS.length);
  });

  it('are recognised in either language, with or without the unit, or by key, in any case', () => {
    for (const header of [
      'Primary Wall Width (m)',
      'ширина основной стены (м)',
      '  Primary   wall width ',
      'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
    ])
      expect(columnForHeader(header), header).toBe('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M');
    expect(columnForHeader('Сайт')).toBe('website_url');
    expect(columnForHeader('Primary Wall Width (ft)')).toBeUndefined();
    expect(columnForHeader('Parking spaces')).toBeUndefined();
  });

  it('match headers: unknown ones wait for a mapping; a second header for one column is refused', () => {
    const headers = ['Name', 'Town', 'Notes', 'Название', ''];
    expect(matchHeaders(headers).map((m) => [m.column, m.status])).toEqual([
      ['name', 'matched'],
      [null, 'unknown'],
      [null, 'unknown'],
      [null, 'duplicate'],
      [null, 'blank'],
    ]);
    const mapped = matchHeaders(headers, { Town: 'city', Notes: null, Name: 'not-a-column' });
    expect(mapped.map((m) => [m.column, m.status])).toEqual([
      ['name', 'matched'],
      ['city', 'mapped'],
      [null, 'ignored'],
      [null, 'duplicate'],
      [null, 'blank'],
    ]);
  });
});

describe('export values', () => {
  it('read a studio as the directory shows it: references stripped, stand-ins from the studio', () => {
    const value = (key: string) => studioSheetValue(column(key), studio);
    expect(value('name')).toBe('Alpha & Omega');
    expect(value('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M')).toBe(24.5);
    expect(value('LED_PHYSICAL_PRIMARY_CEILING_BOOL')).toBe(true);
    // Unknown is no value, never No.
    expect(value('LED_PHYSICAL_PRIMARY_FLOOR_BOOL')).toBeNull();
    expect(value('LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL')).toBeNull();
    expect(value('3DGS_LOCATION_SCANNING_STATUS')).toBe('Limited');
    expect(value('EQUIPMENT_CAMERAS')).toBe('ARRI Alexa 35, Sony Venice 2');
    expect(value('STAGE_HEIGHT_M')).toBe('approx. 20 m');
    expect(value('GENERAL_STAGE_COUNT')).toBe(3);
    expect(value('GENERAL_TOTAL_AREA_M2')).toBe(1850);
    expect(value('GENERAL_DESCRIPTION')).toBe('From the column');
  });

  it('write cells in the reader’s language', () => {
    const row = (locale: 'en' | 'ru') =>
      Object.fromEntries(
        studioSheetRow(STUDIO_SHEET_COLUMNS, studio, locale).map((cell, i) => [
          STUDIO_SHEET_COLUMNS[i]!.key,
          cell,
        ]),
      );
    expect(row('en')).toMatchObject({
      id: 7,
      status: 'Pending Review',
      // Numbers: a negative longitude is no text, so it needs no formula guard (issue 34).
      latitude: 52.52,
      longitude: -13.4,
      LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'Yes',
      LED_PHYSICAL_PRIMARY_FLOOR_BOOL: null,
      '3DGS_LOCATION_SCANNING_STATUS': 'Limited',
      CONTACT_PHONE: '+49 30 1234',
    });
    expect(row('ru')).toMatchObject({
      status: 'На проверке',
      LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'Да',
      '3DGS_LOCATION_SCANNING_STATUS': 'Ограниченно',
    });
    expect(sheetCellOf(column('LED_PHYSICAL_PRIMARY_FLOOR_BOOL'), false, 'ru')).toBe('Нет');
  });

  it('write the values the card shows from legacy attributes (Wisła and Mtkvari of the demo data)', () => {
    const legacy = (detailed_attributes: SheetStudio['detailed_attributes']): SheetStudio => ({
      ...studio,
      detailed_attributes,
    });
    const wisla = legacy({
      led_wall_size: '30m x 6m',
      led_ceiling: true,
      led_floor: false,
      led_movable_panels: true,
      camera_tracking: 'Mo-Sys StarTracker',
    });
    const mtkvari = legacy({ led_wall_size: '12 m x 4 m', led_ceiling: false, led_movable_panels: false });
    const row = (s: SheetStudio, locale: 'en' | 'ru') =>
      Object.fromEntries(
        studioSheetRow(STUDIO_SHEET_COLUMNS, s, locale).map((cell, i) => [
          STUDIO_SHEET_COLUMNS[i]!.key,
          cell,
        ]),
      );
    expect(row(wisla, 'ru')).toMatchObject({
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: 30,
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: 6,
      LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'Да',
      LED_PHYSICAL_PRIMARY_FLOOR_BOOL: 'Нет',
      LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL: 'Да',
      CAMERA_TRACKING_SYSTEM: 'Mo-Sys StarTracker',
    });
    expect(row(mtkvari, 'en')).toMatchObject({
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: 12,
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: 4,
      LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'No',
      // Not recorded anywhere: unknown, an empty cell.
      LED_PHYSICAL_PRIMARY_FLOOR_BOOL: null,
      LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL: 'No',
    });
  });
});

describe('reading cells', () => {
  const read = (key: string, raw: string | number | boolean | null) => readSheetCell(column(key), raw);

  it('read what export writes, in either language', () => {
    expect(read('LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'Да')).toEqual({ kind: 'value', value: true });
    expect(read('LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'no')).toEqual({ kind: 'value', value: false });
    expect(read('LED_PHYSICAL_PRIMARY_CEILING_BOOL', true)).toEqual({ kind: 'value', value: true });
    expect(read('LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'Unknown')).toEqual({ kind: 'empty' });
    expect(read('status', 'На проверке')).toEqual({ kind: 'value', value: 'pending_review' });
    expect(read('status', 'published')).toEqual({ kind: 'value', value: 'published' });
    expect(read('3DGS_LOCATION_SCANNING_STATUS', 'недоступно')).toEqual({
      kind: 'value',
      value: 'Not Available',
    });
    expect(read('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', '24.5')).toEqual({ kind: 'value', value: 24.5 });
    expect(read('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', '24,5')).toEqual({ kind: 'value', value: 24.5 });
    expect(read('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', '24.5 m')).toEqual({ kind: 'value', value: 24.5 });
    expect(read('GENERAL_TOTAL_AREA_M2', '1,850')).toEqual({ kind: 'value', value: 1850 });
    expect(read('GENERAL_TOTAL_AREA_M2', 1850)).toEqual({ kind: 'value', value: 1850 });
    expect(read('EQUIPMENT_CAMERAS', ' a ,b,, a ')).toEqual({ kind: 'value', value: 'a, b' });
    expect(read('id', '12')).toEqual({ kind: 'value', value: 12 });
    expect(read('latitude', '52,52')).toEqual({ kind: 'value', value: 52.52 });
    expect(read('longitude', -122.42)).toEqual({ kind: 'value', value: -122.42 });
    expect(read('name', '   ')).toEqual({ kind: 'empty' });
    expect(read('name', null)).toEqual({ kind: 'empty' });
  });

  it('refuse what a column cannot take, saying why', () => {
    const problem = (key: string, raw: string | number) => {
      const cell = read(key, raw);
      return cell.kind === 'invalid' ? cell.problem : null;
    };
    expect(problem('id', '0')).toBe('id_invalid');
    expect(problem('latitude', '91')).toBe('out_of_range');
    expect(problem('longitude', 'east')).toBe('number_invalid');
    expect(problem('id', 'abc')).toBe('id_invalid');
    expect(problem('status', 'Live')).toBe('status_invalid');
    expect(problem('website_url', 'javascript:alert(1)')).toBe('url_invalid');
    expect(problem('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', 'wide')).toBe('number_invalid');
    expect(problem('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', '24.5 ft')).toBe('number_invalid');
    expect(problem('GENERAL_STAGE_COUNT', '2.5')).toBe('integer_invalid');
    expect(problem('LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'maybe')).toBe('boolean_invalid');
    expect(problem('4DGS_ACTOR_SCANNING_STATUS', 'soon')).toBe('capability_invalid');
    expect(problem('name', 'x'.repeat(201))).toBe('too_long');
    expect(problem('CONTACT_PHONE', 'a\u0000b')).toBe('unstorable');
    expect(problem('CONTACT_PHONE', 'x'.repeat(10_000))).toBeNull();
  });

  it('compare meanings: lists in any order, numbers as numbers', () => {
    expect(sameSheetValue(column('EQUIPMENT_CAMERAS'), 'a, B', 'b, A')).toBe(true);
    expect(sameSheetValue(column('EQUIPMENT_CAMERAS'), 'a, B', 'a')).toBe(false);
    expect(sameSheetValue(column('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M'), 24.5, 24.5)).toBe(true);
    expect(sameSheetValue(column('name'), 'Aurora', 'aurora')).toBe(false);
    expect(sameSheetValue(column('name'), null, 'x')).toBe(false);
  });

  it('store values as text: Yes/No, numbers plainly', () => {
    expect(storedParameterText(true)).toBe('Yes');
    expect(storedParameterText(false)).toBe('No');
    expect(storedParameterText(24.5)).toBe('24.5');
    expect(storedParameterText('Curved')).toBe('Curved');
  });
});
