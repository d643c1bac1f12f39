/**
 * Fills the built index.html: the site configuration the web app reads at start and the page state
 * (both as inert JSON, so the CSP needs no inline script), the app's stylesheet inline, and, for a
 * page the server rendered (decision 011), React's markup: the page's own head elements (title,
 * description, canonical, alternates, Open Graph; web/shared/seo/page-head.tsx), the root's content
 * and <html lang>. No head element is made here from strings: each page's head comes from its own
 * render.
 */
import { jsonForScript } from '@domain/json-for-script';
import type { SiteConfig } from '@domain/site-config';
import { WEB_BASE_PATH } from '@domain/web-routes';

/**
 * The built index.html, read once, with the stylesheets it links put aside to be sent inline
 * (decision 011, "First paint"): on slow mobile networks a linked stylesheet costs a round trip
 * before anything is painted, and the app's whole stylesheet is about 10 KB compressed.
 */
export interface IndexTemplate {
  html: string;
  /** The linked stylesheets' text, in order, or null when they stay linked. */
  inlineCss: string | null;
  /** The <link> elements as built, sent instead of the inline text when there is no nonce. */
  styleLinks: string;
}

/** The build's own stylesheets (hashed, under assets/), not no-script.css inside <noscript>. */
const STYLE_LINK = new RegExp(
  `<link rel="stylesheet"[^>]*href="(${WEB_BASE_PATH}/assets/[^"]+\\.css)"[^>]*>`,
  'g',
);
const STYLE_MARKER = '<!--app-style-->';

/**
 * Puts the template's own stylesheets (`readAsset` gives a file's text by its URL path, or null)
 * aside for inlining. A stylesheet that cannot be read, or whose text could end a <style> element,
 * keeps every link as built.
 */
export function prepareIndexTemplate(
  html: string,
  readAsset: (href: string) => string | null,
): IndexTemplate {
  const links = [...html.matchAll(STYLE_LINK)];
  if (links.length === 0) return { html, inlineCss: null, styleLinks: '' };
  const texts = links.map((link) => readAsset(link[1]!));
  const inlineable = texts.every((text) => text !== null && !/<\/style/i.test(text));
  const styleLinks = links.map((link) => link[0]).join('');
  let marked = html;
  links.forEach((link, index) => {
    marked = marked.replace(link[0], index === 0 ? STYLE_MARKER : '');
  });
  return { html: marked, inlineCss: inlineable ? texts.join('\n') : null, styleLinks };
}

/** How the server answers an app page; resolved per route (studio-page-meta.ts). */
export interface PageMeta {
  /** The route exists but its subject does not (unknown or hidden studio): answer 404. */
  notFound?: boolean;
  /** Only this viewer may see it (a hidden studio shown to an admin): no cache may keep the page. */
  privateToViewer?: boolean;
  /** The subject moved (a studio merged into another, product.md §20): answer 301 to this path. */
  movedTo?: string;
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

/**
 * A page state up to this size (the JSON's length) goes into the page; a larger one (the list's
 * directory: over a megabyte for 1,000 studios) is fetched by the app from its state URL, in parallel
 * with the app's scripts after the first paint, so it does not hold back the page's content.
 */
export const INLINE_STATE_MAX_CHARS = 8 * 1024;

/** The server's rendering of a page (decision 011). */
export interface RenderedForHtml {
  head: string;
  html: string;
  /** The page state as JSON safe inside <script> (page-html-cache.ts). */
  stateJson: string;
  /** Where the app fetches a state too large for the page (web-app.ts), or null to embed it. */
  stateUrl: string | null;
  language: string;
}

export function renderIndexHtml(
  template: IndexTemplate,
  input: {
    site: SiteConfig;
    styleNonce?: string;
    rendered?: RenderedForHtml | null;
  },
): string {
  const nonceMeta = input.styleNonce ? `<meta name="csp-nonce" content="${input.styleNonce}">` : '';
  const rendered = input.rendered;
  // A deferred state still says the page's language at once: the app starts in it even if the
  // state cannot be fetched.
  const stateText = rendered
    ? rendered.stateUrl
      ? jsonForScript({ locale: rendered.language, deferred: rendered.stateUrl })
      : rendered.stateJson
    : null;
  const pageState = stateText ? `<script type="application/json" id="app-state">${stateText}</script>` : '';
  const styles =
    template.inlineCss !== null && input.styleNonce
      ? `<style nonce="${input.styleNonce}">${template.inlineCss}</style>`
      : template.styleLinks;
  let html = spliceFirst(template.html, STYLE_MARKER, styles);
  html = spliceFirst(
    html,
    CONFIG_MARKER,
    `${nonceMeta}<script type="application/json" id="app-config">${jsonForScript(input.site)}</script>`,
  );
  // The page state comes after the page's content: the content is painted first.
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
