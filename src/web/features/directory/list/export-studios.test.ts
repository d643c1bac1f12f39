import { parseStudioListQuery } from '@domain/studio-list-address';
import { describe, expect, it } from 'vitest';
import { exportHref } from './export-studios';

describe('the export link', () => {
  it('carries the list’s filters as the address holds them, with the format and the language', () => {
    const search = '?q=volt&country=Germany,Washington\\%2C%20D.C.&gs3=not-yet&lang=ru&format=pdf';
    const href = exportHref(search, 'xlsx', 'en');
    expect(href.startsWith('/api/studios/studios-enhanced/export/?format=xlsx&lang=en&')).toBe(true);
    expect(href).not.toContain('lang=ru');
    expect(href).not.toContain('format=pdf');
    const query = href.slice(href.indexOf('?'));
    expect(parseStudioListQuery(query).filters).toEqual(parseStudioListQuery(search).filters);
    expect(exportHref('', 'csv', 'ru')).toBe('/api/studios/studios-enhanced/export/?format=csv&lang=ru');
  });

  it('keeps the sort and leaves out the view and the compare selection, which do not change the file', () => {
    const href = exportHref('?sort=-wall_width&view=map&compare=1,2&near=51.5,-0.12', 'csv', 'en');
    expect(href).toBe(
      '/api/studios/studios-enhanced/export/?format=csv&lang=en&sort=-wall_width&near=51.5,-0.12',
    );
  });
});

describe('the export link and the reader’s currency', () => {
  it('adds the remembered currency only when the address names none', () => {
    expect(exportHref('?sort=day_rate', 'csv', 'en', 'USD')).toBe(
      '/api/studios/studios-enhanced/export/?format=csv&lang=en&sort=day_rate&currency=USD',
    );
    expect(exportHref('?currency=GBP&sort=day_rate', 'csv', 'en', 'USD')).toBe(
      '/api/studios/studios-enhanced/export/?format=csv&lang=en&currency=GBP&sort=day_rate',
    );
    expect(exportHref('', 'xlsx', 'ru', null)).toBe(
      '/api/studios/studios-enhanced/export/?format=xlsx&lang=ru',
    );
  });
});
