/**
 * Left and Right stops (Siegel, CGT, II.3; Lessons in Play, 6.1), cached by id: for a
 * number x both are x; otherwise LS(G) = max RS(G^L) and RS(G) = min LS(G^R).
 * A canonical game that is not a number has options on both sides.
 */
import type { Dyadic } from '../arith/dyadic';
import { leftOptions, nusOf, rightOptions, type GameId } from './store';

const leftStops: (Dyadic | undefined)[] = [];
const rightStops: (Dyadic | undefined)[] = [];

export function leftStop(id: GameId): Dyadic {
  const n = nusOf(id);
  if (n) return n.x;
  const cached = leftStops[id];
  if (cached) return cached;
  let best: Dyadic | undefined;
  for (const g of leftOptions(id)) {
    const s = rightStop(g);
    if (!best || s.cmp(best) > 0) best = s;
  }
  if (!best) throw new Error(`game ${id} is not a number but has no Left option`);
  leftStops[id] = best;
  return best;
}

export function rightStop(id: GameId): Dyadic {
  const n = nusOf(id);
  if (n) return n.x;
  const cached = rightStops[id];
  if (cached) return cached;
  let best: Dyadic | undefined;
  for (const g of rightOptions(id)) {
    const s = leftStop(g);
    if (!best || s.cmp(best) < 0) best = s;
  }
  if (!best) throw new Error(`game ${id} is not a number but has no Right option`);
  rightStops[id] = best;
  return best;
}

/**
 * The stops as floats when a float holds them exactly (|numerator| < 2^53), else NaN: the
 * comparison fast paths compare floats and fall back to exact dyadics only on NaN.
 */
let leftF = new Float64Array(1024).fill(Number.NaN);
let rightF = new Float64Array(1024).fill(Number.NaN);
let known = new Uint8Array(1024);

function exactFloat(d: Dyadic): number {
  const limit = 9007199254740992n; // 2^53
  return d.num < limit && d.num > -limit && d.exp <= 1000 ? Number(d.num) / 2 ** d.exp : Number.NaN;
}

function fillFloats(id: GameId): void {
  if (id >= known.length) {
    const size = Math.max(id + 1, known.length * 2);
    const grow = (a: Float64Array) => {
      const b = new Float64Array(size).fill(Number.NaN);
      b.set(a);
      return b;
    };
    leftF = grow(leftF);
    rightF = grow(rightF);
    const k = new Uint8Array(size);
    k.set(known);
    known = k;
  }
  leftF[id] = exactFloat(leftStop(id));
  rightF[id] = exactFloat(rightStop(id));
  known[id] = 1;
}

/** LS(id) as an exact float, or NaN. */
export function leftStopFloat(id: GameId): number {
  if (id >= known.length || known[id] === 0) fillFloats(id);
  return leftF[id];
}

/** RS(id) as an exact float, or NaN. */
export function rightStopFloat(id: GameId): number {
  if (id >= known.length || known[id] === 0) fillFloats(id);
  return rightF[id];
}
