import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { languageModuleOf, localeMessages } from './scripts/vite-locale-messages.js';

const webRoot = path.resolve(import.meta.dirname, 'src/web');

/** The public pages' route modules (routes.tsx imports each with `import()`). */
const PUBLIC_ROUTES = {
  studios: 'app/routes/studios/studios-route.tsx',
  detail: 'app/routes/studio-detail/studio-detail-route.tsx',
  compare: 'app/routes/compare/compare-route.tsx',
};

/**
 * Few requests for a public page (issue 15): the libraries every page hydrates with are one chunk
 * ('vendor'); the app frame is 'shell'; the modules a public route needs at once (its static imports
 * followed to the end, the app's and libraries' such as Radix) are one chunk per route ('studios',
 * 'detail', 'compare'), what the list shares with another route is 'pages' and what the studio page
 * and the comparison share alone is 'compare-detail'. Whatever a route loads on demand (editors, the
 * map, the search engine, the filters' inside) and what only signed-in readers use keep the
 * bundler's own chunks. The page-to-chunk map is made from the module graph once the build has read
 * every module.
 */
function publicRouteChunks(): Plugin {
  const owner = new Map<string, string>();
  return {
    name: 'vp-public-route-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      const reach = (start: string, into: Set<string>) => {
        const stack = [start];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
        }
      };
      // boot.ts (the entry) and what it imports stay in the entry's own small chunk: the page loads
      // them at once, and the app (main.tsx onwards) after its first paint.
      const boot = new Set<string>();
      reach(path.join(webRoot, 'boot.ts'), boot);
      const entry = path.join(webRoot, 'main.tsx');
      const shell = new Set<string>();
      reach(entry, shell);
      // Not main.tsx itself: it waits (top-level await) for the route's chunk, which imports 'shell'.
      shell.delete(entry);
      for (const id of boot) shell.delete(id);
      for (const id of shell) owner.set(id, 'shell');
      for (const id of boot) owner.set(id, 'index');
      owner.set('\0vite/preload-helper.js', 'index');
      const users = new Map<string, string[]>();
      for (const [name, file] of Object.entries(PUBLIC_ROUTES)) {
        const closure = new Set<string>();
        reach(path.join(webRoot, file), closure);
        for (const id of closure) {
          if (shell.has(id) || boot.has(id)) continue;
          users.set(id, [...(users.get(id) ?? []), name]);
        }
      }
      // Shared with the list: 'pages' (the list needs all of it); shared by the studio page and the
      // comparison alone: 'compare-detail' (the list never loads it).
      for (const [id, names] of users) {
        owner.set(
          id,
          names.length === 1 ? names[0]! : names.includes('studios') ? 'pages' : 'compare-detail',
        );
      }
    },
    outputOptions(output) {
      return {
        ...output,
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 3,
            },
            {
              // A catalog's texts in one language (vite-locale-messages.ts) go with the catalog's
              // page in a chunk of that language ('en-studios', 'ru-shell'): a page fetches its own.
              name: (id: string) => {
                const language = languageModuleOf(id);
                if (!language) return owner.get(id) ?? null;
                const catalogOwner = owner.get(language.catalog);
                return catalogOwner ? `${language.locale}-${catalogOwner}` : null;
              },
              debugName: 'public routes',
              priority: 2,
              // Their dependencies are in the shell, in 'vendor' or in another route's group already.
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}

// The web app: built to dist/web and served by the API server at /frontend/ (npm start).
// `npm run dev` serves it with hot reload and proxies /api to the server on port 8000.
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  base: '/frontend/',
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [tailwindcss(), ...(isSsrBuild ? [] : [publicRouteChunks(), localeMessages()])],
  resolve: {
    alias: [
      { find: '@domain', replacement: path.resolve(import.meta.dirname, 'src/domain') },
      { find: /^@\//, replacement: `${webRoot}/` },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: path.resolve(import.meta.dirname, process.env.VP_DIST_DIR ?? 'dist', 'web'),
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in the served build: they would publish the sources (web-app.ts refuses *.map too).
    sourcemap: false,
    manifest: true,
    // Every supported browser preloads modules itself (Safari from 17; an older one simply fetches
    // them when imported): the polyfill would be the only script of its own chunk on every page.
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      // The bundler's note that a plugin took long (Tailwind's CSS step on a slow or busy machine) is
      // about the build's speed, not a problem in the app: a newcomer's first start shows none.
      checks: { bundlerTimings: false },
      // Radix and other client libraries start with 'use client', a directive for React Server
      // Components that a client bundle has no use for: the bundler drops it and would say so once
      // per file (issue 34: ~270 lines a newcomer reads as problems). Every other warning is shown.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8000' },
  },
}));
