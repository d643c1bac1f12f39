/**
 * A small HTTP client for the reliability suites: node:http on 127.0.0.1 with keep-alive, a cookie
 * jar, and the CSRF token handling of the web client (X-CSRFToken on unsafe methods). One session is
 * one browser: its cookies, its token.
 *
 *   const admin = new HttpSession(server.baseUrl);
 *   await admin.signIn(email, password);
 *   const res = await admin.request('PATCH', '/api/studios/studios-enhanced/3/', { city: 'Oslo' });
 */
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Milliseconds from sending to the last byte. */
  ms: number;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** A body sent as it is (already JSON text, or deliberately malformed). */
  rawBody?: string | Buffer;
  /** Abort after this long (default 30 s). */
  timeoutMs?: number;
  /** Leave the CSRF header off an unsafe call. */
  noCsrf?: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function keepAliveAgent(maxSockets = 256): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

const sharedAgent = keepAliveAgent();

export class HttpSession {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly agent: http.Agent | false = sharedAgent,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<HttpAnswer> {
    const url = new URL(path, this.baseUrl);
    const payload =
      options.rawBody ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8'));
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (payload !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const cookie = this.cookieHeader();
    if (cookie && headers.cookie === undefined) headers.cookie = cookie;
    if (UNSAFE.has(method) && this.csrfToken && !options.noCsrf) headers['x-csrftoken'] ??= this.csrfToken;
    const started = performance.now();
    return new Promise<HttpAnswer>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: url.pathname + url.search,
          method,
          headers,
          agent: this.agent,
          timeout: options.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            this.keepCookies(res.headers['set-cookie']);
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              ms: performance.now() - started,
              json: <T>() => JSON.parse(text) as T,
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in time`)));
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  get(path: string, options?: RequestOptions): Promise<HttpAnswer> {
    return this.request('GET', path, undefined, options);
  }

  /** Fetches a CSRF token (and the csrftoken cookie), as the web app does before its first write. */
  async fetchCsrfToken(): Promise<string> {
    const res = await this.get('/api/admin/csrf-token/');
    if (res.status !== 200) throw new Error(`csrf-token answered ${res.status}: ${res.text}`);
    this.csrfToken = res.json<{ csrf_token: string }>().csrf_token;
    return this.csrfToken;
  }

  /** Signs in (CSRF first); throws unless the server says yes. */
  async signIn(email: string, password: string): Promise<void> {
    await this.fetchCsrfToken();
    const res = await this.request('POST', '/api/admin/login/', { email, password });
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.text}`);
    this.csrfToken = res.json<{ csrf_token: string }>().csrf_token;
  }
}

/** The n-th percentile (0-100) of a list of numbers (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** The same browser (cookies, token) on fresh connections: for a server restarted on the same port. */
export function reconnect(session: HttpSession, baseUrl = session.baseUrl): HttpSession {
  const fresh = new HttpSession(baseUrl, keepAliveAgent());
  for (const [name, value] of session.cookies) fresh.cookies.set(name, value);
  fresh.csrfToken = session.csrfToken;
  return fresh;
}
