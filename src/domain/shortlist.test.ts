import { describe, expect, it } from 'vitest';
import {
  addToShortlist,
  EMPTY_SHORTLIST,
  isShortlisted,
  mergeIntoShortlist,
  parseShortlist,
  parseShortlistIds,
  parseShortlistIdsStrict,
  refreshShortlistNames,
  removeFromShortlist,
  SHORTLIST_MAX_STUDIOS,
  SHORTLIST_NOTE_MAX_LENGTH,
  serializeShortlist,
  setShortlistNote,
  shortlistShareIds,
} from './shortlist';

const NOW = new Date('2026-12-07T03:00:00.000Z');

describe('shortlist storage', () => {
  it('reads back what it wrote, notes and saved names included', () => {
    let list = addToShortlist(EMPTY_SHORTLIST, { id: 7, name: 'Stage Seven' }, NOW);
    list = addToShortlist(list, { id: 3, name: 'Volume Three' }, NOW);
    list = setShortlistNote(list, 3, 'Ask about the ceiling');
    expect(parseShortlist(serializeShortlist(list))).toEqual([
      { id: 7, name: 'Stage Seven', note: '', savedAt: NOW.toISOString() },
      { id: 3, name: 'Volume Three', note: 'Ask about the ceiling', savedAt: NOW.toISOString() },
    ]);
  });

  it('reads anything unreadable as an empty list, and leaves bad entries out', () => {
    expect(parseShortlist(null)).toEqual([]);
    expect(parseShortlist('not json')).toEqual([]);
    expect(parseShortlist('[1,2]')).toEqual([]);
    expect(parseShortlist('{"entries":"x"}')).toEqual([]);
    const raw = JSON.stringify({
      entries: [{ id: 4, name: 'A' }, { id: -1 }, { id: 'x' }, { id: 4, name: 'again' }, { id: 2.5 }, null],
    });
    expect(parseShortlist(raw)).toEqual([{ id: 4, name: 'A', note: '', savedAt: '' }]);
  });

  it('keeps at most the limit when reading', () => {
    const entries = Array.from({ length: SHORTLIST_MAX_STUDIOS + 5 }, (_, i) => ({
      id: i + 1,
      name: `S${i}`,
    }));
    expect(parseShortlist(JSON.stringify({ entries }))).toHaveLength(SHORTLIST_MAX_STUDIOS);
  });
});

describe('shortlist changes', () => {
  it('adds once, removes, and refuses past the limit', () => {
    const one = addToShortlist(EMPTY_SHORTLIST, { id: 1, name: 'One' }, NOW);
    expect(addToShortlist(one, { id: 1, name: 'One again' }, NOW)).toBe(one);
    expect(isShortlisted(one, 1)).toBe(true);
    expect(isShortlisted(removeFromShortlist(one, 1), 1)).toBe(false);
    expect(removeFromShortlist(one, 99)).toBe(one);
    const full = mergeIntoShortlist(
      EMPTY_SHORTLIST,
      Array.from({ length: SHORTLIST_MAX_STUDIOS }, (_, i) => ({ id: i + 1, name: `S${i}` })),
      NOW,
    );
    expect(addToShortlist(full, { id: 5000, name: 'Too many' }, NOW)).toBe(full);
  });

  it('cuts a note to its limit and sets it on that studio only', () => {
    let list = mergeIntoShortlist(EMPTY_SHORTLIST, [
      { id: 1, name: 'One' },
      { id: 2, name: 'Two' },
    ]);
    list = setShortlistNote(list, 2, 'x'.repeat(SHORTLIST_NOTE_MAX_LENGTH + 10));
    expect(list[0]?.note).toBe('');
    expect(list[1]?.note).toHaveLength(SHORTLIST_NOTE_MAX_LENGTH);
  });

  it('keeps the names the directory gives now, and the saved one for a studio it no longer gives', () => {
    const list = mergeIntoShortlist(EMPTY_SHORTLIST, [
      { id: 1, name: 'Old name' },
      { id: 2, name: 'Gone studio' },
    ]);
    const next = refreshShortlistNames(list, new Map([[1, 'New name']]));
    expect(next.map((entry) => entry.name)).toEqual(['New name', 'Gone studio']);
    expect(refreshShortlistNames(next, new Map([[1, 'New name']]))).toBe(next);
  });

  it('merges a shared list without repeating the studios already saved, keeping their notes', () => {
    const mine = setShortlistNote(addToShortlist(EMPTY_SHORTLIST, { id: 3, name: 'Three' }), 3, 'mine');
    const merged = mergeIntoShortlist(mine, [
      { id: 3, name: 'Three' },
      { id: 9, name: 'Nine' },
    ]);
    expect(merged.map((entry) => [entry.id, entry.note])).toEqual([
      [3, 'mine'],
      [9, ''],
    ]);
  });
});

describe('share links', () => {
  it('carry the ids only, never the notes', () => {
    const list = setShortlistNote(
      mergeIntoShortlist(EMPTY_SHORTLIST, [
        { id: 3, name: 'Three' },
        { id: 12, name: 'Twelve' },
      ]),
      3,
      'private',
    );
    expect(shortlistShareIds(list)).toBe('3,12');
  });

  it('are read leniently by the page', () => {
    expect(parseShortlistIds('3, 7,x,7,0,-2,12')).toEqual([3, 7, 12]);
    expect(parseShortlistIds(null)).toEqual([]);
  });

  it('are read strictly by the export', () => {
    expect(parseShortlistIdsStrict('3,7,7')).toEqual([3, 7]);
    expect(parseShortlistIdsStrict('3,x')).toBeNull();
    expect(parseShortlistIdsStrict('0')).toBeNull();
    expect(parseShortlistIdsStrict('')).toBeNull();
    const tooMany = Array.from({ length: SHORTLIST_MAX_STUDIOS + 1 }, (_, i) => i + 1).join(',');
    expect(parseShortlistIdsStrict(tooMany)).toBeNull();
  });
});
