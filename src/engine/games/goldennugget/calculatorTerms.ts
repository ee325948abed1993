/**
 * What Golden Nugget lends the calculator's expressions: gn(20) (or gn(b20)), the blue heap of
 * 20 counters, and gn(r17), the red heap of 17 (its negative), as the page writes heaps.
 * engine/calculatorOps.ts hands it to the cgt ops (cgt sits below the games).
 */
import { neg } from '../../cgt/arithmetic';
import { argumentError, trimmedArgument, type TermPosition } from '../../cgt/gameTerm';
import type { CalculatorTerm } from '../../cgt/handlers';
import type { GameId } from '../../cgt/store';
import { EngineError } from '../../errors';
import { makeHeaps, movesFrom, type Heap } from './rules';
import { heapValue } from './heapTable';
import { MAX_HEAP } from './limits';

/**
 * A heap as a term writes it: a size (blue), or b/r and a size; `maxSize` is the values' reach.
 * Errors point into the expression (`at` is where the argument starts).
 */
export function readTermHeap(text: string, at: number, signature: string, maxSize: number): Heap {
  const arg = trimmedArgument(text, at);
  const m = /^([bBrR]?)\s*(\d+)$/.exec(arg.text);
  if (!m)
    throw argumentError(
      signature,
      {
        message: `a heap is a whole number of counters (20), or b20 for a blue heap and r17 for a red one (got "${arg.text}")`,
      },
      arg.at,
    );
  const size = Number(m[2]);
  if (m[2].length > 15 || size > maxSize)
    throw new EngineError(
      'too_large',
      `${signature}: heap values go up to ${maxSize.toLocaleString('en')} counters here (got ${m[2]})`,
      { field: 'expression', at: arg.at },
    );
  return { size, color: m[1].toLowerCase() === 'r' ? 'red' : 'blue' };
}

/** The heap's term argument in its normal spelling: "20" for blue, "r17" for red. */
export const heapArgument = (h: Heap): string => (h.color === 'blue' ? String(h.size) : `r${h.size}`);

export const goldenNuggetTerm: CalculatorTerm = (work) => {
  const valueOf = (h: Heap): GameId =>
    h.color === 'blue' ? heapValue(h.size, work) : neg(heapValue(h.size, work));
  return {
    signature: 'gn(n)',
    help: 'the blue Golden Nugget heap of n counters; gn(r17) is the red heap of 17',
    read: (text, at): TermPosition => {
      const heap = readTermHeap(text, at, 'gn(n)', MAX_HEAP);
      return {
        value: valueOf(heap),
        written: `gn(${heapArgument(heap)})`,
        title: `the ${heap.color} Golden Nugget heap of ${heap.size}`,
        page: { id: 'goldennugget', params: { heaps: makeHeaps([heap]) } },
        cost: 1,
        *moves(player) {
          for (const after of movesFrom(heap, player))
            yield {
              words: `take ${heap.size - after}, leaving ${after}`,
              after: () => valueOf({ size: after, color: heap.color }),
            };
        },
      };
    },
  };
};
