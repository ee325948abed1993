/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Relative base so the built app can be served from any folder (or opened offline).
export default defineConfig({
  base: './',
  plugins: [react()],
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          environment: 'node',
          include: ['src/engine/**/*.test.ts'],
          setupFiles: ['src/test/fastCheckSeed.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/{worker,store,ui,views,app}/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts', 'src/test/fastCheckSeed.ts'],
          // jsdom + KaTeX pages are slow on a loaded 2-core machine; a timeout is not an assertion.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
