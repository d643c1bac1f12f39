/** The list's address as a plain HTML form sends it (the filters without JavaScript, issue 15). */
import { describe, expect, it } from 'vitest';
import {
  filterFieldValue,
  parseStudioListQuery,
  parseStudioListQueryStrict,
  QUERY_KEYS,
} from './studio-list-address';

/** What a browser sends for a GET form's fields (application/x-www-form-urlencoded). */
function formQuery(fields: [string, string][]): string {
  return `?${new URLSearchParams(fields).toString()}`;
}

describe('the list address from a plain form', () => {
  it('adds up a checkbox group repeated per value, and ignores blank fields', () => {
    const query = parseStudioListQuery(
      formQuery([
        ['q', ''],
        ['country', 'DE'],
        ['country', 'GB'],
        ['city', 'Frankfurt am Main'],
        ['gs3', filterFieldValue('gs3', 'not yet')],
        ['gs3', filterFieldValue('gs3', 'yes')],
        ['verified', '12m'],
        ['sort', 'name'],
      ]),
    );
    expect(query.filters.countries).toEqual(['DE', 'GB']);
    expect(query.filters.cities).toEqual(['Frankfurt am Main']);
    expect(query.filters.gs3).toEqual(['not yet', 'yes']);
    expect(query.filters.recentlyVerified).toBe(true);
    expect(query.filters.search).toBe('');
  });

  it('keeps a value with a comma in it whole', () => {
    const city = 'Washington, D.C.';
    const query = parseStudioListQuery(formQuery([[QUERY_KEYS.cities, filterFieldValue('cities', city)]]));
    expect(query.filters.cities).toEqual([city]);
  });

  it('reads a search with spaces as the form writes it (+)', () => {
    const { query, issues } = parseStudioListQueryStrict(formQuery([['q', 'led volume']]));
    expect(query.filters.search).toBe('led volume');
    expect(issues).toEqual([]);
  });

  it('lets the last value win for a parameter that is not a list', () => {
    expect(parseStudioListQuery('?q=first&q=second').filters.search).toBe('second');
  });
});
