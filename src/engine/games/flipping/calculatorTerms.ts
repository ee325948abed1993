/**
 * What Flipping Coins lends the calculator's expressions: flip(0101), the line of coins as the
 * page writes it (0 heads, 1 tails, coin 1 first; trailing heads dropped, as after a move). Its
 * value is the Algorithm's number (Theorem 3.3), linear in the line's length.
 */
import { numberId } from '../../cgt/store';
import { argumentError, trimmedArgument, type TermPosition } from '../../cgt/gameTerm';
import type { CalculatorTerm } from '../../cgt/handlers';
import { algorithmValue } from './algorithm';
import { flip, parseLine } from './rules';
import { movesOf } from './sums';

const SIGNATURE = 'flip(line)';

/** A line for a sentence: long ones shortened in the middle. */
const shown = (line: string): string =>
  line === '' ? 'no tails' : line.length <= 40 ? line : `${line.slice(0, 18)}…${line.slice(-18)}`;

export const flippingTerm: CalculatorTerm = () => ({
  signature: SIGNATURE,
  help: 'the Flipping Coins line of coins 0 (heads) and 1 (tails), coin 1 first, as on its page',
  read: (text, at): TermPosition => {
    const arg = trimmedArgument(text, at);
    const r = parseLine(arg.text);
    if (!r.ok) throw argumentError(SIGNATURE, r.error, arg.at);
    const line = r.value;
    return {
      value: numberId(algorithmValue(line)),
      written: `flip(${line === '' ? '0' : line})`,
      title: `the Flipping Coins line ${shown(line)}`,
      page: { id: 'flipping', params: { lines: line === '' ? '-' : line } },
      cost: Math.max(1, line.length),
      *moves(player) {
        for (const [i, j] of movesOf(line, player)) {
          const after = flip(line, i, j);
          yield {
            words: `flip coins ${i} and ${j}, leaving ${shown(after)}`,
            after: () => numberId(algorithmValue(after)),
          };
        }
      },
    };
  },
});
