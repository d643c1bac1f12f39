import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfWorkerFile } from './pdf-pool';

describe('pdfWorkerFile', () => {
  it('loads the TypeScript worker through its tsx bootstrap when running from the sources', () => {
    expect(pdfWorkerFile('file:///app/src/server/services/pdf-pool.ts')).toBe(
      '/app/src/server/services/pdf-pool-worker-tsx.mjs',
    );
  });

  it('loads the built worker beside the server bundle', () => {
    expect(pdfWorkerFile('file:///app/dist/server/main.js')).toBe('/app/dist/server/pdf-pool-worker.js');
  });

  it('finds the bootstrap of this checkout', () => {
    expect(existsSync(pdfWorkerFile())).toBe(true);
  });
});
