#!/usr/bin/env node
// The engine CLI (src/engine/cli.ts) from a cached JavaScript bundle, so it starts in node's own
// time instead of compiling TypeScript on every run (tsx: about 1 s). Run it directly,
// `node scripts/engine.mjs` (the package's `bin`), or as `npm run engine --silent`, which adds
// npm's own start-up (some 0.4 s) to the engine's.
//
// The bundle is rebuilt with esbuild when it is missing or any file it was built from is newer
// than it (or gone): those files are listed beside it from esbuild's metafile, so a warm start
// stats them and loads nothing but the bundle (issue 26: under 0.1 s over `node -e 0`; `npm run
// bench` measures it). `npm ci` builds it (the `prepare` script: this file with --rebuild).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, 'node_modules', '.cache', 'coin-games-lab');
const bundle = join(cache, 'engine-cli.mjs');
const inputsFile = join(cache, 'engine-cli.inputs.json');

function isStale() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return true;
  const built = statSync(bundle).mtimeMs;
  for (const file of ['scripts/engine.mjs', ...JSON.parse(readFileSync(inputsFile, 'utf8'))]) {
    try {
      if (statSync(join(root, file)).mtimeMs > built) return true;
    } catch {
      return true; // a source that is gone: rebuild (and fail loudly if something still imports it)
    }
  }
  return false;
}

const rebuild = process.argv[2] === '--rebuild';
if (rebuild || isStale()) {
  const { build } = await import('esbuild');
  const { metafile } = await build({
    absWorkingDir: root, // the metafile's paths are relative to it
    entryPoints: ['src/engine/cli.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Less for node to read and parse at every start; names stay, so an internal error still
    // says which function failed.
    minifyWhitespace: true,
    minifySyntax: true,
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(inputsFile, JSON.stringify(Object.keys(metafile.inputs)));
}
if (!rebuild) await import(pathToFileURL(bundle).href);
