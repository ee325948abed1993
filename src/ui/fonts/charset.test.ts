import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appCharacters } from './appCharacters';

describe("the app's fonts", () => {
  it('hold every character the app writes (else: npm run fonts)', () => {
    const held = new Set(readFileSync('src/ui/fonts/charset.txt', 'utf8').trimEnd());
    const missing = [...appCharacters('src')].filter((ch) => !held.has(ch));
    expect(missing.join('')).toBe('');
  });
});
