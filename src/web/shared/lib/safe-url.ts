/**
 * Third-party URLs are shown as links, iframes or embeds only when they are absolute http(s) URLs
 * on another origin than the app's own; anything else (javascript:, data:, relative) is plain text.
 */
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** For iframes: https only, and never the app's own origin. */
export function safeFrameUrl(value: unknown, ownOrigin: string = window.location.origin): string | null {
  const href = safeExternalUrl(value);
  if (!href) return null;
  const url = new URL(href);
  if (url.protocol !== 'https:' || url.origin === ownOrigin) return null;
  return href;
}
