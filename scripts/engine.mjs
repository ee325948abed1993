// `npm run engine`: the engine CLI (src/engine/cli.ts) from a cached JavaScript bundle, so it
// starts in node's own time instead of compiling TypeScript on every run (tsx: about 1 s).
// The bundle is rebuilt with esbuild when any engine source is newer than it; esbuild is
// imported only then, so a warm start loads nothing but the bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src', 'engine');
const bundle = join(root, 'node_modules', '.cache', 'coin-games-lab', 'engine-cli.mjs');

/** The newest modification time of any file under dir (the engine is a few hundred files). */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(bundle) ||
  statSync(bundle).mtimeMs < Math.max(newestMtime(source), statSync(fileURLToPath(import.meta.url)).mtimeMs);
if (stale) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(source, 'cli.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
}
await import(pathToFileURL(bundle).href);
