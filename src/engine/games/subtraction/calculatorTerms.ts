/**
 * What Complementary Subtraction lends the calculator's expressions: cs(S, n), the blue heap of
 * n for Left's set S, written as the page writes sets (rules.ts: wythoff, beatty:sqrt2,
 * cf:[1;(2)], mod:5:1,3, finite:1,2,5); cs(S, r7) is the red heap. The set may hold commas, so
 * the LAST comma outside brackets separates the heap: cs(mod:5:1,3, 7) is heap 7 of mod:5:1,3.
 */
import { argumentError, trimmedArgument, type TermPosition } from '../../cgt/gameTerm';
import type { CalculatorTerm } from '../../cgt/handlers';
import { ParseError } from '../../cgt/tokens';
import { makeHeaps } from '../goldennugget/rules';
import { heapArgument, readTermHeap } from '../goldennugget/calculatorTerms';
import { MAX_VALUE_HEAP } from './limits';
import { makeSet, parseSet } from './rules';
import { heapGame, movesFrom } from './sums';

const SIGNATURE = 'cs(S, n)';

/** The index of the last ',' outside (), [] and {}, or −1. */
function lastTopLevelComma(text: string): number {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) last = i;
  }
  return last;
}

export const subtractionTerm: CalculatorTerm = (work) => ({
  signature: SIGNATURE,
  help: "the blue Complementary Subtraction heap of n when Left's set is S (as on its page: wythoff, mod:5:1,3, …; the last comma separates n)",
  read: (text, at): TermPosition => {
    const comma = lastTopLevelComma(text);
    if (comma < 0) {
      const arg = trimmedArgument(text, at);
      throw new ParseError(
        `${SIGNATURE} needs a set and a heap separated by a comma, e.g. cs(mod:5:1,3, 7) (at position ${arg.at + 1})`,
        arg.at,
      );
    }
    const setText = text.slice(0, comma);
    const set = parseSet(setText);
    if (!set.ok) throw argumentError(SIGNATURE, set.error, at);
    const spec = set.value;
    const heap = readTermHeap(text.slice(comma + 1), at + comma + 1, SIGNATURE, MAX_VALUE_HEAP);
    const name = makeSet(spec);
    return {
      value: heapGame(spec, heap, work),
      written: `cs(${name}, ${heapArgument(heap)})`,
      title: `the ${heap.color} Complementary Subtraction heap of ${heap.size} for S = ${name}`,
      page: { id: 'subtraction', params: { set: name, heaps: makeHeaps([heap]), tab: 'play' } },
      cost: 1,
      *moves(player) {
        for (const after of movesFrom(spec, heap, player))
          yield {
            words: `take ${heap.size - after}, leaving ${after}`,
            after: () => heapGame(spec, { size: after, color: heap.color }, work),
          };
      },
    };
  },
});
