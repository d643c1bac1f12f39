/**
 * Fills the built index.html: the site configuration the web app reads at start (as inert JSON, so
 * the CSP needs no inline script), and, for pages that have them, title, description, Open Graph
 * tags and schema.org JSON-LD.
 */
import type { SiteConfig } from '../../domain/site-config';

export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl?: string;
  jsonLd?: Record<string, unknown>;
  /** The route exists but its subject does not (unknown or hidden studio): answer 404. */
  notFound?: boolean;
  /** Only this viewer may see it (a hidden studio shown to an admin): no cache may keep the page. */
  privateToViewer?: boolean;
}

const CONFIG_MARKER = '<!--app-config-->';
const HEAD_MARKER = '<!--app-head-->';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function renderHead(meta: PageMeta): string {
  const parts = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    '<meta property="og:type" content="website">',
  ];
  if (meta.canonicalUrl) {
    parts.push(`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">`);
    parts.push(`<meta property="og:url" content="${escapeHtml(meta.canonicalUrl)}">`);
  }
  if (meta.jsonLd) parts.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return parts.join('\n    ');
}

/**
 * The template with its first match of `pattern` (a string or a regular expression) replaced by
 * `insert`, joined with slices: String.replace would read `$&`, `$'` or `` $` `` in a studio's name as
 * replacement patterns and copy parts of the page into the head.
 */
function spliceFirst(html: string, pattern: string | RegExp, insert: string): string {
  const found = typeof pattern === 'string' ? { index: html.indexOf(pattern), length: pattern.length } : null;
  const match = pattern instanceof RegExp ? pattern.exec(html) : null;
  const index = found ? found.index : (match?.index ?? -1);
  const length = found ? found.length : (match?.[0].length ?? 0);
  if (index < 0) return html;
  return html.slice(0, index) + insert + html.slice(index + length);
}

/** The template's default title and description, which a page's own head replaces. */
const DEFAULT_TITLE = /<title>[^<]*<\/title>\s*/;
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*">/;

export function renderIndexHtml(
  template: string,
  input: {
    site: SiteConfig;
    meta: PageMeta | null;
    styleNonce?: string;
    /** The server's rendering (decision 011): the root's markup, the page state, the language. */
    rendered?: { html: string; state: unknown; language: string } | null;
  },
): string {
  const nonceMeta = input.styleNonce ? `<meta name="csp-nonce" content="${input.styleNonce}">` : '';
  const rendered = input.rendered;
  const pageState = rendered
    ? `<script type="application/json" id="app-state">${jsonForScript(rendered.state)}</script>`
    : '';
  let html = spliceFirst(
    template,
    CONFIG_MARKER,
    `${nonceMeta}<script type="application/json" id="app-config">${jsonForScript(input.site)}</script>${pageState}`,
  );
  if (rendered) {
    html = spliceFirst(html, ROOT_ELEMENT, `<div id="root">${rendered.html}</div>`);
    html = spliceFirst(html, HTML_LANG, `<html lang="${escapeHtml(rendered.language)}">`);
  }
  if (input.meta && !input.meta.notFound) {
    html = spliceFirst(html, DEFAULT_TITLE, '');
    html = spliceFirst(html, DEFAULT_DESCRIPTION, '');
    html = spliceFirst(html, HEAD_MARKER, renderHead(input.meta));
  }
  return html;
}
