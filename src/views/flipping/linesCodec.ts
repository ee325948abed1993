/**
 * The lines in the URL: "#/flipping?lines=0101011111,1101100111,0110110110111". Each line is
 * read with the engine's own parser (trailing heads vanish, as after a move); an empty entry
 * (or "-") is a line with no coins left.
 */
import { parseLine } from '../../engine/games/flipping/rules';
import { fail, ok, type Result } from '../../engine/result';
import { FLIPPING_BOARD_MAX, FLIPPING_MAX_LINES, type UrlCodec } from '../../store';

const EMPTY = '-';

/** One line as the board takes it (normalised), or the engine's reason it is not one. */
export function parseBoardLine(text: string): Result<string> {
  const r = parseLine(text, FLIPPING_BOARD_MAX);
  return r.ok ? r : fail('bad_field', r.error.message, r.error.at === undefined ? {} : { at: r.error.at });
}

/** Lines separated by ","; an empty entry or "-" is an empty line. */
export function parseLines(text: string): Result<string[]> {
  const parts = text.split(',');
  if (parts.length > FLIPPING_MAX_LINES)
    return fail('too_large', `a sum has at most ${FLIPPING_MAX_LINES} lines here (got ${parts.length})`, {
      field: 'lines',
    });
  const lines: string[] = [];
  let start = 0;
  for (const [k, part] of parts.entries()) {
    const t = part.trim();
    if (t === '' || t === EMPTY) lines.push('');
    else {
      const r = parseBoardLine(t);
      if (!r.ok) {
        const at = r.error.at === undefined ? {} : { at: start + part.indexOf(t) + r.error.at };
        return fail(r.error.code, parts.length > 1 ? `line ${k + 1}: ${r.error.message}` : r.error.message, {
          field: 'lines',
          ...at,
        });
      }
      lines.push(r.value);
    }
    start += part.length + 1;
  }
  return ok(lines);
}

// An empty line is written "-": a board of one empty line would otherwise be an empty
// parameter, which the URL drops. An empty entry ("011,,1") still reads as an empty line.
export const makeLines = (lines: readonly string[]): string =>
  lines.map((l) => (l === '' ? EMPTY : l)).join(',');

export const linesCodec: UrlCodec<string[]> = { param: 'lines', parse: parseLines, make: makeLines };
