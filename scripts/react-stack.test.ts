/**
 * React 19 with react-dom is a fixed part of the stack (decision 022): `react` and `react-dom` are
 * themselves in the browser's build, the server's renderer and the tests, and nothing stands in for
 * them. This refuses a stand-in as a dependency, as an alias in Vite or Vitest, and as an import (every
 * package the code imports is a declared dependency), and checks what the tests themselves load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { version as reactDomVersion } from 'react-dom';
import { version as serverVersion } from 'react-dom/server';
import type { Alias, AliasOptions, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import vitestConfig from '../vitest.config';

const root = path.resolve(import.meta.dirname, '..');
const REACT_SPECIFIERS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react-dom/static',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
];

function aliasEntries(alias: AliasOptions | undefined): Alias[] {
  if (!alias) return [];
  if (Array.isArray(alias)) return alias as Alias[];
  return Object.entries(alias).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
}

/** The specifiers an alias list would send elsewhere. */
function aliased(alias: AliasOptions | undefined): string[] {
  return REACT_SPECIFIERS.filter((specifier) =>
    aliasEntries(alias).some(({ find }) =>
      typeof find === 'string'
        ? specifier === find || specifier.startsWith(`${find}/`)
        : find.test(specifier),
    ),
  );
}

describe('React 19 is the renderer', () => {
  it('is a dependency, and no Preact package is', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const all = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(manifest.dependencies.react).toMatch(/^\^?19\./);
    expect(manifest.dependencies['react-dom']).toMatch(/^\^?19\./);
    expect(Object.keys(all).filter((name) => /preact/i.test(name))).toEqual([]);
  });

  it('is all the code imports: every package imported is a declared dependency', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const declared = new Set([
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.devDependencies),
    ]);
    const known = (name: string) =>
      declared.has(name) || declared.has(`@types/${name.replace(/^@/, '').replace('/', '__')}`);
    const undeclared = new Set<string>();
    for (const dir of ['src', 'e2e', 'scripts', 'bench']) {
      for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(ts|tsx|mts|mjs)$/.test(entry.name)) continue;
        const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
        for (const [, a, b] of text.matchAll(
          /^\s*(?:(?:import|export)\b[^;'\n]*?\bfrom|\}\s*from|import)\s*'([@a-z][^'\s]*)'|\bimport\(\s*'([@a-z][^'\s]*)'\s*\)/gm,
        )) {
          const specifier = a ?? b;
          const bare = specifier!.split('?')[0]!;
          if (/^(node:|@\/|@domain|virtual:|\/)/.test(bare) || builtinModules.includes(bare)) continue;
          const parts = bare.split('/');
          const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
          if (!known(name))
            undeclared.add(`${name} (${path.join(entry.parentPath, entry.name).slice(root.length + 1)})`);
        }
      }
    }
    expect([...undeclared]).toEqual([]);
  });

  it('is not aliased in the browser build, the server build or any test project', () => {
    const make = viteConfig as unknown as (env: object) => UserConfig;
    for (const isSsrBuild of [false, true]) {
      const config = make({ command: 'build', mode: 'production', isSsrBuild });
      expect(aliased(config.resolve?.alias), `vite, ssr: ${isSsrBuild}`).toEqual([]);
    }
    const tests = vitestConfig as UserConfig & { test: { projects: UserConfig[] } };
    expect(aliased(tests.resolve?.alias)).toEqual([]);
    for (const project of tests.test.projects) expect(aliased(project.resolve?.alias)).toEqual([]);
  });

  it('is what the tests load: react-dom 19, client and server alike', () => {
    expect(reactDomVersion).toMatch(/^19\./);
    expect(serverVersion).toBe(reactDomVersion);
    expect(import.meta.resolve('react-dom/client')).toContain('/node_modules/react-dom/');
  });
});
