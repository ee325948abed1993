/**
 * The characters the app can show: printable ASCII, Latin-1, and every other character written
 * anywhere in src/. The app's fonts hold exactly these (scripts/fonts.ts cuts them to this set;
 * charset.test.ts checks the set has not grown since). Node only: `npm run fonts` and that test use it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
  );

export function appCharacters(root: string): string {
  const chars = new Set<string>();
  for (let c = 0x20; c < 0x7f; c++) chars.add(String.fromCodePoint(c));
  for (let c = 0xa0; c <= 0xff; c++) chars.add(String.fromCodePoint(c));
  for (const file of files(root).filter((f) => /\.(tsx?|css)$/.test(f)))
    for (const ch of readFileSync(file, 'utf8')) if (ch.codePointAt(0)! > 0x7f) chars.add(ch);
  return [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}
