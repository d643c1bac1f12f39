import { describe, expect, it } from 'vitest';
import type { Studio } from './schemas/studio-schemas';
import { studioPageFacts, truncateText } from './studio-page-head';

describe('truncateText', () => {
  it('keeps short text and cuts long text at a word boundary', () => {
    expect(truncateText('  short   text ', 160)).toBe('short text');
    const cut = truncateText('alpha beta gamma delta epsilon', 20);
    expect(cut).toBe('alpha beta gamma…');
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(truncateText('x'.repeat(50), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});

describe('studioPageFacts', () => {
  const studio = {
    id: 3,
    name: 'Stage &amp; Co',
    city: 'Berlin',
    country: 'Germany',
    country_code: 'DE',
    short_description: '',
    description: '',
  } as unknown as Studio;

  it("names the country in the reader's language from its code; the city as stored", () => {
    expect(studioPageFacts(studio, 'en').place).toBe('Berlin, Germany');
    expect(studioPageFacts(studio, 'ru').place).toBe('Berlin, Германия');
    expect(studioPageFacts({ ...studio, country: 'Deutschland', country_code: null }, 'ru').place).toBe(
      'Berlin, Германия',
    );
    expect(studioPageFacts({ ...studio, country: 'Atlantis', country_code: null }, 'ru').place).toBe(
      'Berlin, Atlantis',
    );
  });
});
