// @vitest-environment node
/**
 * A test waits for an answer (the engine's thread, KaTeX, a lazy page), never for a
 * clock: its only time limits are the generous ones in vite.config.ts and src/test/setup.ts, so
 * a busy machine makes it slower, not red. vi.waitFor is the exception: its own default is 1 s,
 * so it must be given a generous one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const SRC = join(process.cwd(), 'src');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

it('no test sets a short time limit of its own', () => {
  const short: string[] = [];
  for (const path of testFiles(SRC)) {
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const m = /timeout:\s*([\d_]+)/.exec(line) ?? /^\s*\}, ([\d_]+)\);$/.exec(line);
        if (m && Number(m[1].replaceAll('_', '')) < 120_000)
          short.push(`${relative(SRC, path)}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(short).toEqual([]);
});
