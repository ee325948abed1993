/**
 * Which case of the printed proof a move falls under (flipping-coins.txt, Lemmas 4.3 and 4.4),
 * and whether it is the move the proof considers: the proofs answer only each side's best
 * move (Theorem 4.2), since any other move is no better for the mover.
 */
import { bestMove } from '../theorems';
import type { Player } from '../rules';
import { roleIn, type DiffMove, type DiffPosition } from './difference';
import type { ZeroReason } from './lemmas';

const SIDE = { L: 'Left', R: 'Right' } as const;

/** The proof's case for `user` playing `m` in a position recognised as 0, in words. */
export function proofCase(before: DiffPosition, z: ZeroReason, user: Player, m: DiffMove): string {
  const role = roleIn(m.line, user);
  const line = m.line === 'G' ? before.g : before.h;
  const best = bestMove(line, role);
  const isBest = best !== null && best[0] === m.move[0] && best[1] === m.move[1];
  const note = isBest
    ? ` This is Theorem 4.2's best move there.`
    : ` Not Theorem 4.2's best move there${best ? ` (coins ${best[0]} and ${best[1]})` : ''}: the proof only answers the best move, as any other is no better for ${SIDE[user]}.`;
  if (z.kind === 'same') return `X − X: the second player copies (Tweedledum and Tweedledee).${note}`;
  const x = z.instance;
  // "first summand" is the long side α0111…, as in the proof.
  const first = (m.line === 'G') !== z.swapped;
  const summand = first ? 'first summand' : 'second summand';
  if (x.lemma === '4.4') {
    const ones = /^1*$/.test(x.beta);
    const name = ones
      ? 'case 1 (β = 1…1: Lemma 4.3)'
      : x.beta.startsWith('1')
        ? 'case 2 (β = 1γ1)'
        : 'case 3 (β = 0γ1)';
    return `Lemma 4.4, ${name}: ${SIDE[user]} plays in the ${summand}; the proof copies moves in β and −β.${note}`;
  }
  // In the proof the long side is the first summand, with Left and Right as in G − H.
  const player = z.swapped ? (user === 'L' ? 'R' : 'L') : user;
  let name: string;
  if (x.a >= 2) name = 'case (1), a ≥ 2: the same move in the other summand';
  else if (x.a === 1) {
    const key = `${player}${first ? 1 : 2}`;
    name = { L1: 'case (2)i', R2: 'case (2)ii', R1: 'case (2)iii', L2: 'case (2)iv' }[key]!;
  } else name = first ? 'case (3)i' : player === 'L' ? 'case (3)ii' : 'case (3)iii';
  return `Lemma 4.3, ${name}: ${SIDE[user]} plays in the ${summand}.${note}`;
}
