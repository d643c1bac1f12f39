import { describe, expect, it } from 'vitest';
import { type CurrentParameter, planImport } from './import-plan';

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
    expect(summary).toEqual({ total: 5, create: 1, update: 2, skip: 2, conflicts: 2, errors: 1 });
  });
});
