/**
 * What Golden Nugget lends the calculator's expressions: gn(n), the blue heap of n
 * counters. engine/api.ts hands it to the cgt ops (cgt sits below the games).
 */
import type { CalculatorTerm } from '../../cgt/handlers';
import { ParseError } from '../../cgt/tokens';
import { EngineError } from '../../errors';
import { heapValue } from './heapTable';
import { MAX_HEAP } from './limits';

export const goldenNuggetTerm: CalculatorTerm = (work) => ({
  help: 'the blue Golden Nugget heap of n counters',
  apply: (n, at) => {
    if (n < 0) throw new ParseError(`gn(n) needs n ≥ 0 (at position ${at + 1})`, at);
    if (n > MAX_HEAP)
      throw new EngineError(
        'too_large',
        `Golden Nugget heaps go up to ${MAX_HEAP.toLocaleString('en')} here (got ${n.toLocaleString('en')})`,
        { field: 'expression', at },
      );
    return heapValue(n, work);
  },
});
