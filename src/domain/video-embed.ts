/**
 * Showreel URLs (product.md §5: "YouTube links are converted to embed form using the 11-character video id;
 * other URLs are used as-is"). YouTube links become privacy-enhanced embeds on youtube-nocookie.com,
 * which sets no cookies until the visitor plays the video, starting where the link starts (its t= or
 * start=). Only http(s) URLs are ever embedded.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts that serve YouTube videos, with or without the www./m./music. prefix. */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** Path forms that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e']);

export const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/** An absolute http(s) URL, or null. */
function parseHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function validId(candidate: string | null | undefined): string | null {
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** True when the URL points at YouTube (whether or not it names a valid video). */
export function isYouTubeUrl(value: unknown): boolean {
  const url = parseHttpUrl(value);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return host === 'youtu.be' || YOUTUBE_HOSTS.has(host);
}

/**
 * The 11-character video id of a YouTube link in any common form (watch?v=, youtu.be/, shorts/,
 * embed/, live/, m.youtube.com, extra parameters), or null when the link names no valid id.
 */
export function youTubeVideoId(value: unknown): string | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments.length === 1 ? validId(segments[0]) : null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return validId(url.searchParams.get('v'));
  if (segments.length === 2 && ID_PATH_PREFIXES.has(segments[0]!)) return validId(segments[1]);
  return null;
}

const TIME_PARTS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/i;

/** '30', '30s', '1m5s', '1h2m3s' -> seconds; null for anything else (or zero). */
function secondsOf(text: string | null | undefined): number | null {
  const match = text ? TIME_PARTS.exec(text.trim()) : null;
  if (!match || !text?.trim()) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Where a YouTube link starts playing, in seconds: `t=` (30, 30s, 1m5s), `start=` (an embed's), or
 * `#t=` in the fragment; null when it names none.
 */
export function youTubeStartSeconds(value: unknown): number | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  return (
    secondsOf(url.searchParams.get('t')) ??
    secondsOf(url.searchParams.get('start')) ??
    secondsOf(fragment.get('t'))
  );
}

/**
 * The URL to put in the showreel iframe: YouTube links as
 * `https://www.youtube-nocookie.com/embed/{id}`, with `?start={seconds}` when the link starts at a
 * time (t=30s, t=1m5s, start=15, #t=42); other http(s) URLs as they are (a Vimeo link's #t= stays);
 * and null for YouTube links without a valid id and for anything that is not an http(s) URL.
 */
export function videoEmbedUrl(value: unknown): string | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  if (isYouTubeUrl(url.href)) {
    const id = youTubeVideoId(url.href);
    if (!id) return null;
    const start = youTubeStartSeconds(url.href);
    return start === null ? `${YOUTUBE_EMBED_BASE}${id}` : `${YOUTUBE_EMBED_BASE}${id}?start=${start}`;
  }
  return url.href;
}
