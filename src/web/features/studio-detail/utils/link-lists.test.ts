import { describe, expect, it } from 'vitest';
import { linkListOf, linksOrUnknown, scanningPartnersOf, tourCreditsOf } from './link-lists';

describe('linkListOf', () => {
  it('keeps named entries; only http(s) URLs stay links', () => {
    expect(
      linkListOf([
        { name: 'Unreal Engine', url: 'https://www.unrealengine.com' },
        { name: ' Nuke ', url: 'javascript:alert(1)' },
        { name: 'Local', url: '/frontend/studios' },
        { name: '', url: 'https://example.com' },
        { url: 'https://example.com' },
        null,
        'text',
      ]),
    ).toEqual([
      { kind: 'link', name: 'Unreal Engine', url: 'https://www.unrealengine.com/' },
      { kind: 'link', name: 'Nuke', url: null },
      { kind: 'link', name: 'Local', url: null },
    ]);
  });

  it('reads absent as empty and anything but an array as unreadable', () => {
    expect(linkListOf(undefined)).toEqual([]);
    expect(linkListOf(null)).toEqual([]);
    expect(linkListOf('Unreal')).toBeNull();
    expect(linkListOf({ name: 'x', url: 'https://x.example' })).toBeNull();
  });
});

describe('fallbacks (spec §8)', () => {
  it("an empty or unreadable list shows one 'Unknown' entry", () => {
    expect(linksOrUnknown([])).toEqual([{ kind: 'unknown' }]);
    expect(linksOrUnknown(undefined)).toEqual([{ kind: 'unknown' }]);
    expect(linksOrUnknown('garbage')).toEqual([{ kind: 'unknown' }]);
    expect(linksOrUnknown([{ name: '' }])).toEqual([{ kind: 'unknown' }]);
    expect(linksOrUnknown([{ name: 'A', url: 'https://a.example/' }])).toEqual([
      { kind: 'link', name: 'A', url: 'https://a.example/' },
    ]);
  });

  it('scanning partners fall back to the placeholder partners, then to Unknown', () => {
    expect(scanningPartnersOf([], ['Regional scanning partner', ' Gaussian splat specialist '])).toEqual([
      { kind: 'placeholder', name: 'Regional scanning partner' },
      { kind: 'placeholder', name: 'Gaussian splat specialist' },
    ]);
    expect(scanningPartnersOf(null, [])).toEqual([{ kind: 'unknown' }]);
    expect(scanningPartnersOf([{ name: 'P', url: 'https://p.example/' }], ['X'])).toEqual([
      { kind: 'link', name: 'P', url: 'https://p.example/' },
    ]);
  });

  it('tour credits fall back to the default credits', () => {
    const defaults = [
      { name: 'Scanned by A', url: 'https://a.example/' },
      { name: 'Hosted by B', url: 'https://b.example/' },
    ];
    expect(tourCreditsOf([], defaults).map((c) => c.name)).toEqual(['Scanned by A', 'Hosted by B']);
    expect(
      tourCreditsOf([{ name: 'Own', url: 'https://own.example/' }], defaults).map((c) => c.name),
    ).toEqual(['Own']);
  });
});
