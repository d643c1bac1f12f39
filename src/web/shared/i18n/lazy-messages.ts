/**
 * A catalog's texts in one language, loaded on demand (decision 022). In the browser's build the
 * catalogs' modules hold loaders instead of their texts (scripts/vite-locale-messages.ts), so a page
 * fetches its own language's texts only; the server and the tests keep every catalog whole, and
 * nothing here is used there.
 *
 * The app loads the texts of every catalog it has so far, in the page's language, before it first
 * renders (main.tsx) and before it switches language (i18n-provider.tsx); a catalog that arrives
 * later with a part of the app loaded on demand starts loading its texts at once, and a component
 * that reads them first waits for them (React's `use`, under the part's Suspense).
 */
import { use } from 'react';
import type { Catalog, MessageShape } from './define-messages';
import type { Locale } from './locale';

/**
 * A promise that says how it settled, as React's `use` reads it: once the texts are here, `use` gives
 * them at once instead of waiting a turn.
 */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export class LazyMessages<T> {
  private loading: TrackedPromise<T> | null = null;

  constructor(private readonly loader: () => Promise<T>) {}

  /** The texts (a failed load is tried again when asked again). */
  load(): TrackedPromise<T> {
    if (this.loading) return this.loading;
    const loading: TrackedPromise<T> = this.loader();
    loading.status = 'pending';
    loading.then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
      },
      (reason: unknown) => {
        loading.status = 'rejected';
        loading.reason = reason;
        if (this.loading === loading) this.loading = null;
      },
    );
    this.loading = loading;
    return loading;
  }
}

/**
 * Made by the build in place of a catalog's texts in one language (scripts/vite-locale-messages.ts).
 * @public
 */
export function lazyMessages<T>(loader: () => Promise<T>): LazyMessages<T> {
  return new LazyMessages(loader);
}

type Entries = Record<Locale, MessageShape | LazyMessages<MessageShape>>;

/** Every catalog whose texts are loaded on demand. */
const catalogs = new Set<Entries>();
/** The language the app shows: a catalog that arrives later loads its texts in it at once. */
let shown: Locale | null = null;

function loadInto(catalog: Entries, locale: Locale): Promise<unknown> {
  const entry = catalog[locale];
  return entry instanceof LazyMessages ? entry.load() : Promise.resolve();
}

/** Called by defineMessages for each catalog: notes those whose texts load on demand. */
export function noteCatalog(catalog: object): void {
  const entries = catalog as Entries;
  if (!Object.values(entries).some((entry) => entry instanceof LazyMessages)) return;
  catalogs.add(entries);
  if (shown) void loadInto(entries, shown).catch(() => undefined);
}

/** Loads the texts in `locale` of every catalog the app has; from then on it is the language shown. */
export async function loadMessages(locale: Locale): Promise<void> {
  await Promise.all([...catalogs].map((catalog) => loadInto(catalog, locale)));
  shown = locale;
}

/**
 * Settles once every catalog the app has so far has its texts in the language shown (at once on the
 * server and in tests, where catalogs are whole). Code loaded on demand waits for it before it first
 * renders (lazy-named.ts): a module notes its catalogs when it runs, but a component that reads one
 * may render only later, in an update that is not a transition (data arriving, an effect), and
 * waiting then hid the whole page behind its boundary's fallback until the texts came.
 */
export async function messagesReady(): Promise<void> {
  const locale = shown;
  if (!locale) return;
  await Promise.all([...catalogs].map((catalog) => loadInto(catalog, locale)));
}

/**
 * A catalog's texts in `locale`: at once when loaded, else (a part loaded on demand, rendering
 * before its texts have come) the render waits for them. Only during a render. A catalog whose texts
 * load on demand is always read through `use`, loaded or not: a component calls the same hooks on
 * every attempt at a render.
 */
export function messagesIn<T extends MessageShape>(catalog: Catalog<T>, locale: Locale): T {
  const entry = (catalog as unknown as Entries)[locale];
  if (!(entry instanceof LazyMessages)) return entry as T;
  return use(entry.load() as Promise<MessageShape>) as T;
}
