/** The heaps in the URL: "#/goldennugget?heaps=b3,b20,r18", read with the engine's own parser. */
import { makeHeaps, parseHeaps, type Heap } from '../../engine/games/goldennugget/rules';
import { fail, ok, type Result } from '../../engine/result';
import { GN_BOARD_MAX_HEAP, GN_MAX_HEAPS, type UrlCodec } from '../../store';

/** Heaps the board takes (at most GN_MAX_HEAPS, each up to GN_BOARD_MAX_HEAP), or what is wrong. */
export function parseBoardHeaps(text: string): Result<Heap[]> {
  const r = parseHeaps(text);
  if (!r.ok) return r;
  if (r.value.length > GN_MAX_HEAPS)
    return fail('too_large', `the board holds at most ${GN_MAX_HEAPS} heaps (got ${r.value.length})`);
  const big = r.value.findIndex((h) => h.size > GN_BOARD_MAX_HEAP);
  if (big >= 0)
    return fail(
      'too_large',
      `heap ${big + 1}: the board draws heaps of up to ${GN_BOARD_MAX_HEAP} counters (got ${r.value[big].size}); the table and the theorem reach further`,
    );
  return ok(r.value);
}

export const heapsCodec: UrlCodec<readonly Heap[]> = {
  param: 'heaps',
  parse: parseBoardHeaps,
  make: makeHeaps,
};
