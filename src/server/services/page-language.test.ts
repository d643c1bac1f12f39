import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, pageLanguage } from './page-language';

describe('pageLanguage', () => {
  it('takes ?lang first, then the cookie, then Accept-Language, then English', () => {
    expect(pageLanguage({ query: 'ru', cookie: 'en', acceptLanguage: 'en' })).toBe('ru');
    expect(pageLanguage({ query: null, cookie: 'ru', acceptLanguage: 'en' })).toBe('ru');
    expect(pageLanguage({ query: 'de', cookie: 'xx', acceptLanguage: 'ru-RU,en;q=0.5' })).toBe('ru');
    expect(pageLanguage({ query: undefined, cookie: undefined, acceptLanguage: 'de-DE' })).toBe('en');
  });

  it('ranks Accept-Language by q, then by order', () => {
    expect(fromAcceptLanguage('de;q=1, en;q=0.4, ru;q=0.8')).toBe('ru');
    expect(fromAcceptLanguage('ru;q=0, en-GB')).toBe('en');
    expect(fromAcceptLanguage('fr, de')).toBeNull();
    expect(fromAcceptLanguage(undefined)).toBeNull();
  });
});
