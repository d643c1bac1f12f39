/**
 * Hydration in turns (decision 021). React hydrated the list in a transition and yielded to the
 * browser between components; Preact hydrates a page in one task (the list's was about 200 ms on a
 * phone, issue 15's total blocking time). A part wrapped in HydrateInTurn (a studio card) keeps the
 * server's markup on screen while the rest of the page hydrates, then hydrates in a task of its own,
 * one part after the other, in the order rendered: Preact keeps a boundary's markup while what it
 * holds waits during hydration. Only while hydrating: the server, the hydration check and any later
 * render draw the part at once. A part must not number itself with useId (its numbers would come
 * after the rest of the page's); its markup is the same either way.
 */
import { options } from 'preact';
import { type ReactNode, Suspense } from 'react';

/** True only during hydrateRoot's first, synchronous pass. */
let deferring = false;
/** The last part's turn: the next one waits for it, then for a new task. */
let lastTurn: Promise<void> = Promise.resolve();

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `hydrate` (hydrateRoot) with the parts wrapped in HydrateInTurn waiting their turn. */
export function hydrateInTurns(hydrate: () => void): void {
  // What hydration's own effects ask to redraw (the parts that read useIsHydrating turn to the
  // browser's state) is drawn in a task of its own, not in the hydration's: Preact would draw it in a
  // microtask, making one long task of both. Later updates are drawn as Preact does by default.
  // The hook stays in place until its task runs: Preact schedules again whenever the hook it last
  // used is no longer the current one, and would then draw the rest in a microtask after all.
  const debounce = options.debounceRendering;
  options.debounceRendering = (render) => {
    setTimeout(() => {
      options.debounceRendering = debounce;
      render();
    }, 0);
  };
  deferring = true;
  try {
    hydrate();
  } finally {
    deferring = false;
  }
}

/** Settles once every part that waited has had its turn (main.tsx marks the page hydrated then). */
export function turnsTaken(): Promise<void> {
  return lastTurn.then(nextTask);
}

function Turn({ children }: { children: ReactNode }) {
  if (!deferring) return children;
  lastTurn = lastTurn.then(nextTask);
  throw lastTurn;
}

export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
