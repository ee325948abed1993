/** The set and the heaps in the URL: "#/subtraction?set=mod:5:1,3&heaps=b7,r4", read with the engine's own parsers. */
import { makeHeaps, type Heap } from '../../engine/games/goldennugget/rules';
import { fail, ok, type Result } from '../../engine/result';
import { CS_BOARD_MAX_HEAP, CS_MAX_HEAPS, parseSetText, type UrlCodec } from '../../store';
import { parseBoardHeaps } from '../goldennugget/heapsCodec';

export const setCodec: UrlCodec<string> = { param: 'set', parse: parseSetText, make: (s) => s };

/** Heaps this board takes (at most CS_MAX_HEAPS, each up to CS_BOARD_MAX_HEAP), or what is wrong. */
function parseHeapsHere(text: string): Result<readonly Heap[]> {
  const r = parseBoardHeaps(text);
  if (!r.ok) return r;
  if (r.value.length > CS_MAX_HEAPS)
    return fail('too_large', `this board holds at most ${CS_MAX_HEAPS} heaps (got ${r.value.length})`);
  if (r.value.some((h) => h.size > CS_BOARD_MAX_HEAP))
    return fail('too_large', `this board draws heaps of up to ${CS_BOARD_MAX_HEAP} counters`);
  return ok(r.value);
}

export const heapsCodec: UrlCodec<readonly Heap[]> = {
  param: 'heaps',
  parse: parseHeapsHere,
  make: makeHeaps,
};
