/**
 * The paper's Lemma 1 as printed: Definition 3.1's sets rewritten by n mod 6 as explicit
 * families. claims.ts checks each against Definition 3.1 itself (setMembers).
 *
 * A family is {(4t + x0, y0 + dir·2t) : t >= 0, 6t <= bound}; set 1 is {(a + dx, a + dy) : a >= 0}.
 * The parts marked m ∈ ℤ>0 in the paper are read with the paper's own convention (ℤ>0 is
 * its name for the non-negative integers), so every part is checked from m = 0.
 */
import type { Position } from './rules';

export interface Family {
  x0: number;
  y0: number;
  dir: 1 | -1;
  bound: number;
}

export interface Lemma1Part {
  /** "(i)" ... "(vi)" */
  part: string;
  /** the equation numbers of set 1, 2 and 3 in this part */
  eqs: readonly [number, number, number];
  n: number;
  set1: { dx: number; dy: number } | null;
  set2: Family[];
  set3: Family[];
}

const fam = (x0: number, y0: number, dir: 1 | -1, bound: number): Family => ({ x0, y0, dir, bound });

/** Lemma 1's part for n (every n >= 1 falls in exactly one part). */
export function lemma1Part(n: number): Lemma1Part {
  const m = Math.floor(n / 6);
  switch (n % 6) {
    case 2:
      return {
        part: '(i)',
        eqs: [5, 6, 7],
        n,
        set1: { dx: 4 * m, dy: 8 * m + 2 },
        set2: [fam(0, 6 * m + 2, 1, 6 * m + 4), fam(1, 6 * m + 3, 1, 6 * m + 2)],
        set3: [fam(2, 6 * m + 1, -1, 6 * m - 1), fam(3, 6 * m, -1, 6 * m - 3)],
      };
    case 5:
      return {
        part: '(ii)',
        eqs: [8, 9, 10],
        n,
        set1: { dx: 4 * m + 2, dy: 8 * m + 6 },
        set2: [fam(2, 6 * m + 6, 1, 6 * m + 1), fam(3, 6 * m + 7, 1, 6 * m - 1)],
        set3: [fam(0, 6 * m + 5, -1, 6 * m + 4), fam(1, 6 * m + 4, -1, 6 * m + 2)],
      };
    case 0:
      return {
        part: '(iii)',
        eqs: [11, 12, 13],
        n,
        set1: null,
        set2: [fam(0, 6 * m, 1, 6 * m - 1), fam(1, 6 * m + 1, 1, 6 * m - 3)],
        set3: [fam(2, 6 * m - 1, -1, 6 * m - 4), fam(3, 6 * m - 2, -1, 6 * m - 6)],
      };
    case 1:
      return {
        part: '(iv)',
        eqs: [14, 15, 16],
        n,
        set1: null,
        set2: [fam(2, 6 * m + 2, 1, 6 * m - 3), fam(3, 6 * m + 3, 1, 6 * m - 5)],
        set3: [fam(0, 6 * m + 1, -1, 6 * m), fam(1, 6 * m, -1, 6 * m - 2)],
      };
    case 3:
      return {
        part: '(v)',
        eqs: [17, 18, 19],
        n,
        set1: null,
        set2: [fam(2, 6 * m + 4, 1, 6 * m - 1), fam(3, 6 * m + 5, 1, 6 * m - 3)],
        set3: [fam(0, 6 * m + 3, -1, 6 * m + 2), fam(1, 6 * m + 2, -1, 6 * m)],
      };
    default:
      return {
        part: '(vi)',
        eqs: [20, 21, 22],
        n,
        set1: null,
        set2: [fam(0, 6 * m + 4, 1, 6 * m + 3), fam(1, 6 * m + 5, 1, 6 * m + 1)],
        set3: [fam(2, 6 * m + 3, -1, 6 * m), fam(3, 6 * m + 2, -1, 6 * m - 2)],
      };
  }
}

/** The points of a family (t from 0 while 6t <= bound). */
export function familyPoints(f: Family): Position[] {
  const out: Position[] = [];
  for (let t = 0; 6 * t <= f.bound; t++) out.push([4 * t + f.x0, f.y0 + f.dir * 2 * t]);
  return out;
}

/** Lemma 1's set `set` for n, cut at y <= maxY (set 1 is infinite). */
export function lemma1Set(n: number, set: 1 | 2 | 3, maxY: number): Position[] {
  const part = lemma1Part(n);
  if (set === 1) {
    const out: Position[] = [];
    if (part.set1)
      for (let a = 0; a + part.set1.dy <= maxY; a++) out.push([a + part.set1.dx, a + part.set1.dy]);
    return out;
  }
  return (set === 2 ? part.set2 : part.set3).flatMap(familyPoints).filter((p) => p[1] <= maxY);
}
