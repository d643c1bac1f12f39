/**
 * The web app's route table (product.md §2), shared so that the server answers 404 for any path outside
 * it while the web app's router uses the same patterns.
 */
export const WEB_BASE_PATH = '/frontend';
/** Where a server-rendered page's large state is answered (decision 011, "First paint"). */
export const PAGE_STATE_PATH = `${WEB_BASE_PATH}/page-state`;

export const WEB_ROUTE_PATTERNS = [
  '/',
  '/studios',
  '/studios/:id',
  '/compare',
  '/shortlist',
  '/admin/login',
  '/admin/claims',
  '/admin/outbox',
  '/admin/subscriptions',
  '/admin/corrections',
  '/admin/enquiries',
  '/admin/duplicates',
  '/admin/exchange-rates',
  '/admin/duplicates/:a/:b/merge',
  '/owner/accept',
  '/aceternity-test',
  '/bento-grid',
  '/css-test',
] as const;

export type WebRoutePattern = (typeof WEB_ROUTE_PATTERNS)[number];

export interface WebRouteMatch {
  pattern: WebRoutePattern;
  params: Record<string, string>;
}

/** Matches a path relative to the base ("/studios/12"), ignoring one trailing slash. */
export function matchWebRoute(path: string): WebRouteMatch | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const parts = clean.split('/').filter(Boolean);
  for (const pattern of WEB_ROUTE_PATTERNS) {
    const expected = pattern.split('/').filter(Boolean);
    if (expected.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = expected.every((segment, i) => {
      const actual = parts[i]!;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = safeDecode(actual);
        return true;
      }
      return segment === actual;
    });
    if (ok) return { pattern, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
