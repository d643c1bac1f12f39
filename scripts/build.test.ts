/**
 * The server bundle carries the compare-PDF worker as its own file, where the bundled pool looks for
 * it, and that file renders a PDF on a worker thread without the TypeScript sources.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompareTable } from '../src/domain/compare-table';
import type { ComparedStudio } from '../src/domain/schemas/compare-schemas';
import type { ComparePdfInput } from '../src/server/services/compare-pdf';
import { pdfWorkerFile } from '../src/server/services/pdf-pool';
import { studio as compared } from '../src/test/compared-studios';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the project, so the bundle's external packages resolve from its node_modules.
const outdir = path.join(root, '.tmp', `build-test-${process.pid}`, 'server');

function studio(id: number, name: string): ComparedStudio {
  return compared(id, { name, city: 'Tbilisi', country: 'Georgia' });
}

beforeAll(async () => {
  mkdirSync(outdir, { recursive: true });
  const { buildServer } = (await import(path.join(root, 'scripts/build.mjs'))) as {
    buildServer(outdir: string): Promise<void>;
  };
  await buildServer(outdir);
}, 120_000);

afterAll(() => {
  rmSync(path.dirname(outdir), { recursive: true, force: true });
});

describe('the server bundle', () => {
  it('holds the compare-PDF worker beside main.js, where the bundled pool looks for it', () => {
    const main = path.join(outdir, 'main.js');
    const worker = path.join(outdir, 'pdf-pool-worker.js');
    expect(existsSync(main)).toBe(true);
    expect(existsSync(worker)).toBe(true);
    expect(pdfWorkerFile(pathToFileURL(main).href)).toBe(worker);
    expect(readFileSync(main, 'utf8')).toContain('./pdf-pool-worker.js');
  });

  it('renders a PDF with the built worker on a worker thread', async () => {
    const pool = new Piscina<ComparePdfInput, Uint8Array>({
      filename: path.join(outdir, 'pdf-pool-worker.js'),
      minThreads: 1,
      maxThreads: 1,
    });
    try {
      const bytes = await pool.run({
        table: buildCompareTable([studio(1, 'Bundle Stage One'), studio(2, 'Студия Два')], 'ru'),
        pins: [],
        pageUrl: 'http://localhost/frontend/compare?studios=1,2',
        generatedAt: new Date('2026-01-02T03:04:05Z'),
      });
      expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      const squashed = text.replace(/\s+/g, '');
      expect(squashed).toContain('BundleStageOne');
      expect(squashed).toContain('СтудияДва');
    } finally {
      await pool.close();
    }
  }, 60_000);
});
