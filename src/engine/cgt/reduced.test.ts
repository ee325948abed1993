/** The reduced canonical form (Siegel, CGT, II.6): both definitions, and what rcf must satisfy. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic } from '../arith/dyadic';
import { sub } from './arithmetic';
import { leq } from './compare';
import { evaluate } from './evaluate';
import { parseExpression } from './parse';
import { infLeq, reduced } from './reduced';
import { reducedByHeating } from './reducedByHeating';
import { leftStop, rightStop } from './stops';
import { idOf, rawGameArb } from './testArbitraries';
import { isNumber, leftOptions, numberId, rightOptions, type GameId } from './store';

const games = fc.oneof(rawGameArb(3, 3), rawGameArb(4, 2)).map(idOf);
const runs = { numRuns: 200 };

function game(text: string): GameId {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(p.error.message);
  return evaluate(p.value);
}

/** Definition 3.10 of the paper / CGT II.6: every subposition is a number, or hot with no Inf-dominated or Inf-reversible option. */
function isReducedByDefinition(g: GameId, seen = new Set<GameId>()): boolean {
  if (seen.has(g)) return true;
  seen.add(g);
  if (isNumber(g)) return true;
  if (!(leftStop(g).cmp(rightStop(g)) > 0)) return false;
  const l = leftOptions(g);
  const r = rightOptions(g);
  const infDominated =
    l.some((a) => l.some((b) => a !== b && infLeq(a, b))) ||
    r.some((a) => r.some((b) => a !== b && infLeq(b, a)));
  const infReversible =
    l.some((a) => rightOptions(a).some((ar) => infLeq(ar, g))) ||
    r.some((b) => leftOptions(b).some((bl) => infLeq(g, bl)));
  return !infDominated && !infReversible && [...l, ...r].every((o) => isReducedByDefinition(o, seen));
}

describe('reduced canonical form', () => {
  it('is infinitesimally close to G: both stops of G − rcf(G) are 0 and |G − rcf(G)| < 1/2^k', () => {
    fc.assert(
      fc.property(games, (g) => {
        const d = sub(g, reduced(g));
        if (leftStop(d).sign() !== 0 || rightStop(d).sign() !== 0) return false;
        for (let k = 0; k <= 8; k++) {
          const eps = numberId(Dyadic.of(1n, k));
          if (
            !leq(d, eps) ||
            d === eps ||
            !leq(numberId(Dyadic.of(-1n, k)), d) ||
            d === numberId(Dyadic.of(-1n, k))
          )
            return false;
        }
        return true;
      }),
      runs,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(games, (g) => reduced(reduced(g)) === reduced(g)),
      runs,
    );
  });

  it('by Inf-reduction equals the star projection of G heated by * (the two definitions agree)', () => {
    fc.assert(
      fc.property(games, (g) => reduced(g) === reducedByHeating(g)),
      runs,
    );
  });

  it('is reduced by the definition (no Inf-dominated or Inf-reversible options anywhere)', () => {
    fc.assert(
      fc.property(games, (g) => isReducedByDefinition(reduced(g))),
      runs,
    );
  });

  it.each([
    ['↑', '0', 'CGT II.6: infinitesimals reduce to 0'],
    ['↑*+1/2', '1/2', 'x + infinitesimal reduces to x'],
    ['{0‖0|-1}', '0', 'tiny is infinitesimal'],
    ['{1|0}+↑', '{1|0}', 'G + ↑ is infinitesimally close to G'],
    ['{1,{1|0}|0}', '{1|0}', '{1|0}:1 differs from {1|0} by an infinitesimal'],
    ['{1|{1|0}}', '1', 'the Golden Nugget heap 4 (paper, Table 2: rcf 1)'],
    ['±1+↑*', '±1', 'a hot game plus an infinitesimal reduces to the hot game'],
  ])('rcf(%s) = %s (%s)', (a, b) => {
    expect(reduced(game(a))).toBe(game(b));
  });
});
