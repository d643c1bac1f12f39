import { describe, expect, it } from 'vitest';
import { currentAppPath, DEFAULT_NEXT_PATH, safeNextPath, signInPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps paths of this app, with their query and hash', () => {
    expect(safeNextPath('/studios/3')).toBe('/studios/3');
    expect(safeNextPath('/compare')).toBe('/compare');
    expect(safeNextPath('/compare?studios=1,2')).toBe('/compare?studios=1,2');
    expect(safeNextPath('/studios?country=Germany#top')).toBe('/studios?country=Germany#top');
    expect(safeNextPath('/')).toBe('/');
  });

  it('drops the router basename of a full app address', () => {
    expect(safeNextPath('/frontend/studios/3')).toBe('/studios/3');
    expect(safeNextPath('/frontend')).toBe('/');
    expect(safeNextPath('/frontend/')).toBe('/');
    expect(safeNextPath('/frontend?lang=ru')).toBe('/?lang=ru');
    expect(safeNextPath('/frontendish')).toBe('/frontendish');
  });

  it('falls back to /studios without a next', () => {
    expect(DEFAULT_NEXT_PATH).toBe('/studios');
    for (const empty of [null, undefined, '']) expect(safeNextPath(empty)).toBe('/studios');
  });

  it('never leaves the app: other hosts, schemes and tricks go to /studios', () => {
    for (const bad of [
      'https://evil.example/',
      'http://evil.example',
      '//evil.example',
      '//evil.example/studios',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'studios',
      './studios',
      ' /studios',
      '/studios\n',
      '/stu\tdios',
      '/studios\u0000',
      '/frontend//evil.example',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeNextPath(bad), JSON.stringify(bad)).toBe('/studios');
    }
  });

  it('never sends back to the login page itself', () => {
    expect(safeNextPath('/admin/login')).toBe('/studios');
    expect(safeNextPath('/admin/login/')).toBe('/studios');
    expect(safeNextPath('/admin/login?next=/compare')).toBe('/studios');
    expect(safeNextPath('/frontend/admin/login')).toBe('/studios');
  });
});

describe('currentAppPath', () => {
  it('removes the basename and keeps query and hash', () => {
    expect(currentAppPath({ pathname: '/frontend/studios/3', search: '?a=1', hash: '#x' })).toBe(
      '/studios/3?a=1#x',
    );
    expect(currentAppPath({ pathname: '/frontend', search: '', hash: '' })).toBe('/');
    expect(currentAppPath({ pathname: '/frontend/', search: '', hash: '' })).toBe('/');
  });
});

describe('signInPath', () => {
  it('links to the login page with the page to come back to', () => {
    expect(signInPath('/studios/3')).toBe('/admin/login?next=%2Fstudios%2F3');
    expect(
      safeNextPath(new URLSearchParams(signInPath('/compare?studios=1,2').split('?')[1]).get('next')),
    ).toBe('/compare?studios=1,2');
  });

  it('keeps the login page as it is when already there', () => {
    expect(signInPath('/admin/login?next=%2Fcompare')).toBe('/admin/login?next=%2Fcompare');
    expect(signInPath('/admin/login')).toBe('/admin/login');
  });
});
