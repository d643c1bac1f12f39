/**
 * React.lazy for code loaded on demand, with two additions:
 * - `lazyNamed(() => import('./admin/x'), 'NameEditor')` takes a named export; several over one
 *   module share its chunk (the browser loads it once);
 * - `preloadable(load)` can be loaded ahead (`.preload()`), after which it renders at once instead of
 *   suspending: a server-rendered page's own code is loaded before hydrating (routes.tsx), so the
 *   page hydrates in the root's first pass with the rest of the frame.
 * A chunk that cannot be loaded rejects with ChunkLoadError, so a boundary can tell it from a bug.
 * Either settles once the texts of the catalogs the code brought are here too (messagesReady).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { messagesReady } from '@/shared/i18n/lazy-messages';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

type Module<P> = { default: ComponentType<P> };

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the code; once it is here, a first render does not suspend. */
  preload(): Promise<void>;
};

/**
 * A thenable that calls back at once: React.lazy's initializer reads a module settled in the same
 * call and renders it without suspending (react's lazyInitializer). Used only for code already loaded.
 */
function settled<P>(module: Module<P>): Promise<Module<P>> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes.
    then(resolve: (value: Module<P>) => unknown) {
      resolve(module);
      return thenable;
    },
  };
  return thenable as unknown as Promise<Module<P>>;
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: Module<P> | null = null;
  let pending: Promise<Module<P>> | null = null;
  const ensure = (): Promise<Module<P>> => {
    pending ??= (async () => {
      let component: ComponentType<P>;
      try {
        component = await load();
        await messagesReady();
      } catch (error) {
        // React.lazy keeps the failure: the page's boundary offers a reload (RouteError).
        throw new ChunkLoadError(error);
      }
      loaded = { default: component };
      return loaded;
    })();
    return pending;
  };
  const component = lazy(() => (loaded ? settled(loaded) : ensure()));
  return Object.assign(component, {
    preload: async () => {
      await ensure();
    },
  });
}

export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P> ? LazyExoticComponent<ComponentType<P>> : never {
  return lazy(async () => {
    let module: M;
    try {
      module = await load();
      await messagesReady();
    } catch (error) {
      throw new ChunkLoadError(error);
    }
    return { default: module[name] as ComponentType<unknown> };
  }) as never;
}
