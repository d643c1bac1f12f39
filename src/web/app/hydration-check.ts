/**
 * The browser tests' hydration check (decision 021). React compared the server's markup with its
 * first render while hydrating and said so on the console; Preact adopts the server's elements as
 * they are and says nothing, so a page whose first render in the browser differs (a value read from
 * the window, storage or the clock during render) would keep the server's markup under a tree that
 * means something else. When the browser tests ask for it (window.__vpCheckHydration, set by
 * e2e/support/test.ts), main.tsx renders the app to a string in the browser, with the same state
 * the hydration starts from and the server's renderer, and this compares it with the server's
 * markup before anything touches it; a difference is a console error, which fails the test.
 * Visitors never load this module.
 */
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';

declare global {
  interface Window {
    __vpCheckHydration?: boolean;
    /** The browser's render, kept for a test or a person looking into a mismatch. */
    __vpCheckedMarkup?: string;
  }
}

function describe(node: Node | undefined): string {
  if (!node) return '(nothing)';
  if (node.nodeType === Node.TEXT_NODE) return `text ${JSON.stringify(node.textContent?.slice(0, 120))}`;
  if (node instanceof Element) return node.outerHTML.slice(0, 240);
  return `${node.nodeName} ${JSON.stringify(node.textContent?.slice(0, 120))}`;
}

function pathOf(node: Node, root: Node): string {
  const steps: string[] = [];
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    const index = at.parentNode ? [...at.parentNode.childNodes].indexOf(at as ChildNode) : 0;
    steps.unshift(`${at.nodeName.toLowerCase()}[${index}]`);
  }
  return steps.join(' > ');
}

/**
 * A node's children as hydration sees them: comments left out (Preact skips them, among them the
 * server renderer's `$s` marks around a part that waited for its code), neighbouring texts as one.
 */
function hydratedChildren(node: Node): Node[] {
  const children: Node[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === Node.COMMENT_NODE) continue;
    const last = children.at(-1);
    if (child.nodeType === Node.TEXT_NODE && last?.nodeType === Node.TEXT_NODE) {
      children[children.length - 1] = document.createTextNode(`${last.textContent}${child.textContent}`);
    } else children.push(child);
  }
  return children;
}

function sameNode(left: Node, right: Node): boolean {
  if (left.nodeType !== right.nodeType || left.nodeName !== right.nodeName) return false;
  if (left instanceof Element) return left.cloneNode(false).isEqualNode(right.cloneNode(false));
  return left.textContent === right.textContent;
}

/** The first place where two trees differ, as [server's node, browser's node], or null. */
function firstDifference(server: Node, browser: Node): [Node | undefined, Node | undefined] | null {
  const a = hydratedChildren(server);
  const b = hydratedChildren(browser);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index];
    const right = b[index];
    if (!left || !right || !sameNode(left, right)) return [left, right];
    // With scripts on, a page's <noscript> holds text, a parsed string's holds elements; never shown.
    if (left.nodeName === 'NOSCRIPT') continue;
    const inner = firstDifference(left, right);
    if (inner) return inner;
  }
  return null;
}

/** Compares the server's markup (a copy taken before hydration) with the browser's render of `app`. */
export async function checkHydration(serverMarkup: Node, app: ReactElement): Promise<void> {
  const template = document.createElement('template');
  const markup = await renderToStringAsync(app as Parameters<typeof renderToStringAsync>[0]);
  window.__vpCheckedMarkup = markup;
  template.innerHTML = markup;
  const difference = firstDifference(serverMarkup, template.content);
  if (!difference) return;
  const [server, browser] = difference;
  const where = server ? pathOf(server, serverMarkup) : browser ? pathOf(browser, template.content) : '';
  console.error(
    `Hydration mismatch at ${where || 'the root'}: the server rendered ${describe(server)}, the browser ${describe(browser)}`,
  );
}
