/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { cspPlugin } from './src/pwa/cspPlugin.js';
import { serviceWorkerPlugin } from './src/pwa/serviceWorkerPlugin.js';

// Cross-origin isolation, so the page may share a SharedArrayBuffer cancel flag with the engine
// worker (src/worker/cancelFlag.ts): a cancelled analysis then stops at the engine's next tick
// and the worker keeps its tables. Everything the app loads (scripts, the worker, KaTeX's CSS
// and fonts, the icon) is same-origin, so require-corp blocks nothing. A host that does not
// send these headers still works: the client then cancels by terminating the worker.
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

// Relative base so the built app can be served from any folder (or opened offline).
export default defineConfig({
  base: './',
  plugins: [react(), cspPlugin(), serviceWorkerPlugin()],
  // One KaTeX: react-katex require()s the bare 'katex' (its CommonJS build) while src/ui/math
  // imports the ES build; send both to the ES build so the page bundles it once.
  resolve: {
    alias: [
      {
        find: /^katex$/,
        replacement: fileURLToPath(new URL('./node_modules/katex/dist/katex.mjs', import.meta.url)),
      },
    ],
  },
  worker: { format: 'es' },
  // Fonts stay files (a small KaTeX font would be inlined as data:): the CSP's font-src is 'self'.
  build: { assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined) },
  server: { host: '127.0.0.1', port: 5173, headers: isolation },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: isolation },
  test: {
    // Both cores (vitest's default is one worker on two). Test files share no state: each runs
    // in its own module graph, and the ui project's engine thread is per file.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          environment: 'node',
          include: ['src/engine/**/*.test.ts'],
          setupFiles: ['src/test/fastCheckSeed.ts'],
          // A timeout is not an assertion: generous, so a busy machine does not fail a test.
          testTimeout: 180_000,
          // a beforeAll that builds a table is as slow as a test on a busy machine
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: [
            'src/**/*.test.tsx',
            'src/*.test.ts',
            'src/{worker,store,ui,views,app,nav,lessons}/**/*.test.ts',
          ],
          // The real engine answers from a Node worker thread (src/test/engineInThread.ts).
          globalSetup: ['src/test/engineThreadBuild.ts'],
          setupFiles: ['src/test/setup.ts', 'src/test/engineInThread.ts', 'src/test/fastCheckSeed.ts'],
          // jsdom + KaTeX pages are slow on a loaded 2-core machine; a timeout is not an assertion
          // (src/testTimeouts.test.ts keeps tests from setting shorter ones).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
