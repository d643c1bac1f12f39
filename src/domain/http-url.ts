/** URL checks shared by the validators; free of zod so that visitor pages can use them cheaply. */

/** Absolute http(s) URLs only: no javascript:, data:, relative or protocol-relative links. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
