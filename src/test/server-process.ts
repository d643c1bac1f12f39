/**
 * Real server processes for the reliability suites: the built app (dist/server/main.js, or
 * VP_DIST_DIR) spawned on 127.0.0.1 and a port of its own, ready once it answers HTTP. Its output
 * is kept (the last 256 KB) for failure messages and for checks of what it logged.
 *
 *   const server = await startServer({ DATA_DIR: dir, SEED_DEMO: 'true' });
 *   await fetch(`${server.baseUrl}/api/studios/studios-enhanced/`);
 *   await server.stop();                 // SIGTERM, waits for the exit
 *   server.kill('SIGKILL');              // or a crash
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { distFolder, projectRoot } from '../server/lib/project-root';

const OUTPUT_KEEP = 256 * 1024;

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly port: number;
  readonly baseUrl: string;
  /** What it printed (stdout and stderr, the last 256 KB). */
  output(): string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<ServerExit>;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with how it exited. */
  stop(graceMs?: number): Promise<ServerExit>;
}

let built: Promise<void> | null = null;

/** Builds the app when the sources are newer than the last build (the runner has usually done it). */
export function ensureBuilt(): Promise<void> {
  built ??= (async () => {
    const buildScript = path.join(projectRoot, 'scripts/build.mjs');
    const { buildIsStale } = (await import(buildScript)) as { buildIsStale(): boolean };
    // A production build, as `npm run build` makes: built inside Vitest (NODE_ENV=test) the page
    // renderer would use React's development JSX, which a server run with NODE_ENV=production (the
    // fleet suite, as the systemd unit does) cannot load.
    if (buildIsStale()) {
      const build = spawnSync(process.execPath, [buildScript], {
        cwd: projectRoot,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'inherit',
      });
      if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);
    }
    if (!existsSync(serverEntry())) throw new Error(`no server build at ${serverEntry()}`);
  })();
  return built;
}

export function serverEntry(): string {
  return path.join(distFolder, 'server/main.js');
}

/** A port nobody listens on right now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** How long to wait for the first HTTP answer (default 120 s: a cold PGlite and a loaded machine). */
  timeoutMs?: number;
  /** A fixed port (default: a free one). */
  port?: number;
}

/**
 * Spawns the built server with this environment (on top of the test's own, minus DATABASE_URL and
 * DATA_DIR unless given) and waits until it answers the studio list.
 */
export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  await ensureBuilt();
  const port = options.port ?? (await freePort());
  const baseEnv = { ...process.env };
  delete baseEnv.DATABASE_URL;
  delete baseEnv.DATA_DIR;
  delete baseEnv.ADMIN_EMAIL;
  delete baseEnv.ADMIN_PASSWORD;
  const child = spawn(process.execPath, [serverEntry()], {
    cwd: projectRoot,
    env: {
      ...baseEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    if (text.length > OUTPUT_KEEP * 2) text = text.slice(-OUTPUT_KEEP);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<ServerExit>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    pid: child.pid ?? -1,
    port,
    baseUrl,
    output: () => text,
    exited,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async stop(graceMs = 20_000) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let done = false;
  void exited.then(() => {
    done = true;
  });
  while (Date.now() < deadline && !done) {
    try {
      const res = await fetch(`${baseUrl}/api/studios/studios-enhanced/?page_size=1`, {
        signal: AbortSignal.timeout(5_000),
      });
      await res.arrayBuffer();
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exitedBefore = done;
  server.kill('SIGKILL');
  const exit = await exited;
  // How it ended tells a crash (a code), a signal from outside, and our own kill at the deadline apart.
  const how = exitedBefore ? `it exited (code ${exit.code}, signal ${exit.signal})` : 'no answer in time';
  throw new Error(`the server did not start on port ${port}: ${how}:\n${text.slice(-8000)}`);
}
