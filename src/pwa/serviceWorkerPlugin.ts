/**
 * Build-time half of offline: bundles src/pwa/sw.ts to sw.js beside index.html and writes into
 * it the list of files to precache (every built chunk and asset, the engine worker, the public
 * folder) with a version hashed from their content. No Workbox: the worker is some 60 lines, must
 * re-add the isolation headers to what it serves, and this keeps the build free of workbox-build's
 * dependencies.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { isPrecached, type Precache } from './precache.js';

const SW_ENTRY = 'src/pwa/sw.ts';
const SW_FILE = 'sw.js';
/** the expression sw.ts reads its list from; replaced by the list itself */
const MANIFEST_SLOT = 'self.__PRECACHE';

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'cgl:service-worker',
    apply: 'build',
    // After Vite's own plugins, so index.html and the worker's chunk are in the bundle.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: SW_ENTRY, fileName: SW_FILE });
    },
    generateBundle(_options, bundle) {
      const sw = bundle[SW_FILE];
      if (!sw || sw.type !== 'chunk' || !sw.code.includes(MANIFEST_SLOT))
        this.error(`${SW_FILE} lost its ${MANIFEST_SLOT} slot`);
      const contents = new Map<string, string | Uint8Array>();
      for (const [file, output] of Object.entries(bundle)) {
        if (file !== SW_FILE && isPrecached(file))
          contents.set(file, output.type === 'chunk' ? output.code : output.source);
      }
      for (const file of publicFiles(publicDir)) contents.set(file, readFileSync(join(publicDir, file)));
      const files = [...contents.keys()].sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(contents.get(file)!);
      const precache: Precache = { version: hash.digest('hex').slice(0, 16), files };
      sw.code = sw.code.replace(MANIFEST_SLOT, JSON.stringify(precache));
    },
  };
}

function publicFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
      .filter(isPrecached);
  } catch {
    return []; // no public folder
  }
}
