import { describe, expect, it } from 'vitest';
import { followedSearchFromKey, followedSearchOf } from './followed-search';

describe('followedSearchOf', () => {
  it('drops the sort, view, page and comparison, and writes the filters in one order', () => {
    const a = followedSearchOf('?sort=-wall_width&gs3=yes&country=DE&view=map&compare=1,2&page=3');
    const b = followedSearchOf('country=DE&gs3=yes');
    expect(a.issues).toEqual([]);
    expect(a.followed.key).toBe('country=DE&gs3=yes');
    expect(b.followed.key).toBe(a.followed.key);
  });

  it('trims, collapses and lowercases the search text', () => {
    expect(followedSearchOf('q=%20%20LED%20%20%20Stage%20').followed.key).toBe('q=led%20stage');
    expect(followedSearchOf('q=led+stage').followed.key).toBe('q=led%20stage');
  });

  it('keeps the place, radius and ranges', () => {
    const { followed } = followedSearchOf('near=52.52,13.405&radius_km=100&wall_width=8..20');
    expect(followed.key).toContain('near=52.52,13.405');
    expect(followed.key).toContain('radius_km=100');
    expect(followed.key).toContain('wall_width=8..20');
    expect(followed.query.filters.radiusKm).toBe(100);
  });

  it('reports what the strict reading refuses', () => {
    const { issues } = followedSearchOf('gs3=maybe&radius_km=5');
    expect(issues.map((i) => i.field).sort()).toEqual(['gs3', 'radius_km']);
  });

  it('the whole directory is the empty key, and a key reads back to itself', () => {
    expect(followedSearchOf('').followed.key).toBe('');
    const { followed } = followedSearchOf('city=Washington%5C%2C%20D.C.,Berlin&ceiling=yes&q=XR');
    expect(followedSearchFromKey(followed.key).key).toBe(followed.key);
    expect(followedSearchFromKey(followed.key).query.filters.cities).toEqual(['Washington, D.C.', 'Berlin']);
  });
});
