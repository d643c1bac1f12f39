/**
 * The real server process from the TypeScript sources (`node --import tsx src/server/main.ts`), on
 * an ephemeral port and the embedded database unless `env` says otherwise, its stdout and stderr
 * collected: for the tests of what only a whole process shows (start, lock, signals, exit codes).
 * src/test/server-process.ts starts the built server instead, for the reliability suites.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface SourceServer {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Its exit code once it exits (null after a signal). */
  exit: Promise<number | null>;
}

export function runSourceServer(env: Record<string, string>): SourceServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
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
