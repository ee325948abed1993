/**
 * Definition 2.1 of flipping-coins.txt made visible: the simplest number strictly between two
 * numbers, found level by level (first the integers, then multiples of 1/2, 1/4, ...), with
 * the candidates at each level. The answer always agrees with `simplestBetween`.
 */
import { Dyadic, simplestBetween } from './dyadic';

/** An open interval (lower, upper) of numbers, "p/q" strings; null = -∞ / +∞. */
export interface Interval {
  lower: string | null;
  upper: string | null;
}

/** One level of the search: the integers, or the multiples of 2^-q. */
export interface SimplestLevel {
  /** "integer", or q ≥ 1 (multiples of 1/2^q) */
  level: 'integer' | number;
  /** Numbers of this level strictly inside the interval, closest to 0 first (at most 3). */
  inside: string[];
  /** More numbers of this level lie inside than are listed. */
  more: boolean;
  /** For q ≥ 1: the nearest multiples of 1/2^q at or outside the ends (null at an infinite end or for integers). */
  below: string | null;
  above: string | null;
}

export interface SimplestSearch {
  interval: Interval;
  /** The level that decides (the first with a number inside); null where only the interval is shown. */
  level: SimplestLevel | null;
  /** The simplest number inside (the first of `level.inside`), or null if the interval is empty. */
  chosen: string | null;
}

const LIST = 3;

const str = (d: Dyadic | null) => (d === null ? null : d.toString());
const inside = (v: Dyadic, lo: Dyadic | null, hi: Dyadic | null) => (!lo || lo.lt(v)) && (!hi || v.lt(hi));

/** The integers strictly inside (lo, hi), closest to zero first (at most 3 listed). */
export function integerLevel(lo: Dyadic | null, hi: Dyadic | null): SimplestLevel {
  const found: Dyadic[] = [];
  let more = false;
  const take = (n: bigint): boolean => {
    const v = Dyadic.int(n);
    if (!inside(v, lo, hi)) return false;
    if (found.length < LIST) found.push(v);
    else more = true;
    return true;
  };
  if (inside(Dyadic.ZERO, lo, hi)) {
    take(0n);
    for (let d = 1n; !more; d++) {
      const down = take(-d);
      const up = !more && take(d);
      if (!down && !up) break;
    }
  } else if (lo && lo.sign() >= 0) {
    for (let n = lo.floor() + 1n; !more && take(n); n++);
  } else if (hi) {
    for (let n = hi.ceil() - 1n; !more && take(n); n--);
  }
  return { level: 'integer', inside: found.map(String), more, below: null, above: null };
}

/** The multiples of 2^-q strictly inside (lo, hi) (both finite), and those flanking it. */
export function fractionLevel(lo: Dyadic, hi: Dyadic, q: number): SimplestLevel {
  const step = Dyadic.of(1n, q);
  const below = Dyadic.of(lo.shift(q).floor(), q);
  const above = Dyadic.of(hi.shift(q).ceil(), q);
  const found: string[] = [];
  let more = false;
  for (let v = below.add(step); v.lt(hi); v = v.add(step)) {
    if (found.length === LIST) {
      more = true;
      break;
    }
    found.push(v.toString());
  }
  return { level: q, inside: found, more, below: below.toString(), above: above.toString() };
}

/** The deciding level of Definition 2.1 for (lo, hi) and the simplest number there. */
export function simplestSearch(lo: Dyadic | null, hi: Dyadic | null): SimplestSearch {
  const interval = { lower: str(lo), upper: str(hi) };
  const chosen = simplestBetween(lo, hi);
  if (!chosen)
    return {
      interval,
      level: { level: 'integer', inside: [], more: false, below: null, above: null },
      chosen: null,
    };
  // An integer fits (or an end is infinite): rule 1. Otherwise rule 2 at q = the exponent of the answer.
  const level = chosen.isInteger() ? integerLevel(lo, hi) : fractionLevel(lo!, hi!, chosen.exp);
  if (level.inside[0] !== chosen.toString())
    throw new Error(`simplestSearch: level search found ${level.inside[0]}, rule found ${chosen}`);
  return { interval, level, chosen: chosen.toString() };
}
