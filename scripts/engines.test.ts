/**
 * The Node versions package.json declares (engines.node) must satisfy what every package that ships
 * (the production tree of package-lock.json) asks for; otherwise an install on the oldest declared
 * Node could break at run time. Pins and overrides in package.json keep it so (README, "Production install").
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

describe('engines.node', () => {
  const declared: string = readJson(path.join(root, 'package.json')).engines.node;
  const lock: { packages: Record<string, LockEntry> } = readJson(path.join(root, 'package-lock.json'));
  const production = Object.entries(lock.packages).filter(([key, entry]) => key !== '' && !entry.dev);

  it('is a valid range, and the production tree is not empty', () => {
    expect(semver.validRange(declared)).not.toBeNull();
    expect(production.length).toBeGreaterThan(50);
  });

  it('satisfies every production package installed', () => {
    const unmet: string[] = [];
    let checked = 0;
    for (const [key] of production) {
      const manifest = path.join(root, key, 'package.json');
      // Optional packages for other platforms are not installed here.
      if (!existsSync(manifest)) continue;
      const wanted: unknown = readJson(manifest).engines?.node;
      if (typeof wanted !== 'string') continue;
      checked += 1;
      if (!semver.subset(declared, wanted)) unmet.push(`${key} wants node ${wanted}`);
    }
    expect(checked).toBeGreaterThan(10);
    expect(unmet, `package.json says node ${declared}`).toEqual([]);
  });
});
