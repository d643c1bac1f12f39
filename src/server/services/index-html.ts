/**
 * Fills the built index.html: the site configuration the web app reads at start and the page state
 * (both as inert JSON, so the CSP needs no inline script), and, for a page the server rendered
 * (decision 011), React's markup: the page's own head elements (title, description, canonical,
 * alternates, Open Graph; web/shared/seo/page-head.tsx), the root's content and <html lang>. No
 * head element is made here from strings: each page's head comes from its own render.
 */
import { jsonForScript } from '../../domain/json-for-script';
import type { SiteConfig } from '../../domain/site-config';

/** How the server answers an app page; resolved per route (studio-page-meta.ts). */
export interface PageMeta {
  /** The route exists but its subject does not (unknown or hidden studio): answer 404. */
  notFound?: boolean;
  /** Only this viewer may see it (a hidden studio shown to an admin): no cache may keep the page. */
  privateToViewer?: boolean;
}

const CONFIG_MARKER = '<!--app-config-->';
const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*">/;
const BODY_END = '</body>';

/** Only the language tags the server renders in (page-language.ts) reach <html lang>. */
const LANGUAGE_TAG = /^[a-z]{2}$/;

/**
 * The template with its first match of `pattern` replaced by `insert`, joined with slices:
 * String.replace would read `$&`, `$'` or `` $` `` in a studio's name as replacement patterns and copy
 * parts of the page elsewhere.
 */
function spliceFirst(html: string, pattern: string | RegExp, insert: string): string {
  const found = typeof pattern === 'string' ? { index: html.indexOf(pattern), length: pattern.length } : null;
  const match = pattern instanceof RegExp ? pattern.exec(html) : null;
  const index = found ? found.index : (match?.index ?? -1);
  const length = found ? found.length : (match?.[0].length ?? 0);
  if (index < 0) return html;
  return html.slice(0, index) + insert + html.slice(index + length);
}

export function renderIndexHtml(
  template: string,
  input: {
    site: SiteConfig;
    styleNonce?: string;
    /** The server's rendering (decision 011): head elements, the root's markup, state, language. */
    rendered?: { head: string; html: string; state: unknown; language: string } | null;
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
    `${nonceMeta}<script type="application/json" id="app-config">${jsonForScript(input.site)}</script>`,
  );
  // The page state (the list's whole directory: over a megabyte for 1,000 studios) comes after the
  // page's content, so the browser paints the content before it has downloaded the state; the app's
  // module script runs after the whole document has been read, so it finds the state all the same.
  html = spliceFirst(html, BODY_END, `${pageState}</body>`);
  html = spliceFirst(html, HEAD_MARKER, rendered?.head ?? '');
  if (rendered) {
    html = spliceFirst(html, ROOT_ELEMENT, `<div id="root">${rendered.html}</div>`);
    if (LANGUAGE_TAG.test(rendered.language)) {
      html = spliceFirst(html, HTML_LANG, `<html lang="${rendered.language}">`);
    }
  }
  return html;
}
