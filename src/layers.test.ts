// @vitest-environment node
/**
 * The layers' order (src/README.md): no folder of src/ imports one above it. Every import in
 * src/ is read (static, re-exports and import()); `import type` is left out, since a type
 * costs nothing at run time and type-only cycles are fine.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Bottom first: a folder may import its own and those before it. */
const LAYERS = ['engine', 'worker', 'nav', 'lessons', 'pwa', 'store', 'ui', 'views', 'app'] as const;
/** Not layers: the tests' setup and the files at the top of src/ (main.tsx, these tests) may import any. */
const TOP = ['test', ''];

const SRC = join(process.cwd(), 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** The relative imports of a file that exist at run time. */
export function valueImports(text: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(statement)) if (!m[1]) found.push(m[3]);
  for (const m of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(m[1]);
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]);
  return found.filter((s) => s.startsWith('.'));
}

/** A path's folder under src/: "engine", "ui", ... or "" for a file at the top. */
const folderOf = (path: string) => {
  const parts = relative(SRC, path).split(sep);
  return parts.length > 1
    ? parts[0]
    : statSync(path, { throwIfNoEntry: false })?.isDirectory()
      ? parts[0]
      : '';
};
/** Within the engine, exact arithmetic and the CGT library sit below the games and practice. */
const engineLevel = (path: string) => {
  const sub = relative(join(SRC, 'engine'), path).split(sep)[0];
  return sub === 'arith' ? 0 : sub === 'cgt' ? 1 : sub === 'games' || sub === 'practice' ? 2 : null;
};

function violations(): string[] {
  const found: string[] = [];
  for (const file of files(SRC)) {
    const from = folderOf(file);
    if (TOP.includes(from)) continue;
    const rank = LAYERS.indexOf(from as (typeof LAYERS)[number]);
    if (rank < 0) {
      found.push(`${relative(SRC, file)}: its folder "${from}" has no place in LAYERS`);
      continue;
    }
    for (const spec of valueImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), spec);
      const to = folderOf(target);
      const where = `${relative(SRC, file)} imports ${spec}`;
      if (TOP.includes(to) || LAYERS.indexOf(to as (typeof LAYERS)[number]) > rank)
        found.push(`${where}: "${from}" is below "${to || 'src'}"`);
      else if (from === 'engine' && to === 'engine') {
        const [a, b] = [engineLevel(file), engineLevel(target)];
        if (a !== null && b !== null && b > a)
          found.push(`${where}: engine/${relative(join(SRC, 'engine'), file).split(sep)[0]} is below it`);
      }
    }
  }
  return found;
}

describe('the layers', () => {
  it('reads value imports and leaves type-only ones out', () => {
    const text = [
      "import { a, type B } from '../store';",
      "import type { C } from '../app/manifests';",
      "export type { D } from '../views/x';",
      "export { e } from './e';",
      "import './x.css';",
      "const P = lazy(() => import('../views/p/P'));",
      "import {\n  f,\n  g,\n} from '../ui/f';",
      "import { react } from 'react';",
    ].join('\n');
    expect(valueImports(text)).toEqual(['../store', './e', '../ui/f', './x.css', '../views/p/P']);
  });

  it('has no folder importing one above it', () => {
    expect(violations()).toEqual([]);
  });
});
