/**
 * The layering rule of docs/architecture.md, as biome.json's noRestrictedImports enforces it:
 * app → features → shared → domain, and never one feature into another. Probe files are written
 * into the tree for a moment and linted with the project's own configuration, so the test fails if
 * the rule stops catching a crossing (or starts refusing a legitimate import).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const probeFeature = 'zz-boundary-probe';

interface Probe {
  file: string;
  from: string;
  refused: boolean;
}

const probes: Probe[] = [
  // A feature into another feature, by alias and by climbing out of its folder.
  {
    file: `src/web/features/${probeFeature}/a.ts`,
    from: '@/features/compare/compare-messages',
    refused: true,
  },
  { file: `src/web/features/${probeFeature}/b.ts`, from: '../compare/compare-messages', refused: true },
  {
    file: `src/web/features/${probeFeature}/components/c.ts`,
    from: '../../compare/compare-messages',
    refused: true,
  },
  {
    file: `src/web/features/${probeFeature}/components/admin/d.ts`,
    from: '../../../compare/x',
    refused: true,
  },
  { file: `src/web/features/${probeFeature}/components/e.ts`, from: '@/app/router', refused: true },
  // Its own files, shared and domain.
  { file: `src/web/features/${probeFeature}/components/f.ts`, from: '../hooks/use-x', refused: false },
  { file: `src/web/features/${probeFeature}/components/admin/g.ts`, from: '../../utils/x', refused: false },
  { file: `src/web/features/${probeFeature}/components/h.ts`, from: '@/shared/lib/cn', refused: false },
  { file: `src/web/features/${probeFeature}/components/i.ts`, from: '@domain/limits', refused: false },
  // shared and domain never reach up.
  {
    file: 'src/web/shared/zz-boundary-probe/j.ts',
    from: '@/features/compare/compare-messages',
    refused: true,
  },
  { file: 'src/web/shared/zz-boundary-probe/k.ts', from: '../../features/compare/x', refused: true },
  { file: 'src/domain/zz-boundary-probe/l.ts', from: '@/shared/lib/cn', refused: true },
  { file: 'src/domain/zz-boundary-probe/m.ts', from: '../../web/shared/lib/cn', refused: true },
];

const probeDirs = [
  `src/web/features/${probeFeature}`,
  'src/web/shared/zz-boundary-probe',
  'src/domain/zz-boundary-probe',
];

afterAll(() => {
  for (const dir of probeDirs) rmSync(path.join(root, dir), { recursive: true, force: true });
});

describe('import boundaries (biome noRestrictedImports)', () => {
  it('refuses crossings and allows a feature its own files, shared and domain', () => {
    for (const probe of probes) {
      const file = path.join(root, probe.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `import { x } from '${probe.from}';\n\nexport const y = x;\n`);
    }
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'lint', '--reporter=github', ...probeDirs],
      { cwd: root, encoding: 'utf8' },
    );
    const refused = new Set(
      result.stdout
        .split('\n')
        .filter((line) => line.includes('noRestrictedImports'))
        .map((line) => path.relative(root, path.resolve(root, /file=([^,]+)/.exec(line)?.[1] ?? ''))),
    );
    for (const probe of probes) {
      expect({ ...probe, wasRefused: refused.has(probe.file) }).toEqual({
        ...probe,
        wasRefused: probe.refused,
      });
    }
  }, 30_000);
});
