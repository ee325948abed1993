/**
 * Are the heap values (not only the outcomes) of a residue set periodic, or arithmetic-periodic
 * (G(n + q) = G(n) + c for a fixed game c from some heap on)? Computed on canonical forms: the
 * sequence of ids for periodicity, and for each candidate q (multiples of p up to a bound) the
 * differences G(n + q) − G(n) as ids, which must settle to one game.
 */
import { sub } from '../../cgt/arithmetic';
import { makePlain } from '../../cgt/plain';
import { withBudget } from '../../cgt/budget';
import type { Work } from '../../progress';
import { reduced } from '../../cgt/reduced';
import { isNumber, numberValue } from '../../cgt/store';
import { findPeriod } from './period';

export interface ValuePeriodicity {
  /** the ids repeat: G(n + period) = G(n) for n ≥ preperiod */
  periodic: { preperiod: number; period: number } | null;
  /** G(n + period) = G(n) + difference for n ≥ preperiod (difference not 0) */
  arithmetic: { preperiod: number; period: number; difference: string | null } | null;
  /**
   * The reduced canonical forms with every number heap masked: periodic from preperiod on?
   * Number heaps are then described per residue of the period by `numberClasses`.
   */
  reducedPeriodic: { preperiod: number; period: number } | null;
  /**
   * For each residue r of that period whose heaps are numbers from the preperiod on: do the
   * steps x(n + q) − x(n) halve each period (a geometric approach to `limit`)?
   */
  numberClasses: { residue: number; halving: boolean; limit: string | null; last: string }[];
  /** heaps examined: 0..upTo */
  upTo: number;
}

/**
 * Look for periodicity in the values `ids` (heaps 0..ids.length − 1); candidate periods are the
 * multiples of p up to maxMultiple·p. Arithmetic periodicity is tested only on the last
 * `span` heaps' differences (sums of large games are costly), then reported from the first
 * heap of the span's agreement backwards.
 */
export function valuePeriodicity(
  ids: Int32Array,
  p: number,
  work: Work,
  maxMultiple = 2,
  span = 48,
): ValuePeriodicity {
  const upTo = ids.length - 1;
  const periodic = findPeriod(ids, maxMultiple * p, 3);
  let arithmetic: ValuePeriodicity['arithmetic'] = null;
  if (!periodic) {
    for (let m = 1; m <= maxMultiple && !arithmetic; m++) {
      const q = m * p;
      if (ids.length < q + span) break;
      arithmetic = withBudget(
        work,
        () => {
          // differences from the end backwards while they stay equal
          const last = sub(ids[upTo], ids[upTo - q]);
          let s = upTo - q;
          while (s - 1 >= 0 && upTo - q - (s - 1) < span * 4 && sub(ids[s - 1 + q], ids[s - 1]) === last) s--;
          return upTo - q - s + 1 >= span
            ? { preperiod: s, period: q, difference: makePlain(last, 200) }
            : null;
        },
        200_000,
        'value differences',
      );
    }
  }
  // reduced forms, numbers masked as −1
  const masked = Int32Array.from(ids, (g) => (isNumber(g) ? -1 : reduced(g)));
  const rp = findPeriod(masked, maxMultiple * p, 3);
  const numberClasses: ValuePeriodicity['numberClasses'] = [];
  if (rp)
    for (let r = 0; r < rp.period; r++) {
      // the heaps of this residue from the preperiod on
      const heaps: number[] = [];
      for (let n = rp.preperiod; n <= upTo; n++) if ((n - rp.preperiod) % rp.period === r) heaps.push(n);
      if (heaps.length < 3 || !heaps.every((n) => isNumber(ids[n]))) continue;
      const x = heaps.map((n) => numberValue(ids[n])!);
      let halving = true;
      for (let i = 2; i < x.length && halving; i++) {
        const d1 = x[i - 1].sub(x[i - 2]);
        const d2 = x[i].sub(x[i - 1]);
        halving = d1.sign() !== 0 && d2.add(d2).cmp(d1) === 0;
      }
      const k = x.length - 1;
      numberClasses.push({
        residue: heaps[0] % rp.period,
        halving,
        // x_k + 2(x_k − x_{k−1}) − (x_k − x_{k−1}) = x_k + (x_k − x_{k−1}) when each step halves
        limit: halving ? x[k].add(x[k].sub(x[k - 1])).toString() : null,
        last: x[k].toString(),
      });
    }
  return {
    periodic: periodic && { preperiod: periodic.preperiod, period: periodic.period },
    arithmetic,
    reducedPeriodic: rp && { preperiod: rp.preperiod, period: rp.period },
    numberClasses,
    upTo,
  };
}
