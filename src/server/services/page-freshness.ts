/**
 * What the rendered-page cache (page-html-cache.ts) reads to know whether a kept page is current: the
 * data version, and the studio store's revisions, which change exactly when the store takes a change
 * to a studio: a write in this process, another process's through NOTIFY, or a full reload (a change
 * of unknown scope, a lost notification, a lost listening connection: StudioStore.ready()).
 */
import type { DataVersion } from '../db/data-version';
import type { PageFreshness } from './page-html-cache';
import type { StudioStore } from './studio-store';

export function storePageFreshness(dataVersion: DataVersion, store: StudioStore): PageFreshness {
  return {
    async mark() {
      // The store first: while notifications are down, ready() reads everything again if the
      // database moved on, which bumps the revisions every kept page is compared with.
      await store.ready();
      const version = await dataVersion.currentForRead();
      return { version, revision: store.revision };
    },
    studiosUnchangedSince(studios, revision) {
      return store.reloadedAt <= revision && studios.every((id) => store.revisionOf(id) <= revision);
    },
  };
}
