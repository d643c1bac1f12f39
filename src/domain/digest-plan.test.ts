import { describe, expect, it } from 'vitest';
import { planDigests, type StudioChange, summarizeChanges } from './digest-plan';

const at = new Date('2026-12-01T00:00:00Z');
const change = (
  id: number,
  studioId: number,
  field: string,
  before: unknown,
  after: unknown,
  action = 'edit',
) => ({ id, studioId, action, field, before, after, at }) satisfies StudioChange;

describe('summarizeChanges', () => {
  it('sums up per studio: first before, last after, new when created or published', () => {
    const summaries = summarizeChanges([
      change(1, 7, 'name', 'A', 'B'),
      change(2, 8, 'create', null, { name: 'New' }, 'create'),
      change(3, 7, 'name', 'B', 'C'),
      change(4, 9, 'status', 'draft', 'published', 'status'),
      change(5, 10, 'status', 'published', 'pending_review', 'status'),
    ]);
    expect(summaries.map((s) => s.studioId)).toEqual([10, 9, 7, 8]);
    expect(summaries.find((s) => s.studioId === 7)).toMatchObject({
      isNew: false,
      lastId: 3,
      fields: [{ field: 'name', before: 'A', after: 'C' }],
    });
    expect(summaries.find((s) => s.studioId === 8)?.isNew).toBe(true);
    expect(summaries.find((s) => s.studioId === 9)?.isNew).toBe(true);
    expect(summaries.find((s) => s.studioId === 10)?.isNew).toBe(false);
  });

  it('counts only entries above the mark', () => {
    expect(
      summarizeChanges([change(1, 7, 'name', 'A', 'B'), change(2, 8, 'city', 'X', 'Y')], 1),
    ).toHaveLength(1);
  });
});

describe('planDigests', () => {
  const changes = [
    change(11, 1, 'city', 'a', 'b'),
    change(12, 2, 'name', 'c', 'd'),
    change(13, 1, 'name', 'e', 'f'),
  ];

  it('evaluates each distinct search once and mails only subscriptions with news since their mark', () => {
    const asked: string[] = [];
    const plan = planDigests(
      [
        { id: 1, key: 'country=DE', lastSentThrough: 10 },
        { id: 2, key: 'country=DE', lastSentThrough: 13 },
        { id: 3, key: 'country=FR', lastSentThrough: 10 },
        { id: 4, key: 'country=DE', lastSentThrough: 12 },
      ],
      changes,
      13,
      (key) => {
        asked.push(key);
        return key === 'country=DE' ? new Set([1]) : new Set<number>();
      },
    );
    expect(asked).toEqual(['country=DE', 'country=FR']);
    expect(plan.evaluated).toBe(2);
    expect(plan.through).toBe(13);
    expect(plan.quiet.sort()).toEqual([2, 3]);
    expect(plan.mails.map((m) => m.subscriptionId)).toEqual([1, 4]);
    expect(plan.mails[0]!.studios[0]!.fields.map((f) => f.field)).toEqual(['city', 'name']);
    expect(plan.mails[1]!.studios[0]!.fields.map((f) => f.field)).toEqual(['name']);
  });

  it('ignores entries past `through` (written while the run read them)', () => {
    const plan = planDigests([{ id: 1, key: '', lastSentThrough: 12 }], changes, 12, () => new Set([1, 2]));
    expect(plan.mails).toEqual([]);
    expect(plan.quiet).toEqual([1]);
  });

  it('asks nothing when nothing changed', () => {
    const plan = planDigests([{ id: 1, key: '', lastSentThrough: 0 }], [], 0, () => {
      throw new Error('not asked');
    });
    expect(plan.quiet).toEqual([1]);
  });
});
