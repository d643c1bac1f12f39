/** The bounded pool's admission: jobs past size + queueLimit are refused at once and counted. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BoundedWorkerPool } from './bounded-worker-pool';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vp-pool-test-'));
const worker = path.join(dir, 'gate-worker.mjs');
// Each job waits for a file to appear: the test decides when jobs end, not a clock.
writeFileSync(
  worker,
  `import { existsSync } from 'node:fs';
export default async (gate) => {
  while (!existsSync(gate)) await new Promise((resolve) => setTimeout(resolve, 10));
  return 'done';
};
`,
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('BoundedWorkerPool', () => {
  it('refuses jobs beyond its threads and queue with the busy error, and counts each refusal', async () => {
    const pool = new BoundedWorkerPool<string, string>({
      size: 1,
      queueLimit: 1,
      nice: 0,
      filename: worker,
      busy: () => new Error('busy'),
    });
    const gate = path.join(dir, 'open');
    try {
      const running = pool.run(gate);
      const waiting = pool.run(gate);
      expect(pool.pending).toBe(2);
      await expect(pool.run(gate)).rejects.toThrow('busy');
      await expect(pool.run(gate)).rejects.toThrow('busy');
      expect(pool.refusals).toBe(2);
      writeFileSync(gate, '');
      expect(await Promise.all([running, waiting])).toEqual(['done', 'done']);
      expect(pool.pending).toBe(0);
      expect(pool.refusals).toBe(2);
    } finally {
      await pool.close();
    }
  });
});
