/**
 * The lines in the URL: "#/flipping?lines=0101011111,1101100111,0110110110111". Each line is
 * read with the engine's own parser (trailing heads vanish, as after a move); an empty entry
 * (or "-") is a line with no coins left.
 */
import { parseLine } from '../../engine/games/flipping/rules';
import { FLIPPING_BOARD_MAX, FLIPPING_MAX_LINES, type UrlCodec } from '../../store';

const EMPTY = '-';

export const linesCodec: UrlCodec<string[]> = {
  param: 'lines',
  // An empty line is written "-": a board of one empty line would otherwise be an empty
  // parameter, which the URL drops. An empty entry ("011,,1") still reads as an empty line.
  format: (lines) => lines.map((l) => (l === '' ? EMPTY : l)).join(','),
  parse: (text) => {
    const parts = text.split(',').map((p) => (p.trim() === EMPTY ? '' : p.trim()));
    if (parts.length > FLIPPING_MAX_LINES) return { ok: false, message: `a sum has at most ${FLIPPING_MAX_LINES} lines here (got ${parts.length})` };
    const lines: string[] = [];
    for (let k = 0; k < parts.length; k++) {
      if (parts[k] === '') {
        lines.push('');
        continue;
      }
      const r = parseLine(parts[k], FLIPPING_BOARD_MAX);
      if (!r.ok) return { ok: false, message: parts.length > 1 ? `line ${k + 1}: ${r.message}` : r.message };
      lines.push(r.line);
    }
    return { ok: true, value: lines };
  },
};
