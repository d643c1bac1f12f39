import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app: built to dist/web and served by the API server at /frontend/ (npm start).
// `npm run dev` serves it with hot reload and proxies /api to the server on port 8000.
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  base: '/frontend/',
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/web'),
      '@domain': path.resolve(import.meta.dirname, 'src/domain'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, process.env.VP_DIST_DIR ?? 'dist', 'web'),
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in the served build: they would publish the sources (web-app.ts refuses *.map too).
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8000' },
  },
});
