/**
 * The Atom feed of a followed search (product.md §17, RFC 4287): the studios of the last
 * FEED_DAYS days' change log (at most FEED_MAX_CHANGES entries read) that match the search now, newest
 * first, at most FEED_MAX_ENTRIES: a new studio as new, another with the fields that changed, before and
 * after. Only listed (public) studios, whoever asks. Every text is escaped.
 */
import type { StudioChangeSummary } from '@domain/digest-plan';
import { WEB_BASE_PATH } from '@domain/web-routes';
import type { ReaderLocale } from '../lib/http/accept-language';
import { changedFieldName, changeValueText } from './followed-search-mail';

export const FEED_DAYS = 30;
export const FEED_MAX_CHANGES = 5000;
export const FEED_MAX_ENTRIES = 50;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Whether XML 1.0 can hold the character (no C0 controls but tab, newline and return; no U+FFFE/U+FFFF). */
function xmlAllowed(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

/** Text for XML: escaped, and without the characters XML 1.0 cannot hold. */
export function xmlText(text: string): string {
  let out = '';
  for (const c of text) if (xmlAllowed(c)) out += XML_ESCAPES[c] ?? c;
  return out;
}

export interface FeedEntry {
  summary: StudioChangeSummary;
  name: string;
}

const WORDS = {
  en: { title: 'Studios', newStudio: 'New studio', changed: 'changed', all: 'all studios' },
  ru: { title: 'Студии', newStudio: 'Новая студия', changed: 'изменения', all: 'все студии' },
} as const;

export function atomFeed(p: {
  origin: string;
  selfUrl: string;
  key: string;
  locale: ReaderLocale;
  entries: readonly FeedEntry[];
  /** When nothing changed: the feed's updated time (stable, so the answer's ETag is). */
  emptyUpdated: Date;
}): string {
  const words = WORDS[p.locale];
  const searchUrl = `${p.origin}${WEB_BASE_PATH}/studios${p.key ? `?${p.key}` : ''}`;
  const updated = p.entries[0]?.summary.lastAt ?? p.emptyUpdated;
  const entries = p.entries.map(({ summary, name }) => {
    const url = `${p.origin}${WEB_BASE_PATH}/studios/${summary.studioId}`;
    const fields = summary.fields.map(
      (f) =>
        `${changedFieldName(f.field, p.locale)}: ${changeValueText(f.before)} → ${changeValueText(f.after)}`,
    );
    const title = summary.isNew
      ? `${words.newStudio}: ${name}`
      : `${name}: ${fields.length === 1 ? changedFieldName(summary.fields[0]!.field, p.locale) : words.changed}`;
    const content = summary.isNew ? `${words.newStudio}: ${name}` : fields.join('\n');
    return [
      '  <entry>',
      `    <id>${xmlText(`${url}#change-${summary.lastId}`)}</id>`,
      `    <title type="text">${xmlText(title)}</title>`,
      `    <updated>${summary.lastAt.toISOString()}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      `    <content type="text">${xmlText(content)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${p.locale}">`,
    `  <id>${xmlText(p.selfUrl)}</id>`,
    `  <title type="text">${xmlText(`${words.title}: ${p.key ? decodeSafely(p.key) : words.all}`)}</title>`,
    `  <updated>${updated.toISOString()}</updated>`,
    '  <author><name>Virtual Production Studios</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${xmlText(p.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(searchUrl)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

function decodeSafely(key: string): string {
  try {
    return decodeURIComponent(key.replace(/&/g, ' & '));
  } catch {
    return key;
  }
}
