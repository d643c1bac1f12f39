/**
 * Where the login page sends the admin afterwards (product.md §2: "the originally requested path, or
 * /studios"). `?next=` comes from the address bar, so anyone can write it: only a path of this app
 * is followed, never another site (an open redirect would make a convincing phishing link).
 */
import { WEB_BASE_PATH } from '@domain/web-routes';
import { paths } from '@/shared/paths';

export const DEFAULT_NEXT_PATH = '/studios';
const LOGIN_PATH = '/admin/login';
const MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'http://app.invalid';

/**
 * A path relative to the router's basename ("/studios/3?x=1#y"), or /studios for anything else:
 * it must start with one "/" (not "//", which is another host), hold no backslash (browsers read
 * "/\\host" as "//host") nor control characters or spaces, and stay on this origin when resolved.
 * A leading "/frontend" (a full app address) is dropped; the login page itself is never the target.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return DEFAULT_NEXT_PATH;
  if (!raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_NEXT_PATH;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_NEXT_PATH;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return DEFAULT_NEXT_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_NEXT_PATH;
  let path = raw;
  if (path === WEB_BASE_PATH || path.startsWith(`${WEB_BASE_PATH}/`) || /^\/frontend[?#]/.test(path)) {
    path = path.slice(WEB_BASE_PATH.length) || '/';
    if (!path.startsWith('/')) path = `/${path}`;
    if (path.startsWith('//')) return DEFAULT_NEXT_PATH;
  }
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname.replace(/\/+$/, '') === LOGIN_PATH) return DEFAULT_NEXT_PATH;
  return path;
}

/** The app path of the page being shown (basename removed), to come back to after signing in. */
export function currentAppPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const { pathname, search, hash } = location;
  const relative =
    pathname === WEB_BASE_PATH || pathname.startsWith(`${WEB_BASE_PATH}/`)
      ? pathname.slice(WEB_BASE_PATH.length) || '/'
      : pathname;
  return `${relative}${search}${hash}`;
}

/**
 * The login page's app path that brings the admin back to `appPath` afterwards; on the login page
 * itself, the same page (its own ?next= kept).
 */
export function signInPath(appPath: string): string {
  const pathname = appPath.split(/[?#]/, 1)[0] ?? '';
  if (pathname.replace(/\/+$/, '') === LOGIN_PATH) return appPath;
  return paths.adminLogin(appPath);
}
