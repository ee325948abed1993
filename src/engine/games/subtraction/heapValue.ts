/**
 * The calculator's term `cs(S, n)`: the canonical value of the blue heap n for the set S
 * (written as in rules.ts). A pure function of its arguments; the values are cached per set.
 */
import type { GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import { fail, ok, type Result } from '../../result';
import { MAX_VALUE_HEAP } from './limits';
import { parseSet, type SetSpec } from './rules';
import { heapId } from './tables';

/** G(n) for Left's set `set` (a SetSpec or its notation); errors as values. */
export function heapValue(set: SetSpec | string, n: number, work?: Work): Result<GameId> {
  const spec = typeof set === 'string' ? parseSet(set) : ok(set);
  if (!spec.ok) return spec;
  if (!Number.isSafeInteger(n) || n < 0) return fail('bad_field', 'a heap size is a whole number ≥ 0');
  if (n > MAX_VALUE_HEAP)
    return fail('too_large', `heap values go up to ${MAX_VALUE_HEAP.toLocaleString('en')} here (got ${n})`);
  return ok(heapId(spec.value, n, work));
}
