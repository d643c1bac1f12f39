/**
 * A page's head elements as data (shared/seo/page-head.tsx): the server renders them into <head>
 * (entry-server.tsx), the browser puts them there itself. Preact, which runs the app (decision 021),
 * does not move a <title> or <meta> rendered in the tree into the document's head as React 19 does.
 */
import { createContext } from 'react';

export interface HeadElement {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export interface PageHeadData {
  title: string;
  elements: HeadElement[];
}

/** Given on the server: the render hands it the page's head (the last page head rendered wins). */
export const HeadSinkContext = createContext<((head: PageHeadData) => void) | null>(null);

/** Marks the elements the app manages in <head>, so a navigation replaces exactly those. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/** The browser's side: the document's title and the page's own elements become `head`'s. */
export function applyPageHead(head: PageHeadData): void {
  if (document.title !== head.title) document.title = head.title;
  const current = [...document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)];
  const next = head.elements.map(({ tag, attributes }) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    return element;
  });
  // The server's elements are kept when they are already the page's (the first render).
  const same =
    current.length === next.length && current.every((element, index) => element.isEqualNode(next[index]!));
  if (same) return;
  for (const element of current) element.remove();
  document.head.append(...next);
}

/** Removes the page's own elements (a page without a head of its own is shown). */
export function clearPageHead(): void {
  for (const element of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) element.remove();
}
