// @vitest-environment node
/**
 * A test waits for an answer (the engine's thread, KaTeX, a lazy page), never for a
 * clock: its only time limits are the generous ones in vite.config.ts, src/test/setup.ts and
 * playwright.config.ts, so
 * a busy machine makes it slower, not red. vi.waitFor is the exception: its own default is 1 s,
 * so it must be given a generous one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = process.cwd();

function testFiles(dir: string, name: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return testFiles(path, name);
    return name.test(entry) ? [path] : [];
  });
}

/** Every line of `files` that sets a time limit under `least` ms. */
function shortLimits(files: string[], least: number): string[] {
  const short: string[] = [];
  for (const path of files)
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const m =
          /timeout:\s*([\d_]+)/.exec(line) ??
          /^\s*\}, ([\d_]+)\);$/.exec(line) ??
          /setTimeout\(([\d_]+)\)/.exec(line);
        // a page's own idle callback may cap its wait: that is the page's clock, not the test's
        if (m && !line.includes('requestIdleCallback') && Number(m[1].replaceAll('_', '')) < least)
          short.push(`${relative(ROOT, path)}:${i + 1}: ${line.trim()}`);
      });
  return short;
}

it('no unit or component test sets a short time limit of its own', () => {
  expect(shortLimits(testFiles(join(ROOT, 'src'), /\.test\.tsx?$/), 120_000)).toEqual([]);
});

// Playwright's own limits are 180 s a test and 60 s an assertion (playwright.config.ts).
it('no end-to-end test sets a short time limit of its own', () => {
  expect(shortLimits(testFiles(join(ROOT, 'e2e'), /\.ts$/), 60_000)).toEqual([]);
});
