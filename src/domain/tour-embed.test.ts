import { describe, expect, it } from 'vitest';
import { DEFAULT_TOUR_EMBED_HOSTS, isTourEmbedHost } from './tour-embed';

describe('isTourEmbedHost', () => {
  it('takes https tours of the listed viewers, their subdomains included', () => {
    expect(isTourEmbedHost('https://my.matterport.com/show/?m=abc', DEFAULT_TOUR_EMBED_HOSTS)).toBe(true);
    expect(isTourEmbedHost('https://kuula.co/share/collection/7abc', DEFAULT_TOUR_EMBED_HOSTS)).toBe(true);
    expect(isTourEmbedHost('https://superspl.at/view?id=1', DEFAULT_TOUR_EMBED_HOSTS)).toBe(true);
    expect(isTourEmbedHost(' https://tours.example.com/a ', ['tours.example.com'])).toBe(true);
  });

  it('refuses any other page, http, a look-alike host and what is not a URL', () => {
    for (const url of [
      'https://login.evil.example/matterport.com',
      'https://matterport.com.evil.example/',
      'https://evilmatterport.com/',
      'http://my.matterport.com/show/?m=abc',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(isTourEmbedHost(url, DEFAULT_TOUR_EMBED_HOSTS), url).toBe(false);
    expect(isTourEmbedHost('https://a.tours.example.com/', ['tours.example.com'])).toBe(false);
    expect(isTourEmbedHost('https://my.matterport.com/', [])).toBe(false);
  });
});
