/**
 * A part of a page whose code loads on demand (an editor, the 'Place and sizes' inside), which the
 * server may render when the page needs it at once. Preact's React.lazy loads its code only when it
 * first renders, so the browser's hydration would stop at such a part and number every useId after
 * it differently from the server's HTML (decision 021). A part says so when it renders on the
 * server (RenderedPartsContext, entry-server.tsx); the page state lists them, and the browser loads
 * their code before hydrating (preloadParts, main.tsx), so they render at once, as on the server.
 * A chunk that cannot be loaded rejects with ChunkLoadError, so a boundary can tell it from a bug.
 */
import { type ComponentType, createContext, createElement, useContext } from 'react';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Given on the server: each part rendered adds its key. */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

/** Every part's loaders by key (a key two parts share loads both). */
const loaders = new Map<string, (() => Promise<void>)[]>();

/**
 * A component that renders `load`'s component once its code is here and suspends until then.
 * `key` names the part in the page state: unique, stable between the server's build and the browser's.
 */
export function lazyPart<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let failure: Error | null = null;
  const ensure = (): Promise<void> => {
    if (component) return Promise.resolve();
    pending ??= load().then(
      (loaded) => {
        component = loaded;
        pending = null;
      },
      (error: unknown) => {
        failure = new ChunkLoadError(error);
        pending = null;
      },
    );
    return pending;
  };
  loaders.set(key, [...(loaders.get(key) ?? []), ensure]);
  function LazyPart(props: P) {
    useContext(RenderedPartsContext)?.add(key);
    if (component) return createElement(component, props);
    if (failure) {
      // Thrown once: the next render (a retry) fetches again.
      const error = failure;
      failure = null;
      throw error;
    }
    throw ensure();
  }
  LazyPart.displayName = `LazyPart(${key})`;
  return LazyPart;
}

/** Loads the code of the parts the server rendered (those of modules already loaded). */
export async function preloadParts(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.flatMap((key) => (loaders.get(key) ?? []).map((ensure) => ensure())));
}
