import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = [
  { find: '@domain', replacement: path.resolve(import.meta.dirname, 'src/domain') },
  { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src/web')}/` },
];

// Three projects: `unit` (pure code, no database), `api` (the server through app.inject on a real
// database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set) and `reliability` (load,
// crashes, several processes, hostile input, security: `npm run test:reliability`, whose runner picks
// the files for each database). Browser tests live in e2e/.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'src/**/*.reliability.test.ts', 'node_modules/**'],
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/error-contract-check.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // One database per worker, reset between files: files in a worker share its module cache.
          isolate: false,
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'reliability',
          include: ['src/**/*.reliability.test.ts'],
          setupFiles: ['src/test/fail-on-console-error.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          pool: 'forks',
          // One file at a time: the suites start real servers and measure them on a shared machine.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
