import { describe, expect, it } from 'vitest';
import { backGoesBackInHistory, backTarget, parseStudioIdParam } from './studio-id';

describe('parseStudioIdParam', () => {
  it('accepts positive integers within int4', () => {
    expect(parseStudioIdParam('1')).toBe(1);
    expect(parseStudioIdParam('2147483647')).toBe(2147483647);
  });

  it('rejects everything else', () => {
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', ' 1', '2147483648', '99999999999']) {
      expect(parseStudioIdParam(bad)).toBeNull();
    }
  });
});

describe('backTarget', () => {
  it('returns to the list with the filters it had', () => {
    expect(backTarget({ fromList: '/studios?country=Germany' }, '/studios')).toBe('/studios?country=Germany');
    expect(backTarget({ fromList: '/studios' }, '/x')).toBe('/studios');
  });

  it('falls back to the plain list for anything else', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { fromList: 5 },
      { fromList: 'https://evil.example/' },
      { fromList: '//evil.example/studios' },
      { fromList: '/studios-evil' },
      { fromList: '/compare' },
    ]) {
      expect(backTarget(state, '/studios')).toBe('/studios');
    }
  });
});

describe('backGoesBackInHistory', () => {
  it('goes back when the list opened the page and an entry precedes it', () => {
    expect(backGoesBackInHistory({ fromList: '/studios?gs3=unknown' }, 3)).toBe(true);
  });

  it('follows the link otherwise', () => {
    expect(backGoesBackInHistory({ fromList: '/studios' }, 0)).toBe(false);
    expect(backGoesBackInHistory({ fromList: '/studios' }, undefined)).toBe(false);
    expect(backGoesBackInHistory({ fromList: '/elsewhere' }, 2)).toBe(false);
    expect(backGoesBackInHistory(null, 2)).toBe(false);
  });
});
