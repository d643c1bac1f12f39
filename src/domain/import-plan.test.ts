import { describe, expect, it } from 'vitest';
import { type CurrentParameter, planExecution, planImport } from './import-plan';

const current = new Map<string, CurrentParameter>([
  ['SAME', { value: '2.3 [3]', displayName: null, sourceReferences: null }],
  ['CHANGED', { value: '24.5', displayName: null, sourceReferences: null }],
  ['NAMED', { value: '18', displayName: 'Main wall', sourceReferences: [1] }],
]);

describe('planImport', () => {
  it('creates absent, skips equal, updates different with a conflict', () => {
    const { items, summary } = planImport(
      [
        { key: 'NEW', value: 'yes', displayName: null, sourceReferences: null },
        { key: 'SAME', value: '2.3 [3]', displayName: null, sourceReferences: null },
        { key: 'CHANGED', value: '26 [4]', displayName: null, sourceReferences: null },
        { key: 'NAMED', value: '18', displayName: 'Other name', sourceReferences: null },
      ],
      [{ key: 'bad key', error: 'Invalid parameter key' }],
      current,
    );
    expect(items.map((i) => [i.parameter_name, i.action, i.conflict])).toEqual([
      ['NEW', 'create', false],
      ['SAME', 'skip', false],
      ['CHANGED', 'update', true],
      ['NAMED', 'update', true],
      ['bad key', 'skip', false],
    ]);
    expect(items[2]).toMatchObject({ current_value: '24.5', source_references: [4] });
    expect(items[4]?.error).toBe('Invalid parameter key');
    expect(summary).toEqual({ total: 5, create: 1, update: 2, skip: 1, conflicts: 2, errors: 1 });
  });
});

describe('planExecution follows the preview', () => {
  const items = [
    { key: 'NEW', value: 'yes', displayName: null, sourceReferences: null },
    { key: 'SAME', value: '2.3 [3]', displayName: null, sourceReferences: null },
    { key: 'CHANGED', value: '26 [4]', displayName: null, sourceReferences: null },
    { key: 'NAMED', value: '18', displayName: 'Other name', sourceReferences: null },
  ];
  const all = new Set(items.map((i) => i.key));

  it.each([
    ['overwrite', { creates: ['NEW'], overwrites: ['CHANGED', 'NAMED'], versions: [], skipped: 1 }],
    ['version', { creates: ['NEW'], overwrites: [], versions: ['CHANGED', 'NAMED'], skipped: 1 }],
    ['skip', { creates: ['NEW'], overwrites: [], versions: [], skipped: 3 }],
  ] as const)('with %s, every item lands where the preview put it', (resolution, expected) => {
    const plan = planExecution(items, current, all, resolution);
    expect({
      creates: plan.creates.map((i) => i.key),
      overwrites: plan.overwrites.map((o) => o.item.key),
      versions: plan.versions.map((v) => v.item.key),
      skipped: plan.skipped,
    }).toEqual(expected);
    // The preview's action for each written item is the one execute took.
    const preview = new Map(planImport(items, [], current).items.map((i) => [i.parameter_name, i.action]));
    for (const item of plan.creates) expect(preview.get(item.key)).toBe('create');
    for (const { item } of [...plan.overwrites, ...plan.versions])
      expect(preview.get(item.key)).toBe('update');
  });

  it('skips what was not selected, even a create', () => {
    const plan = planExecution(items, current, new Set(['CHANGED']), 'overwrite');
    expect(plan.creates).toEqual([]);
    expect(plan.overwrites.map((o) => o.existing.value)).toEqual(['24.5']);
    expect(plan.skipped).toBe(3);
  });
});
