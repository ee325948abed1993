/**
 * vitest globalSetup (ui project): bundle `engineThread.ts` with the engine into one ES module
 * a Node worker thread can load (Node does not read TypeScript), and tell the test files where
 * it is (`inject('engineThread')`, in `engineInThread.ts`). Once per run, well under a second.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    engineThread: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const outfile = fileURLToPath(
    new URL('../../node_modules/.cache/cgl-test/engineThread.mjs', import.meta.url),
  );
  await build({
    entryPoints: [fileURLToPath(new URL('./engineThread.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  project.provide('engineThread', outfile);
}
