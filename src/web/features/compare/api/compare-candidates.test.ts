import { describe, expect, it } from 'vitest';
import type { DirectoryStudio, StudioDirectory } from '@/shared/api/studio-directory';
import { compareCandidatesQueryOptions } from './compare-candidates';

function studio(fields: Partial<DirectoryStudio>): DirectoryStudio {
  return {
    id: 1,
    name: 'Aurora Volume Works',
    rawName: 'Aurora Volume Works',
    city: 'Berlin',
    country: 'Germany',
    country_code: 'DE',
    description: 'Curved LED volume',
    short_description: '',
    ...fields,
  } as DirectoryStudio;
}

function haystackOf(...studios: DirectoryStudio[]): string[] {
  const directory: StudioDirectory = { studios, count: studios.length };
  const select = compareCandidatesQueryOptions().select;
  if (!select) throw new Error('the candidates are selected from the directory');
  return select(directory).map((candidate) => candidate.haystack);
}

describe('the compare picker searches what the directory search reads', () => {
  it("finds a country by its name in English and in Russian, whatever the reader's language", () => {
    const [haystack] = haystackOf(studio({}));
    expect(haystack).toContain('germany');
    expect(haystack).toContain('германия');
    expect(haystack).toContain('berlin');
    expect(haystack).toContain('aurora volume works');
    expect(haystack).toContain('curved led volume');
  });

  it('reads the country text as stored when it names no known country, and the short description when there is no description', () => {
    const [haystack] = haystackOf(
      studio({ country: 'Atlantis', country_code: null, description: '', short_description: 'Small stage' }),
    );
    expect(haystack).toContain('atlantis');
    expect(haystack).toContain('small stage');
    expect(haystack).not.toContain('германия');
  });
});
