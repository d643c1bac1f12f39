/** Every link in the app is built here (paths relative to the router's /frontend basename). */
export type Query = Record<string, string | readonly string[] | undefined>;

function withQuery(path: string, query?: Query | URLSearchParams): string {
  if (!query) return path;
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (typeof value === 'string') params.set(key, value);
      else if (value.length) params.set(key, value.join(','));
    }
  }
  // Commas stay readable ("studios=1,2", as product.md §2 writes it); they mean the same either way.
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: () => '/',
  studios: (query?: Query | URLSearchParams) => withQuery('/studios', query),
  studio: (id: number | string) => `/studios/${encodeURIComponent(String(id))}`,
  compare: (ids?: readonly (number | string)[]) =>
    withQuery('/compare', ids?.length ? { studios: ids.map(String) } : undefined),
  compareSelect: (ids?: readonly (number | string)[]) =>
    withQuery('/compare', { compare: 'true', studios: ids?.length ? ids.map(String) : undefined }),
  /** The reader's shortlist; with `ids`, a shared one, read-only (product.md §16). */
  shortlist: (ids?: readonly (number | string)[]) =>
    withQuery('/shortlist', ids?.length ? { ids: ids.map(String) } : undefined),
  adminLogin: (next?: string) => withQuery('/admin/login', next ? { next } : undefined),
  adminClaims: (status?: string) => withQuery('/admin/claims', status ? { status } : undefined),
  adminOutbox: () => '/admin/outbox',
  /** The corrections queue (admins: every studio's; owners: their studios'). */
  corrections: (status?: string) => withQuery('/admin/corrections', status ? { status } : undefined),
  /** The enquiries inbox (owners: their studios'; admins: as the API gives them). */
  enquiries: () => '/admin/enquiries',
  /** Likely duplicate studios (admins; product.md §20). */
  adminDuplicates: () => '/admin/duplicates',
  /** The exchange-rate table (admins; product.md §18). */
  adminExchangeRates: () => '/admin/exchange-rates',
  /** Merging two likely duplicates (admins; product.md §20). */
  adminDuplicateMerge: (a: number, b: number) => `/admin/duplicates/${a}/${b}/merge`,
  ownerAccept: (token?: string) => withQuery('/owner/accept', token ? { token } : undefined),
  aceternityTest: () => '/aceternity-test',
  bentoGrid: () => '/bento-grid',
  cssTest: () => '/css-test',
} as const;

/** The absolute URL of an app path, for sharing (the router's basename included). */
export function absoluteAppUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}/frontend${path}`;
}
