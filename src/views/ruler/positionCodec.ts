/** The row in the URL: "#/ruler?position=TTTTHTTHTHHTHTT", read with the engine's own parser. */
import { parsePosition } from '../../engine/games/ruler/rules';
import { fail, ok, type Result } from '../../engine/result';
import { RULER_BOARD_MAX, type UrlCodec } from '../../store';

/** A row of H and T (either case, written in capitals) the board takes, or the engine's reason it is not one. */
export function parseRow(text: string): Result<string> {
  const r = parsePosition(text.trim(), RULER_BOARD_MAX);
  return r.ok
    ? ok(r.value)
    : fail('bad_field', r.error.message, {
        field: 'position',
        ...(r.error.at === undefined ? {} : { at: r.error.at }),
      });
}

/** A row is its own notation. */
export const makeRow = (row: string): string => row;

export const positionCodec: UrlCodec<string> = { param: 'position', parse: parseRow, make: makeRow };
