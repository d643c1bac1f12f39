/**
 * React.lazy for a named export: `lazyNamed(() => import('./admin/x'), 'NameEditor')`. Several
 * lazies over one module share its chunk (the browser loads it once). A chunk that cannot be loaded
 * rejects with ChunkLoadError, so a boundary can tell it from a bug in the component.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P> ? LazyExoticComponent<ComponentType<P>> : never {
  return lazy(async () => {
    let module: M;
    try {
      module = await load();
    } catch (error) {
      throw new ChunkLoadError(error);
    }
    return { default: module[name] as ComponentType<unknown> };
  }) as never;
}
