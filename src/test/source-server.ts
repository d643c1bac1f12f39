/**
 * A Node process with its stdout and stderr collected, and the real server from the TypeScript
 * sources (`node --import tsx src/server/main.ts`) as one: for the tests of what only a whole process
 * shows (start, lock, signals, exit codes), and the benches that start a build. On an ephemeral port
 * and the embedded database unless `env` says otherwise. src/test/server-process.ts starts the built
 * server for the reliability suites, keeping only the end of its output.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface SourceServer {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Its exit code once it exits (null after a signal). */
  exit: Promise<number | null>;
}

/** Runs `node <args>` with `env` over this process's, collecting what it prints. */
export function spawnNode(args: readonly string[], env: Record<string, string>, cwd?: string): SourceServer {
  const child = spawn(process.execPath, args, {
    ...(cwd ? { cwd } : {}),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exit };
}

export function runSourceServer(env: Record<string, string>): SourceServer {
  return spawnNode(['--import', 'tsx', 'src/server/main.ts'], {
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    ...env,
  });
}
