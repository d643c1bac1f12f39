import type { Studio } from '@domain/schemas/studio-schemas';
import { describe, expect, it } from 'vitest';
import {
  editableLinksOf,
  linkKindOf,
  locateLink,
  storedLinksOf,
  withAddedLink,
  withoutLink,
  withReplacedLink,
} from './link-list-edit';

const a = { name: 'A', url: 'https://a.example' };
const b = { name: 'B', url: 'https://b.example' };
const c = { name: 'C', url: 'https://c.example' };

describe('editableLinksOf', () => {
  it('keeps the entries the page shows, in its order (so the page index is the list index)', () => {
    expect(
      editableLinksOf([
        a,
        null,
        { name: '  ', url: 'https://x' },
        'text',
        { name: ' B ', url: ' https://b.example ' },
        { name: 'C' },
      ]),
    ).toEqual([a, b, { name: 'C', url: '' }]);
    expect(editableLinksOf(undefined)).toEqual([]);
    expect(editableLinksOf('not a list')).toEqual([]);
  });

  it('reads tour credits from the column and the rest from the attributes', () => {
    const studio = {
      tour_credits: [a],
      detailed_attributes: { production_pipeline_post_tools: [b, c] },
    } as unknown as Studio;
    expect(storedLinksOf(studio, 'tour_credits')).toEqual([a]);
    expect(storedLinksOf(studio, 'production_pipeline_post_tools')).toEqual([b, c]);
    expect(storedLinksOf(studio, 'external_environment_partners')).toEqual([]);
  });
});

describe('list changes', () => {
  it('add, replace and remove (trimmed), without touching the input', () => {
    const list = [a, b];
    expect(withAddedLink(list, { name: ' C ', url: ' https://c.example ' })).toEqual([a, b, c]);
    expect(withReplacedLink(list, 1, c)).toEqual([a, c]);
    expect(withReplacedLink(list, -1, c)).toEqual([a, b, c]);
    expect(withoutLink(list, 0)).toEqual([b]);
    expect(withoutLink(list, -1)).toEqual([a, b]);
    expect(list).toEqual([a, b]);
  });

  it('finds an entry again after the list changed underneath', () => {
    expect(locateLink([a, b, c], 1, b)).toBe(1);
    expect(locateLink([c, a, b], 1, b)).toBe(2);
    expect(locateLink([a, c], 1, b)).toBe(-1);
    expect(locateLink([], 0, a)).toBe(-1);
  });

  it('names each list by what it holds', () => {
    expect(linkKindOf('tour_credits')).toBe('credit');
    expect(linkKindOf('production_pipeline_virtual_tools')).toBe('tool');
    expect(linkKindOf('production_pipeline_post_tools')).toBe('tool');
    expect(linkKindOf('external_scanning_partners')).toBe('partner');
    expect(linkKindOf('external_environment_partners')).toBe('partner');
    expect(linkKindOf('in_house_scanning_capabilities')).toBe('capability');
    expect(linkKindOf('in_house_environment_capabilities')).toBe('capability');
  });
});
