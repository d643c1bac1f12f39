import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './web-routes';

describe('matchWebRoute', () => {
  it('matches the route table of product.md §2', () => {
    expect(matchWebRoute('/')?.pattern).toBe('/');
    expect(matchWebRoute('/studios')?.pattern).toBe('/studios');
    expect(matchWebRoute('/studios/')?.pattern).toBe('/studios');
    expect(matchWebRoute('/studios/12')).toEqual({ pattern: '/studios/:id', params: { id: '12' } });
    expect(matchWebRoute('/compare')?.pattern).toBe('/compare');
    expect(matchWebRoute('/shortlist')?.pattern).toBe('/shortlist');
    expect(matchWebRoute('/admin/login')?.pattern).toBe('/admin/login');
    expect(matchWebRoute('/css-test')?.pattern).toBe('/css-test');
    expect(matchWebRoute('/admin/duplicates/4/9/merge')).toEqual({
      pattern: '/admin/duplicates/:a/:b/merge',
      params: { a: '4', b: '9' },
    });
  });
  it('refuses anything else', () => {
    expect(matchWebRoute('/studios/12/extra')).toBeNull();
    expect(matchWebRoute('/admin')).toBeNull();
    expect(matchWebRoute('/admin/duplicates/4/9')).toBeNull();
    expect(matchWebRoute('/nope')).toBeNull();
  });
  it('decodes parameters safely', () => {
    expect(matchWebRoute('/studios/a%20b')?.params.id).toBe('a b');
    expect(matchWebRoute('/studios/%E0%A4%A')?.params.id).toBe('%E0%A4%A');
  });
});
