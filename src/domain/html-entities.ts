/**
 * Studio names may arrive HTML-escaped ("Smith &amp; Jones"); product.md §3 decodes them on load.
 * One pass only, so "&amp;lt;" becomes "&lt;" and never "<": decoding is not repeated.
 *
 * Hand-written on purpose, not the `entities` package: this file is in the web app's initial
 * JavaScript and in the compare chunk, and entities 9.0's decode trie added 13.2 KiB gzip to each
 * (measured 2026-11-23 on a production build: /frontend/studios' initial JavaScript 139.6 -> 152.8 KiB,
 * past its 150 KB goal; the compare route 29.1 -> 42.4 KiB, past its 40 KB goal). Its rule differs
 * too: it decodes every HTML5 name (by default also names without ';') and turns &#0; and lone
 * surrogates into U+FFFD, which this rule leaves as they are. So the server decodes with this function
 * as well (studio-page-meta.ts, the demo seed): one rule, and a crawler's page head names a studio as
 * the page does.
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const ENTITY_PATTERN = /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g;

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : entity;
  }
  return NAMED[body] ?? entity;
}

export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY_PATTERN, (entity, body: string) => decodeEntity(entity, body));
}
