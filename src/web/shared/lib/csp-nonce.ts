/**
 * The page's style nonce (the server writes it in <meta name="csp-nonce"> and allows it in the
 * page's CSP) handed to the library that writes the dialogs' scroll-lock <style> element, so that
 * element is allowed while no other inline style is. Call once, before the first render.
 */
import { setNonce } from 'get-nonce';

export function applyCspNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}
