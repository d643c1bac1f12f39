/**
 * The data-directory lock against several processes at once: separate Node processes race for
 * stale locks, round after round, and exactly one must win each round.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'vp-lock-'));
const TAKERS = 4;
const ROUNDS = 25;

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The pid of a process that has exited: a lock naming it is stale. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function writeStaleLock(dir: string, pid: number) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'server.lock'),
    JSON.stringify({ pid, startedAt: '2020-01-01T00:00:00.000Z', host: os.hostname() }),
  );
}

interface Taker {
  /** Its results, one a round, once it has played every round. */
  results: Promise<string[]>;
  /** Lets it exit, which makes its locks stale: only once every taker has played. */
  finish(): Promise<void>;
}

/** A process that, at each round's start time, tries to take that round's lock and keeps it. */
function taker(script: string, start: number): Taker {
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(start), root, String(ROUNDS)], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let out = '';
  let err = '';
  const closed = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const results = new Promise<string[]>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(JSON.parse(out) as string[]);
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    void closed.then((code) => reject(new Error(`taker exited ${code} early: ${err}`)));
  });
  return {
    results,
    async finish() {
      child.stdin.end();
      expect(await closed).toBe(0);
    },
  };
}

describe('lockDataDir', () => {
  it('refuses a directory locked by a running process, and takes over a stale lock', {
    timeout: 60_000,
  }, () => {
    const dir = path.join(root, 'single');
    const lock = lockDataDir(dir);
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { lockDataDir } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href)};
         try { lockDataDir(${JSON.stringify(dir)}); console.log('won'); } catch (e) { console.log(e.name); }`,
      ],
      { env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(child.stdout.toString().trim()).toBe('DataDirLockedError');
    lock.release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);

    writeStaleLock(dir, deadPid());
    const taken = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    taken.release();
    // Nothing is left behind but the data directory itself.
    expect(
      existsSync(path.join(dir, 'server.lock')) || existsSync(path.join(dir, 'server.lock.takeover')),
    ).toBe(false);
    expect(DataDirLockedError).toBeTypeOf('function');
  });

  it(`lets exactly one of ${TAKERS} processes racing for a stale lock win, ${ROUNDS} rounds in a row`, async () => {
    const pid = deadPid();
    for (let round = 0; round < ROUNDS; round++) writeStaleLock(path.join(root, `race-${round}`), pid);
    const script = path.join(root, 'taker.mts');
    writeFileSync(
      script,
      `import { lockDataDir } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href)};
const [start, dir, rounds] = [Number(process.argv[2]), process.argv[3], Number(process.argv[4])];
const results = [];
for (let round = 0; round < rounds; round++) {
  // Every taker starts the round at the same moment.
  while (Date.now() < start + round * 100) {}
  try {
    lockDataDir(dir + '/race-' + round);
    results.push('won');
  } catch (error) {
    results.push(error.name === 'DataDirLockedError' ? 'locked' : 'error: ' + error.message);
  }
}
process.stdout.write(JSON.stringify(results) + '\\n');
// Holds its locks until told: a lock whose process has exited is stale, free for a late taker.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`,
    );
    // Far enough ahead for every process to have started, even on a busy machine.
    const start = Date.now() + 15_000;
    const takers = Array.from({ length: TAKERS }, () => taker(script, start));
    const results = await Promise.all(takers.map((t) => t.results));
    await Promise.all(takers.map((t) => t.finish()));
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = results.map((r) => r[round]).sort();
      expect(outcome, `round ${round}`).toEqual(['locked', 'locked', 'locked', 'won']);
    }
  }, 90_000);
});
