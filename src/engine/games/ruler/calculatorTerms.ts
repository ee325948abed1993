/**
 * What the Ruler game lends the calculator's expressions: ruler(THHT), the row as the page
 * writes it (H heads, T tails, coin 1 first). It is impartial: its value is the nimber of the
 * ruler function, and a move's value is the row's XOR the run's (rulerFunction.ts).
 */
import { nimberId } from '../../cgt/nus';
import { argumentError, trimmedArgument, type TermPosition } from '../../cgt/gameTerm';
import type { CalculatorTerm } from '../../cgt/handlers';
import { headsOf, parsePosition } from './rules';
import { nimValue, runValue } from './rulerFunction';
import { runWords } from './text';
import { movesToValue } from './winningMoves';

const SIGNATURE = 'ruler(row)';

export const rulerTerm: CalculatorTerm = () => ({
  signature: SIGNATURE,
  help: 'the Ruler game row of coins H (heads) and T (tails), coin 1 first, as on its page',
  read: (text, at): TermPosition => {
    const arg = trimmedArgument(text, at);
    const r = parsePosition(arg.text);
    if (!r.ok) throw argumentError(SIGNATURE, r.error, arg.at);
    const row = r.value;
    const v = nimValue(row);
    return {
      value: nimberId(v),
      written: `ruler(${row})`,
      title: `the Ruler row ${row.length <= 40 ? row : `${row.slice(0, 18)}…${row.slice(-18)}`}`,
      page: { id: 'ruler', params: { position: row } },
      cost: 1,
      // either player may make any move (impartial): flip a run ending on a heads coin
      *moves() {
        for (const to of headsOf(row))
          for (let from = to; from >= 1; from--)
            yield { words: `flip ${runWords(from, to)}`, after: () => nimberId(v ^ runValue(from, to)) };
      },
      // the forced-run construction of winningMoves.ts: at most one run a heads coin
      movesToNimber: (k) =>
        movesToValue(row, k).map(([from, to]) => ({
          words: `flip ${runWords(from, to)}`,
          after: () => nimberId(k),
        })),
    };
  },
});
