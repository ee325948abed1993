/**
 * A finite set S (Left's): Right's set is cofinite. The paper (Section 6) remarks that when one
 * player's set is finite the other wins large heaps "and the value tends to arbitrarily large
 * numbers". The table shows what the computed values do instead: from some heap on the
 * outcome is constant (Right wins) and the reduced canonical form is one fixed game (Right
 * moves to the small heap that suits him best, whatever the size), so the values do not grow.
 */
import { makePlain } from '../../cgt/plain';
import { outcome, type Outcome } from '../../cgt/properties';
import { reduced } from '../../cgt/reduced';
import { isNumber } from '../../cgt/store';
import type { SetSpec } from './rules';
import { heapIds } from './tables';

export interface FiniteFacts {
  largest: number;
  /** from this heap to `upTo` the outcome is `outcome` (null: the last heap's outcome is not settled) */
  outcomeFrom: number;
  outcome: Outcome;
  /** from this heap to `upTo` the reduced form is `reduced` */
  reducedFrom: number;
  reduced: string | null;
  reducedIsNumber: boolean;
  /** heaps above max S whose value is a number */
  numberHeapsAbove: number;
  upTo: number;
  /** what the paper says and what the computation shows, in words (TeX allowed) */
  note: string;
}

export function finiteFacts(spec: Extract<SetSpec, { kind: 'finite' }>, upTo: number): FiniteFacts {
  const ids = heapIds(spec, upTo);
  const largest = spec.values[spec.values.length - 1];
  const last = outcome(ids[upTo]);
  let outcomeFrom = upTo;
  while (outcomeFrom > 0 && outcome(ids[outcomeFrom - 1]) === last) outcomeFrom--;
  const r = reduced(ids[upTo]);
  let reducedFrom = upTo;
  while (reducedFrom > 0 && reduced(ids[reducedFrom - 1]) === r) reducedFrom--;
  let numberHeapsAbove = 0;
  for (let n = largest + 1; n <= upTo; n++) if (isNumber(ids[n])) numberHeapsAbove++;
  const rPlain = makePlain(r, 200);
  const settled = upTo - Math.max(outcomeFrom, reducedFrom) >= 8;
  return {
    largest,
    outcomeFrom,
    outcome: last,
    reducedFrom,
    reduced: rPlain,
    reducedIsNumber: isNumber(r),
    numberHeapsAbove,
    upTo,
    note: settled
      ? `Left's set is finite, so Right's is cofinite. The paper says the player with the cofinite set wins large heaps and the value tends to arbitrarily large numbers. Computed to heap ${upTo}: from heap ${outcomeFrom} every heap is ${last === 'R' ? 'a Right win' : `outcome ${last}`}, but from heap ${reducedFrom} the reduced form is the same game ${rPlain ?? '(long)'}${numberHeapsAbove === 0 ? ' and no heap above max S is a number' : ''}: the values stay bounded, they do not grow.`
      : `Left's set is finite, so Right's is cofinite. The table to heap ${upTo} is too short to show the values settle; ask for more heaps.`,
  };
}
