/**
 * Finding where a sequence becomes periodic: the least period q and, for it, the least
 * preperiod s with x[i] = x[i + q] for every i ≥ s inside the data.
 *
 * Of all candidate periods the one with the least preperiod wins (then the least q). That is
 * right whenever the true periodic part is long enough: a q with a smaller preperiod than the
 * true (s0, q0) would make the tail periodic with both q and q0, so with gcd(q, q0) (Fine and
 * Wilf, once the tail is at least q + q0 − gcd long), and q0 is least. A period is accepted only
 * when the data show it at least `minRepeats` times after its preperiod.
 */

export interface PeriodFound {
  preperiod: number;
  period: number;
  /** how many entries the data hold after the preperiod (the evidence) */
  checked: number;
}

/** Least s such that x[i] = x[i + q] for all s ≤ i < length − q (scanning from the end). */
function preperiodFor<T>(x: ArrayLike<T>, q: number): number {
  for (let i = x.length - 1 - q; i >= 0; i--) if (x[i] !== x[i + q]) return i + 1;
  return 0;
}

/**
 * The eventual period of x, or null when none up to maxPeriod is shown `minRepeats` times.
 * Multiples of the best period so far are skipped when they cannot have a smaller preperiod; any
 * other q that is no period of the tail stops at its first mismatch from the end.
 */
export function findPeriod<T>(
  x: ArrayLike<T>,
  maxPeriod = Math.floor(x.length / 2),
  minRepeats = 2,
): PeriodFound | null {
  const n = x.length;
  let best: PeriodFound | null = null;
  const limit = Math.min(maxPeriod, Math.floor(n / minRepeats));
  for (let q = 1; q <= limit; q++) {
    // a multiple of the best period has no smaller preperiod, as long as the data reach the
    // comparison that fixed the best one: x[s − 1] ≠ x[s − 1 + q'] = x[s − 1 + q] for q' | q
    if (best && q % best.period === 0 && best.preperiod - 1 + q < n) continue;
    // a q that is no period of the tail meets a mismatch within a few steps of the end
    const s = preperiodFor(x, q);
    if (best && s >= best.preperiod) continue;
    if (n - s < minRepeats * q) continue;
    best = { preperiod: s, period: q, checked: n - s };
    if (s === 0) {
      // nothing beats preperiod 0 except a smaller q, which was tried already
      break;
    }
  }
  return best;
}
