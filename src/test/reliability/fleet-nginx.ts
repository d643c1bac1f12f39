/**
 * nginx for the fleet suite, from the recipe's own file: deploy/nginx-fleet.conf with its four
 * placeholders filled in (docs/deployment.md, "A fleet"), wrapped in the few main-level lines a
 * foreground nginx needs (its own prefix, temp folders, pid and log in a scratch folder), run as a
 * child process on a free port. Debian's package (`apt-get install -y nginx`); .ci/run installs it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/lib/project-root';

export const NGINX_RECIPE_FILE = path.join(projectRoot, 'deploy/nginx-fleet.conf');
export const NGINX_INSTALL_HINT =
  'nginx is not installed: the fleet suite runs the recipe of docs/deployment.md through it. ' +
  "Install Debian's package with `apt-get install -y nginx` (.ci/run does it when it is missing), " +
  'or set NGINX_BIN to an nginx binary.';

/** The nginx binary (NGINX_BIN, else /usr/sbin/nginx or nginx on the PATH), or null when there is none. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx'].filter((c): c is string => !!c);
  for (const candidate of candidates) {
    if (candidate.includes('/') && !existsSync(candidate)) continue;
    const probe = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

/** The recipe's file with its placeholders filled in; throws when one is missing or left over. */
export function fillRecipe(values: {
  cacheDir: string;
  upstreams: readonly number[];
  listen: string;
  serverName: string;
}): string {
  const template = readFileSync(NGINX_RECIPE_FILE, 'utf8');
  // The upstream lines exactly as docs/deployment.md shows them.
  const servers = values.upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const filled: Record<string, string> = {
    __CACHE_DIR__: values.cacheDir,
    __UPSTREAM_SERVERS__: servers,
    __LISTEN__: values.listen,
    __SERVER_NAME__: values.serverName,
  };
  let text = template;
  for (const [placeholder, value] of Object.entries(filled)) {
    if (!text.includes(placeholder)) throw new Error(`${NGINX_RECIPE_FILE} has no ${placeholder}`);
    text = text.split(placeholder).join(value);
  }
  const left = /__[A-Z_]+__/.exec(text);
  if (left) throw new Error(`${NGINX_RECIPE_FILE}: placeholder ${left[0]} is not filled in by the suite`);
  return text;
}

export interface Nginx {
  readonly port: number;
  readonly baseUrl: string;
  readonly dir: string;
  /** Its error log (warnings and up). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** Starts nginx on `port` in front of the upstream ports; resolves once it answers. */
export async function startNginx(binary: string, port: number, upstreams: readonly number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vp-fleet-nginx-'));
  const cacheDir = path.join(dir, 'cache');
  for (const sub of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) {
    mkdirSync(path.join(dir, sub));
  }
  const recipe = fillRecipe({
    cacheDir,
    upstreams,
    listen: `127.0.0.1:${port}`,
    serverName: '127.0.0.1',
  });
  writeFileSync(path.join(dir, 'nginx-fleet.conf'), recipe);
  // Started by root (CI), nginx's workers drop to nobody: they must be able to write the cache and
  // temp folders. Started by anyone else, everything runs as that user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    for (const sub of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      chownSync(path.join(dir, sub), 65534, 65534);
    }
  }
  const main = [
    asRoot ? 'user nobody nogroup;' : '',
    'worker_processes 1;',
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    `    client_body_temp_path ${path.join(dir, 'client_body')};`,
    `    proxy_temp_path ${path.join(dir, 'proxy')};`,
    `    fastcgi_temp_path ${path.join(dir, 'fastcgi')};`,
    `    uwsgi_temp_path ${path.join(dir, 'uwsgi')};`,
    `    scgi_temp_path ${path.join(dir, 'scgi')};`,
    '    include nginx-fleet.conf;',
    '}',
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), main);
  const errorLogFile = path.join(dir, 'logs/error.log');
  const args = [
    '-p',
    dir,
    '-e',
    errorLogFile,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-g',
    `daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log ${errorLogFile} warn;`,
  ];
  const test = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the filled-in recipe:\n${test.stderr}`);
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const errorLog = () => {
    try {
      return readFileSync(errorLogFile, 'utf8');
    } catch {
      return '';
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}\n${errorLog()}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer /healthz within 30 s:\n${output}\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    baseUrl,
    dir,
    errorLog,
    async stop() {
      // SIGQUIT: a graceful stop (SIGTERM is nginx's fast one); then the scratch folder goes.
      if (child.exitCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
