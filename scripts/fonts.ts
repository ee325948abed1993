// Writes the app's own fonts, src/ui/fonts/*.woff2: DejaVu Sans and DejaVu Sans Mono (regular,
// bold), cut down to the characters the app can show (appCharacters), and charset.txt, the set
// they hold. Why fonts of our own: on Linux each system font at a new size is a synchronous
// request from the page to the browser process, 30-60 ms of a page's first layout on a slow
// machine (issue 12), and a web font costs no such request.
// Run after writing a new symbol into the app (charset.test.ts says so): npm run fonts
// The DejaVu files come from Debian's fonts-dejavu-core (DEJAVU_DIR to take them from elsewhere).
import subsetFont from 'subset-font';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appCharacters } from '../src/ui/fonts/appCharacters';

const DEJAVU_DIR = process.env.DEJAVU_DIR || '/usr/share/fonts/truetype/dejavu';
const OUT = 'src/ui/fonts';
const FACES = [
  ['DejaVuSans.ttf', 'coin-sans-400.woff2'],
  ['DejaVuSans-Bold.ttf', 'coin-sans-700.woff2'],
  ['DejaVuSansMono.ttf', 'coin-mono-400.woff2'],
  ['DejaVuSansMono-Bold.ttf', 'coin-mono-700.woff2'],
];

const text = appCharacters('src');
for (const [source, target] of FACES) {
  const woff2 = await subsetFont(readFileSync(join(DEJAVU_DIR, source)), text, { targetFormat: 'woff2' });
  writeFileSync(join(OUT, target), woff2);
  console.log(`${target}: ${woff2.length} bytes`);
}
writeFileSync(join(OUT, 'charset.txt'), text + '\n');
console.log(`${[...text].length} characters`);
