import { describe, expect, it } from 'vitest';
import { feedHref, followedQuery } from './follow-query';

describe('follow query', () => {
  it('keeps the filters, drops the sort, view and comparison', () => {
    expect(followedQuery('?country=DE&sort=name&view=map&compare=3&lang=ru')).toBe('country=DE');
  });

  it('names the feed with the language', () => {
    expect(feedHref('?gs3=yes', 'ru')).toBe('/api/feeds/studios.atom?gs3=yes&lang=ru');
    expect(feedHref('', 'en')).toBe('/api/feeds/studios.atom?lang=en');
  });
});
