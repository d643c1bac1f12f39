/**
 * A lazily loaded named export: `lazyNamed(() => import('./admin/x'), 'NameEditor')`. Several over
 * one module share its chunk (the browser loads it once). Built on lazyPart, so a part the server
 * rendered (an admin's editor on a server-rendered page) is loaded before hydrating; its key is the
 * export's name.
 */
import type { ComponentType } from 'react';
import { lazyPart } from './lazy-part';

export { ChunkLoadError } from './lazy-part';

export function lazyNamed<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P> ? ComponentType<P> : never {
  return lazyPart(name, async () => (await load())[name] as ComponentType<object>) as never;
}
