import { describe, expect, it } from 'vitest';
import { cellsToWrite, decisionKey, effectiveAction, planStudioImport } from './studio-import-plan';
import { matchHeaders } from './studio-sheet-columns';
import type { SheetStudio } from './studio-sheet-values';

const studio = (id: number, name: string, attrs: Record<string, unknown> = {}): SheetStudio => ({
  id,
  name,
  city: 'Berlin',
  country: 'Germany',
  status: 'published',
  website_url: null,
  latitude: null,
  longitude: null,
  description: '',
  stage_count: null,
  total_area: null,
  detailed_attributes: attrs,
});

const studios = [
  studio(1, 'Alpha &amp; Omega', { STAGE_HEIGHT_M: 'approx. 9 m', LED_PANEL_MODEL: 'Old' }),
  studio(2, 'Twin'),
  studio(3, 'twin'),
];
const headers = matchHeaders(['ID', 'Name', 'City', 'Country', 'Stage Height (m)', 'Panel Model']);
const row = (n: number, ...cells: string[]) => ({ row: n, cells });

describe('planning a studio import', () => {
  const plan = (choices = {}) =>
    planStudioImport(
      headers,
      [
        row(2, '', 'ALPHA  & omega', 'berlin', 'GERMANY', 'approx. 9 m', 'New'),
        row(3, '', 'Twin', 'Berlin', 'Germany', '', ''),
        row(4, '1', '', '', '', '', 'Newer'),
        row(5, '', 'Gamma', 'Berlin', 'Germany', 'high', ''),
        row(6, '', 'Delta', 'Berlin', 'Germany', '5', 'X'),
        row(7, '', '', '', '', '', ''),
      ],
      studios,
      { resolution: 'overwrite', ...choices },
    );

  it('matches rows by normalised name, city and country, or by id, and refuses what is unclear', () => {
    const { rows, summary } = plan();
    expect(rows.map((r) => [r.row, r.rowKey, r.action, r.problems.map((p) => p.code)])).toEqual([
      // 'approx. 9 m' is not a number, but it is what the studio holds: no problem, no change.
      [2, 'id:1', 'update', []],
      [3, null, 'skip', ['ambiguous']],
      [4, null, 'skip', ['duplicate_row']],
      [5, null, 'skip', ['number_invalid']],
      [6, 'new:delta|berlin|germany', 'create', []],
    ]);
    expect(rows[0]?.cells.map((c) => [c.column, c.current, c.incoming, c.conflict])).toEqual([
      ['name', 'Alpha & Omega', 'ALPHA & omega', true],
      ['city', 'Berlin', 'berlin', true],
      ['country', 'Germany', 'GERMANY', true],
      ['LED_PANEL_MODEL', 'Old', 'New', true],
    ]);
    expect(summary).toEqual({ rows: 5, create: 1, update: 1, skip: 0, conflicts: 4, errors: 3 });
  });

  it('resolves a conflict by the request, else by what was remembered, else by the default', () => {
    const remembered = new Map([
      [decisionKey('id:1', 'LED_PANEL_MODEL'), 'skip' as const],
      [decisionKey('id:1', 'name'), 'version' as const],
      [decisionKey('new:delta|berlin|germany', ''), 'exclude' as const],
    ]);
    const cells = new Map([[decisionKey('id:1', 'name'), 'skip' as const]]);
    const { rows } = plan({ remembered, cells });
    const alpha = rows[0]!;
    expect(alpha.cells.map((c) => [c.column, c.resolution, c.remembered])).toEqual([
      ['name', 'skip', false],
      ['city', 'overwrite', false],
      ['country', 'overwrite', false],
      ['LED_PANEL_MODEL', 'skip', true],
    ]);
    expect(cellsToWrite(alpha).map((c) => c.column)).toEqual(['city', 'country']);
    expect(rows[4]).toMatchObject({ excluded: true, rememberedExclusion: true });
    expect(effectiveAction(rows[4]!)).toBe('skip');
    // The request's own exclusions replace the remembered ones.
    expect(plan({ remembered, excluded: new Set() }).rows[4]).toMatchObject({ excluded: false });
  });
});

describe('a file exported before a newer change (issue 34)', () => {
  const exported = '2026-11-28T09:00:00.000Z';
  const at = Date.parse(exported);
  const sheetHeaders = matchHeaders(['ID', 'Name', 'Exported (UTC)', 'Panel Model', 'Stage Height (m)']);
  const stored = [studio(1, 'Alpha', { LED_PANEL_MODEL: 'Corrected', STAGE_HEIGHT_M: '9' })];
  // The model was corrected an hour after the export; the height a day before it.
  const changedAt = new Map([
    [
      1,
      new Map([
        ['LED_PANEL_MODEL', at + 3_600_000],
        ['STAGE_HEIGHT_M', at - 86_400_000],
      ]),
    ],
  ]);
  const plan = (choices = {}, exportedCell = exported) =>
    planStudioImport(
      sheetHeaders,
      [row(2, '1', 'Alpha', exportedCell, 'Exported', '12')],
      stored,
      { resolution: 'overwrite', ...choices },
      changedAt,
    );

  it('keeps the newer stored value by default, marked; the admin’s edit of an older value still lands', () => {
    const { rows } = plan();
    const cells = rows[0]!.cells;
    expect(cells.map((c) => [c.column, c.conflict, c.resolution, c.changedSinceExport])).toEqual([
      ['LED_PANEL_MODEL', true, 'skip', true],
      ['STAGE_HEIGHT_M', true, 'overwrite', false],
    ]);
    expect(cellsToWrite(rows[0]!).map((c) => c.column)).toEqual(['STAGE_HEIGHT_M']);
    // The export time is no value to write.
    expect(cells.some((c) => c.column === 'exported_at')).toBe(false);
  });

  it('neither the default nor a remembered choice overrides the keep; the admin’s own choice does', () => {
    const remembered = new Map([[decisionKey('id:1', 'LED_PANEL_MODEL'), 'overwrite' as const]]);
    expect(plan({ remembered, resolution: 'version' }).rows[0]!.cells[0]).toMatchObject({
      resolution: 'skip',
      remembered: false,
    });
    const cells = new Map([[decisionKey('id:1', 'LED_PANEL_MODEL'), 'overwrite' as const]]);
    expect(plan({ cells }).rows[0]!.cells[0]).toMatchObject({
      resolution: 'overwrite',
      changedSinceExport: true,
    });
  });

  it('without an export time every difference is a plain conflict; a bad time refuses the row', () => {
    const noTime = planStudioImport(
      matchHeaders(['ID', 'Name', 'Panel Model']),
      [row(2, '1', 'Alpha', 'Exported')],
      stored,
      { resolution: 'overwrite' },
      changedAt,
    );
    expect(noTime.rows[0]!.cells[0]).toMatchObject({ resolution: 'overwrite', changedSinceExport: false });
    expect(plan({}, 'yesterday').rows[0]!.problems.map((p) => p.code)).toEqual(['exported_invalid']);
    // As a person may retype it: a space for the T, 'UTC' for the Z.
    expect(plan({}, '2026-11-28 09:00 UTC').rows[0]!.cells[0]).toMatchObject({ changedSinceExport: true });
  });
});
