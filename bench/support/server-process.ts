/** Starts the built server as a child process on a free port and waits until it listens. */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: plain JavaScript build script without type declarations.
import { buildAll, buildIsStale, distDir } from '../../scripts/build.mjs';
import { spawnNode } from '../../src/test/source-server';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
}

export async function startBuiltServer(env: Record<string, string>): Promise<RunningServer> {
  if (buildIsStale()) await buildAll();
  return startServerAt(projectRoot, env);
}

/**
 * Starts the build of the checkout at `root` (this one, or another one to compare with: bench:find-ab),
 * from its dist directory of the same name as this checkout's; the caller builds it.
 */
export async function startServerAt(root: string, env: Record<string, string>): Promise<RunningServer> {
  const dist = path.relative(projectRoot, distDir as string);
  const { child, output } = spawnNode(
    [path.join(root, dist, 'server/main.js')],
    { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    root,
  );
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
    if (match) return { child, baseUrl: match[1]!, output };
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output()}`);
}
