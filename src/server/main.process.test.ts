/**
 * The real server process: first start seeds the demo data, a second process on the same data
 * directory exits with the lock message, SIGTERM shuts down cleanly, a restart does not seed again,
 * and bad configuration exits with one line per problem.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSourceServer, type SourceServer } from '../test/source-server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-main-test-'));
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

function runServer(env: Record<string, string>): SourceServer {
  const run = runSourceServer(env);
  children.push(run.child);
  return run;
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const run = runServer(env);
  const started = Date.now();
  // A first start creates the embedded database and loads the demo data: over a minute on a busy
  // 2-core machine (seen 2026-11-28 with the browser suite running beside it).
  while (Date.now() - started < 180_000) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(run.output());
    if (match) return { child: run.child, port: Number(match[1]), output: run.output };
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${run.output()}`);
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('seeds on first start, refuses a second process on the same directory, and shuts down on SIGTERM', async () => {
    const first = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    expect(first.output()).toContain('loaded the demo studios');
    const list = await fetch(`http://127.0.0.1:${first.port}/api/studios/studios-enhanced/?page_size=100`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { count: number }).count).toBe(42);

    const second = runServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by another process (pid ${first.child.pid}`,
    );

    const exited = new Promise<number | null>((resolve) => first.child.on('exit', (code) => resolve(code)));
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(first.output()).toContain('shut down cleanly');

    const again = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    expect(again.output()).not.toContain('loaded the demo studios');
    const relist = await fetch(`http://127.0.0.1:${again.port}/api/studios/studios-enhanced/?page_size=100`);
    expect(((await relist.json()) as { count: number }).count).toBe(42);
    const stopped = new Promise<number | null>((resolve) => again.child.on('exit', (code) => resolve(code)));
    again.child.kill('SIGINT');
    expect(await stopped).toBe(0);
  }, 300_000);

  it('exits with one line per bad setting', async () => {
    const run = runServer({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: dataDir });
    expect(await run.exit).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines).toContain('  - PORT: PORT must be a whole number');
    expect(lines.some((l) => l.startsWith('  - LOG_LEVEL: LOG_LEVEL must be one of'))).toBe(true);
  }, 120_000);
});
