import { describe, expect, it } from 'vitest';
import { studioPageMessages } from '../studio-page-messages';
import { defaultCreditsIn, linkListOf, linksOrUnset, tourCreditsOf } from './link-lists';

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

describe('lists never set', () => {
  it("a list never set, empty or unreadable shows one 'Not specified' entry, never a placeholder", () => {
    expect(linksOrUnset([])).toEqual([{ kind: 'unset' }]);
    expect(linksOrUnset(undefined)).toEqual([{ kind: 'unset' }]);
    expect(linksOrUnset(null)).toEqual([{ kind: 'unset' }]);
    expect(linksOrUnset('garbage')).toEqual([{ kind: 'unset' }]);
    expect(linksOrUnset([{ name: '' }])).toEqual([{ kind: 'unset' }]);
    expect(linksOrUnset([{ name: 'A', url: 'https://a.example/' }])).toEqual([
      { kind: 'link', name: 'A', url: 'https://a.example/' },
    ]);
  });

  it("default credits say their role in the reader's language beside the configured name", () => {
    const defaults = [
      { role: 'scanner', name: 'VP Atlas Scanning', url: 'https://a.example/' },
      { role: 'tourHost', name: 'SplatSpace', url: 'https://b.example/' },
    ] as const;
    const words = (t: (typeof studioPageMessages)['en']) => ({
      scanner: t.creditScanner,
      tourHost: t.creditTourHost,
    });
    expect(defaultCreditsIn(defaults, words(studioPageMessages.en))).toEqual([
      { name: 'Scanned by VP Atlas Scanning', url: 'https://a.example/' },
      { name: 'Tour hosted by SplatSpace', url: 'https://b.example/' },
    ]);
    expect(defaultCreditsIn(defaults, words(studioPageMessages.ru)).map((c) => c.name)).toEqual([
      'Сканирование: VP Atlas Scanning',
      'Тур размещён на SplatSpace',
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
