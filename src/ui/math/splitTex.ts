/**
 * Split caption text into plain text and TeX pieces: `$...$` is inline TeX, `$$...$$`
 * display TeX, `\$` a literal dollar. An unclosed `$` stays plain text, so a typo in a
 * caption shows as written instead of swallowing the rest of it.
 */
export type CaptionPiece = { kind: 'text'; text: string } | { kind: 'tex'; tex: string; display: boolean };

export function splitTex(source: string): CaptionPiece[] {
  const pieces: CaptionPiece[] = [];
  let text = '';
  let i = 0;
  const flushText = () => {
    if (text) pieces.push({ kind: 'text', text });
    text = '';
  };
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\\' && source[i + 1] === '$') {
      text += '$';
      i += 2;
      continue;
    }
    if (ch !== '$') {
      text += ch;
      i++;
      continue;
    }
    const display = source[i + 1] === '$';
    const open = display ? 2 : 1;
    const close = findClose(source, i + open, display);
    if (close < 0) {
      // No closing delimiter: keep the rest as plain text.
      text += source.slice(i);
      break;
    }
    flushText();
    pieces.push({ kind: 'tex', tex: source.slice(i + open, close), display });
    i = close + open;
  }
  flushText();
  return pieces;
}

/** Index of the closing `$` (or `$$`), skipping `\$` inside the TeX; -1 if none. */
function findClose(source: string, from: number, display: boolean): number {
  for (let j = from; j < source.length; j++) {
    if (source[j] === '\\') {
      j++;
      continue;
    }
    if (source[j] !== '$') continue;
    if (!display) return j;
    if (source[j + 1] === '$') return j;
  }
  return -1;
}
