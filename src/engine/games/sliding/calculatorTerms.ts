/**
 * What Sliding Coins lends the calculator's expressions: slide(3,7), the position (x, y) as the
 * page writes it (x, y the near and far coin's steps from the edge; 0 = gone). It is impartial:
 * its value is the nimber of Definition 3.1's formula (formula.ts), O(1) a position.
 */
import { nimberId } from '../../cgt/nus';
import { argumentError, trimmedArgument, type TermPosition } from '../../cgt/gameTerm';
import type { CalculatorTerm } from '../../cgt/handlers';
import { grundyByFormula } from './formula';
import { parsePositionText } from './input';
import { describeMove, moveTo, type Coin, type Move, type Position } from './rules';
import { movesToValue } from './sum';

const SIGNATURE = 'slide(x,y)';

/** rules.ts's legalMoves, lazily: near coin first, then the far coin, each edge first. */
function* movesOf(p: Position) {
  const [x, y] = p;
  const coins: [Coin, number][] =
    x > 0
      ? [
          ['near', x - 1],
          ['far', y - 1],
        ]
      : [['far', y - 1]];
  for (const [coin, below] of coins) for (let to = -1; to < below; to++) yield moveTo(p, coin, to)!;
}

const words = (m: Move): string => `${describeMove(m)}, leaving (${m.after[0]}, ${m.after[1]})`;

export const slidingTerm: CalculatorTerm = () => ({
  signature: SIGNATURE,
  help: 'the Sliding Coins position (x, y), 0 ≤ x < y, as on its page (x = 0: a lone coin)',
  read: (text, at): TermPosition => {
    const arg = trimmedArgument(text, at);
    const r = parsePositionText(arg.text);
    // the reader's `at` counts numbers (0 or 1), not characters: point at the argument
    if (!r.ok) throw argumentError(SIGNATURE, { message: r.error.message, code: r.error.code }, arg.at);
    const p = r.value;
    return {
      value: nimberId(grundyByFormula(p)),
      written: `slide(${p[0]},${p[1]})`,
      title: `the Sliding Coins position (${p[0]}, ${p[1]})`,
      page: { id: 'sliding', params: { p: `${p[0]},${p[1]}` } },
      cost: 1,
      *moves() {
        for (const m of movesOf(p))
          yield { words: words(m), after: () => nimberId(grundyByFormula(m.after)) };
      },
      // Definition 3.1 names the one or two squares a coin can land on for value t (sum.ts)
      movesToNimber: (k) => movesToValue(p, k).map((m) => ({ words: words(m), after: () => nimberId(k) })),
    };
  },
});
