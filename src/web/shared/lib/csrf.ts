/**
 * The CSRF token that every unsafe call sends in X-CSRFToken (Django's scheme): fetched once from
 * GET /api/admin/csrf-token/, with the csrftoken cookie as the fallback (product.md §7).
 */
let token: string | null = null;
let pending: Promise<string> | null = null;

function cookieToken(): string | null {
  const match = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export class CsrfError extends Error {
  constructor() {
    super('Failed to get CSRF token');
    this.name = 'CsrfError';
  }
}

export async function csrfToken(): Promise<string> {
  if (token) return token;
  pending ??= (async () => {
    try {
      const response = await fetch('/api/admin/csrf-token/', { credentials: 'same-origin' });
      if (response.ok) {
        const body = (await response.json()) as { csrf_token?: string };
        if (body.csrf_token) return body.csrf_token;
      }
    } catch {
      // Fall through to the cookie.
    }
    const fromCookie = cookieToken();
    if (fromCookie) return fromCookie;
    throw new CsrfError();
  })();
  try {
    token = await pending;
    return token;
  } finally {
    pending = null;
  }
}

/** Forgets the token (after sign-in or sign-out the server rotates it, or after a CSRF failure). */
export function resetCsrfToken(): void {
  token = null;
}
