import { describe, expect, it } from 'vitest';
import { isYouTubeUrl, videoEmbedUrl, youTubeStartSeconds, youTubeVideoId } from './video-embed';

const ID = 'Vx3kP9qLm2A';
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('videoEmbedUrl: YouTube links become privacy-enhanced embeds', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123&index=2`],
    [`https://www.youtube.com/watch/?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abcDEF123`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}?si=x`],
    [`https://www.youtube.com/v/${ID}`],
    [`https://WWW.YouTube.com/watch?v=${ID}`],
    [`  https://www.youtube.com/watch?v=${ID}#comments  `],
  ])('%s', (input) => {
    expect(videoEmbedUrl(input)).toBe(EMBED);
    expect(youTubeVideoId(input)).toBe(ID);
    expect(isYouTubeUrl(input)).toBe(true);
  });

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=30s`, 30],
    [`https://www.youtube.com/watch?v=${ID}&t=30`, 30],
    [`https://www.youtube.com/watch?t=1m5s&v=${ID}`, 65],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/watch?v=${ID}&t=2m`, 120],
    [`https://youtu.be/${ID}?t=42`, 42],
    [`https://youtu.be/${ID}?si=abc&t=42s`, 42],
    [`https://www.youtube.com/embed/${ID}?start=15`, 15],
    [`https://www.youtube.com/embed/${ID}?autoplay=1&start=10`, 10],
    [`https://www.youtube.com/shorts/${ID}?t=7`, 7],
    [`https://www.youtube.com/watch?v=${ID}#t=1m30s`, 90],
  ])('keeps the start time of %s', (input, seconds) => {
    expect(youTubeStartSeconds(input)).toBe(seconds);
    expect(videoEmbedUrl(input)).toBe(`${EMBED}?start=${seconds}`);
  });

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=0`],
    [`https://www.youtube.com/watch?v=${ID}&t=soon`],
    [`https://www.youtube.com/watch?v=${ID}&t=-5`],
    [`https://www.youtube.com/watch?v=${ID}&t=`],
    [`https://www.youtube.com/watch?v=${ID}&t=1.5`],
  ])('starts at the beginning when the time is none or unreadable: %s', (input) => {
    expect(youTubeStartSeconds(input)).toBeNull();
    expect(videoEmbedUrl(input)).toBe(EMBED);
  });

  it('keeps ids with - and _', () => {
    expect(videoEmbedUrl('https://youtu.be/a-b_c-d_e-f')).toBe(
      'https://www.youtube-nocookie.com/embed/a-b_c-d_e-f',
    );
  });

  it.each([
    ['too short', 'https://www.youtube.com/watch?v=abc'],
    ['too long', `https://www.youtube.com/watch?v=${ID}X`],
    ['bad characters', 'https://youtu.be/abc$%^&*()!'],
    ['no id at all', 'https://www.youtube.com/watch'],
    ['an empty v', 'https://www.youtube.com/watch?v='],
    ['a channel page', 'https://www.youtube.com/@somechannel'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['the home page', 'https://www.youtube.com/'],
    ['youtu.be without id', 'https://youtu.be/'],
    ['youtu.be with extra path', `https://youtu.be/${ID}/extra`],
    ['shorts without id', 'https://www.youtube.com/shorts/'],
    ['embed with a bad id', 'https://www.youtube.com/embed/short'],
  ])('a YouTube link with %s gives null', (_label, input) => {
    expect(youTubeVideoId(input)).toBeNull();
    expect(videoEmbedUrl(input)).toBeNull();
  });

  it('does not treat look-alike hosts as YouTube', () => {
    expect(isYouTubeUrl(`https://youtube.com.evil.example/watch?v=${ID}`)).toBe(false);
    expect(videoEmbedUrl(`https://youtube.com.evil.example/watch?v=${ID}`)).toBe(
      `https://youtube.com.evil.example/watch?v=${ID}`,
    );
    expect(youTubeVideoId(`https://notyoutu.be/${ID}`)).toBeNull();
  });
});

describe('videoEmbedUrl: other URLs', () => {
  it('uses other http(s) URLs as they are', () => {
    expect(videoEmbedUrl('https://player.vimeo.com/video/123456')).toBe(
      'https://player.vimeo.com/video/123456',
    );
    expect(videoEmbedUrl('http://example.com/reel.mp4')).toBe('http://example.com/reel.mp4');
    // Vimeo is embedded as given: its start time (#t=) stays.
    expect(videoEmbedUrl('https://player.vimeo.com/video/123456#t=1m5s')).toBe(
      'https://player.vimeo.com/video/123456#t=1m5s',
    );
    expect(videoEmbedUrl(' https://example.com/reel?x=1&y=2 ')).toBe('https://example.com/reel?x=1&y=2');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a YouTube look', `javascript://www.youtube.com/watch?v=${ID}`],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://example.com/reel.mp4'],
    ['a relative path', '/frontend/studios/1'],
    ['a protocol-relative URL', `//www.youtube.com/watch?v=${ID}`],
    ['no scheme', `www.youtube.com/watch?v=${ID}`],
    ['blank', '   '],
    ['an unparseable URL', 'https://exa mple.com/'],
  ])('gives null for %s', (_label, input) => {
    expect(videoEmbedUrl(input)).toBeNull();
    expect(youTubeVideoId(input)).toBeNull();
  });

  it('gives null for values that are not strings', () => {
    for (const value of [null, undefined, 42, {}, ['https://youtu.be/x']]) {
      expect(videoEmbedUrl(value)).toBeNull();
    }
  });
});
