/**
 * Clicks that come before the app has taken over the page (issue 33). A server-rendered page is on
 * screen before its script runs (decision 011); its links and forms work by themselves, but a
 * control that only the script makes work (a comparison's category tab, a filter's drop-down, a
 * chip's ×) would do nothing, and the reader's click would be lost. boot.ts starts keeping them at
 * once; main.tsx stops as it hands the page to React (whose own listeners take a click from then on,
 * and replay it where hydration has not reached yet); the app gives the kept ones to their controls
 * once hydrated (MarkHydrated), as the same press, so
 * whatever the control listens to (a click, Radix's pointer or mouse press) hears it. A control the
 * app did not keep (hydration drew another element in its place) is left alone.
 */

/** What only scripts make work; links, form fields and submit buttons work without them. */
const SCRIPT_CONTROLS =
  'button:not([type="submit"]), [role="tab"], [role="button"], [role="switch"], [role="menuitem"], [role="option"]';
/** A reader who clicks more than this before the app arrives is not waiting for each. */
const KEPT_AT_MOST = 3;

let kept: Element[] | null = null;
let keeping = false;

function keep(event: MouseEvent): void {
  if (!kept || !keeping || event.button !== 0 || !(event.target instanceof Element)) return;
  const control = event.target.closest(SCRIPT_CONTROLS);
  if (!control || control.closest('a[href]') || control.matches(':disabled')) return;
  kept.push(control);
  if (kept.length > KEPT_AT_MOST) kept.shift();
  // The page says it is on its way (app.css: a progress cursor).
  document.documentElement.dataset.earlyClick = 'kept';
}

/** From boot: clicks on script-only controls are kept until the app takes them. */
export function keepEarlyClicks(): void {
  if (kept) return;
  kept = [];
  keeping = true;
  document.addEventListener('click', keep, true);
  // 'waiting' until a click is kept (the browser tests read it); gone once the app has taken them.
  document.documentElement.dataset.earlyClick = 'waiting';
}

/** From main, as React takes the page: later clicks are React's. */
export function stopKeepingEarlyClicks(): void {
  keeping = false;
  document.removeEventListener('click', keep, true);
  if (document.documentElement.dataset.earlyClick === 'waiting')
    delete document.documentElement.dataset.earlyClick;
}

function press(control: Element): void {
  const at = control.getBoundingClientRect();
  const where = {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    clientX: at.left + at.width / 2,
    clientY: at.top + at.height / 2,
  };
  const pointer = { ...where, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  control.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  control.dispatchEvent(new MouseEvent('mousedown', { ...where, buttons: 1 }));
  control.dispatchEvent(new PointerEvent('pointerup', pointer));
  control.dispatchEvent(new MouseEvent('mouseup', where));
  control.dispatchEvent(new MouseEvent('click', where));
}

/** Once hydrated: the kept clicks, in order, on the controls still in the page. */
export function replayEarlyClicks(): void {
  stopKeepingEarlyClicks();
  if (!kept) return;
  const controls = kept;
  kept = [];
  delete document.documentElement.dataset.earlyClick;
  for (const control of controls) if (control.isConnected) press(control);
}
