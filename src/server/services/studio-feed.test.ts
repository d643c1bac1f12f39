import { describe, expect, it } from 'vitest';
import { digestMail } from './followed-search-mail';
import { atomFeed, xmlText } from './studio-feed';

const summary = {
  studioId: 4,
  lastId: 9,
  lastAt: new Date('2026-12-01T10:00:00Z'),
  isNew: false,
  fields: [{ field: 'name', before: 'A & B', after: '<C>' }],
};

describe('studio feed', () => {
  it('escapes markup and drops what XML 1.0 cannot hold', () => {
    expect(xmlText('a<b>&"c\'\u0001\u0009')).toBe('a&lt;b&gt;&amp;&quot;c&apos;\u0009');
  });

  it('is one Atom document: the feed, its links and an entry per studio', () => {
    const xml = atomFeed({
      origin: 'https://x.example',
      selfUrl: 'https://x.example/api/feeds/studios.atom?q=a&b',
      key: 'q=a',
      locale: 'ru',
      entries: [{ summary, name: 'Studio <1>' }],
      emptyUpdated: new Date(0),
    });
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ru">');
    expect(xml).toContain('<id>https://x.example/api/feeds/studios.atom?q=a&amp;b</id>');
    expect(xml).toContain('<updated>2026-12-01T10:00:00.000Z</updated>');
    expect(xml).toContain('<title type="text">Studio &lt;1&gt;: Название</title>');
    expect(xml).toContain('Название: A &amp; B → &lt;C&gt;');
    expect(xml.match(/<entry>/g)).toHaveLength(1);
  });
});

describe('digest mail', () => {
  it('names new studios and changed fields, with the unsubscribe headers, in English and Russian', () => {
    const studios = [
      { summary, name: 'Studio 1', url: 'https://x.example/frontend/studios/4' },
      {
        summary: { ...summary, studioId: 5, isNew: true },
        name: 'Studio 2',
        url: 'https://x.example/frontend/studios/5',
      },
    ];
    const p = {
      searchUrl: 'https://x.example/frontend/studios?q=a',
      unsubscribeUrl: 'https://x.example/u?t=1',
      studios,
    };
    const en = digestMail('en', p);
    expect(en.subject).toBe('New in your studio search: 2');
    expect(en.text).toContain('Name: A & B → <C>');
    expect(en.text).toContain('New studio: Studio 2');
    expect(en.text).toContain('https://x.example/u?t=1');
    expect(en.headers).toEqual({
      'List-Unsubscribe': '<https://x.example/u?t=1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(digestMail('ru', p).text).toContain('Новая студия: Studio 2');
  });
});
