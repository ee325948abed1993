/**
 * Property tests on random games born by day 3–4, built from raw option lists: the store's
 * canonical forms, sums and comparisons against brute force that uses no canonical-form code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic } from '../arith/dyadic';
import { ordinalSum as arithOrdinalSum } from '../arith/ordinalSum';
import { dyadicArb } from '../arith/testArbitraries';
import { add, neg, sub } from './arithmetic';
import { leftWinsMovingSecond, rawEqual, rawLeq, rawNeg, raw, treeOf, type RawGame } from './bruteForce';
import { canonicalize } from './canonical';
import { leq } from './compare';
import { ordinalSum } from './ordinalSum';
import { idOf, rawGameArb } from './testArbitraries';
import { leftOptions, numberId, rightOptions, ZERO } from './store';

const day3 = rawGameArb(3, 3);
const day4 = rawGameArb(4, 2);
const runs = { numRuns: 150 };

/** The raw ordinal sum G:H (forms, not values). */
function rawOrdinal(g: RawGame, h: RawGame): RawGame {
  return raw(
    [...g.left, ...h.left.map((o) => rawOrdinal(g, o))],
    [...g.right, ...h.right.map((o) => rawOrdinal(g, o))],
  );
}

describe('canonical forms of random games', () => {
  it('have the value of the game they came from (brute force)', () => {
    fc.assert(
      fc.property(day4, (g) => rawEqual(g, treeOf(idOf(g)))),
      runs,
    );
  });

  it('are idempotent: rebuilding from the canonical options gives the same id', () => {
    fc.assert(
      fc.property(day4, (g) => {
        const id = idOf(g);
        return canonicalize(leftOptions(id), rightOptions(id)) === id;
      }),
      runs,
    );
  });

  it('have no dominated and no reversible options', () => {
    fc.assert(
      fc.property(day4, (g) => {
        const id = idOf(g);
        const l = leftOptions(id);
        const r = rightOptions(id);
        const dominated =
          l.some((a) => l.some((b) => a !== b && leq(a, b))) ||
          r.some((a) => r.some((b) => a !== b && leq(b, a)));
        const reversible =
          l.some((a) => rightOptions(a).some((ar) => leq(ar, id))) ||
          r.some((b) => leftOptions(b).some((bl) => leq(id, bl)));
        return !dominated && !reversible;
      }),
      runs,
    );
  });

  it('are unique: equal values ⇔ equal ids', () => {
    fc.assert(
      fc.property(day3, day3, (g, h) => rawEqual(g, h) === (idOf(g) === idOf(h))),
      runs,
    );
  });
});

describe('comparison', () => {
  it('G ≤ H iff Left wins H − G moving second (a search over the sum, no canonical forms)', () => {
    fc.assert(
      fc.property(day3, day3, (g, h) => leq(idOf(g), idOf(h)) === leftWinsMovingSecond([h, rawNeg(g)])),
      runs,
    );
  });

  it('agrees with the definition on the raw trees', () => {
    fc.assert(
      fc.property(day4, day4, (g, h) => leq(idOf(g), idOf(h)) === rawLeq(g, h)),
      runs,
    );
  });
});

describe('sums', () => {
  it('G + (−G) = 0', () => {
    fc.assert(
      fc.property(day4, (g) => add(idOf(g), neg(idOf(g))) === ZERO),
      runs,
    );
  });

  it('+ is commutative and associative', () => {
    fc.assert(
      fc.property(day3, day3, day3, (g, h, k) => {
        const [a, b, c] = [idOf(g), idOf(h), idOf(k)];
        return add(a, b) === add(b, a) && add(add(a, b), c) === add(a, add(b, c));
      }),
      { numRuns: 60 },
    );
  });

  it('G + H has the value of the explicit sum tree (brute force)', () => {
    fc.assert(
      fc.property(rawGameArb(3, 2), rawGameArb(3, 2), (g, h) => {
        const s = add(idOf(g), idOf(h));
        // G + H ≥ S and S ≥ G + H, each as "Left wins moving second" over three components.
        const t = treeOf(s);
        return leftWinsMovingSecond([g, h, rawNeg(t)]) && leftWinsMovingSecond([t, rawNeg(g), rawNeg(h)]);
      }),
      { numRuns: 60 },
    );
  });

  it('−G has the value of the negated tree and sub is add of neg', () => {
    fc.assert(
      fc.property(
        day4,
        day3,
        (g, h) =>
          rawEqual(rawNeg(g), treeOf(neg(idOf(g)))) && sub(idOf(g), idOf(h)) === add(idOf(g), neg(idOf(h))),
      ),
      runs,
    );
  });
});

describe('ordinal sums', () => {
  it('of numbers agree with the arithmetic layer (sign expansions)', () => {
    fc.assert(
      fc.property(
        dyadicArb(3, 2),
        dyadicArb(3, 2),
        (x, y) => ordinalSum(numberId(x), numberId(y)) === numberId(arithOrdinalSum(x, y)),
      ),
      runs,
    );
  });

  it.each([
    ['1:1', 1, 1, '2'],
    ['1:-1', 1, -1, '1/2'],
    ['1:1/2', 1, 0.5, '3/2'],
    ['1/2:1', 0.5, 1, '3/4'],
    ['1/2:1/2', 0.5, 0.5, '5/8'],
  ])('%s = %s (Winning Ways ch. 6 / the issue)', (_n, x, y, expected) => {
    const d = (v: number) => Dyadic.of(BigInt(v * 2), 1);
    expect(ordinalSum(numberId(d(x)), numberId(d(y)))).toBe(numberId(arithOrdinalSum(d(x), d(y))));
    expect(arithOrdinalSum(d(x), d(y)).toString()).toBe(expected);
  });

  it('of general games have the value of the ordinal-sum tree of the canonical forms', () => {
    fc.assert(
      fc.property(rawGameArb(3, 2), rawGameArb(2, 2), (g, h) => {
        const [a, b] = [idOf(g), idOf(h)];
        return rawEqual(rawOrdinal(treeOf(a), treeOf(b)), treeOf(ordinalSum(a, b)));
      }),
      { numRuns: 100 },
    );
  });
});
