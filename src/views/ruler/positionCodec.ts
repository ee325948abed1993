/** The row in the URL: "#/ruler?position=TTTTHTTHTHHTHTT", read with the engine's own parser. */
import { parsePosition } from '../../engine/games/ruler/rules';
import { RULER_BOARD_MAX } from '../../store';
import type { UrlCodec } from '../../store';

export const positionCodec: UrlCodec<string> = {
  param: 'position',
  format: (position) => position,
  parse: (text) => {
    const r = parsePosition(text.trim(), RULER_BOARD_MAX);
    return r.ok ? { ok: true, value: r.position } : { ok: false, message: r.message };
  },
};
