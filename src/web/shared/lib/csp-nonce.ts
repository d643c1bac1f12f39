/**
 * The page's style nonce (the server writes it in <meta name="csp-nonce"> and allows it in the
 * page's CSP) for the <style> elements libraries write at run time, so that those are allowed while
 * no other inline style is: handed to the library that writes the dialogs' scroll lock (get-nonce),
 * and read by components that render their own <style> (Radix Select's viewport, admin-select.tsx).
 * applyCspNonce is called once, before the first render.
 */
import { getNonce, setNonce } from 'get-nonce';

export function applyCspNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}

/** The page's style nonce, for a <style> element's nonce attribute; undefined without one. */
export function cspNonce(): string | undefined {
  return getNonce();
}
