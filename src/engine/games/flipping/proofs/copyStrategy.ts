/**
 * The second player's strategy in a difference game G − H that is 0 (Lemmas 4.3 and 4.4, and
 * X − X), answering ANY move of the first player, and naming the rule of the proof it used:
 *
 *   mirror  G and H are the same line: the same move in the other summand (X − X again).
 *   copy    the move is on coins the two sides share (α, or the common tail 1^a / β): the same
 *           move in the other summand leaves a smaller instance, 0 "by induction".
 *   answer  the proof's other responses: a reply (in either summand) that leaves a position the
 *           lemmas show is 0 (Lemma 4.3 (2)i, (2)iii, (2)iv, (3)i, (3)ii).
 *   ahead   no reply leaves 0 by the lemmas: the mover's side is now strictly behind (a number's
 *           options are worse for the mover, Theorem 2.2), so play Theorem 4.2's best move in
 *           the summand where it costs least; the values (Theorem 3.3) show the lead is kept.
 *
 * The strategy is a function of the position and the move only, so it can be checked on every
 * position reachable in small instances (proofs/copyStrategy.test.ts, against brute force).
 */
import { bestMove } from '../theorems';
import type { Move, Player } from '../rules';
import {
  applyMove,
  differenceMoves,
  differenceValue,
  other,
  roleIn,
  winsMovingSecond,
  type DiffMove,
  type DiffPosition,
  type Summand,
} from './difference';
import { alignment, recogniseZero, zeroWords, type ZeroReason } from './lemmas';
import { proofCase } from './proofCases';

export type RuleId = 'mirror' | 'copy' | 'answer' | 'ahead';

export interface StrategyReply {
  move: DiffMove;
  after: DiffPosition;
  rule: RuleId;
  /** the paper's case for the position and the move just made (Lemma 4.3 (2)ii, …), when there is one */
  proofCase: string | null;
  /** what the reply does and why it wins, in words */
  words: string;
  /** G − H after the reply (a string "p/q") */
  value: string;
  /** why the position after the reply is 0, when the lemmas say so */
  zero: ZeroReason | null;
}

const otherSummand = (s: Summand): Summand => (s === 'G' ? 'H' : 'G');

/** The user's move copied into the other summand, when both its coins are shared coins. */
function copied(before: DiffPosition, z: ZeroReason, m: DiffMove): DiffMove | null {
  if (z.kind === 'same') return { line: otherSummand(m.line), move: m.move };
  const { alpha, tail, shift } = alignment(z.instance);
  // in the instance's own orientation the long side (α0111…) is "g"
  const long: Summand = z.swapped ? 'H' : 'G';
  const longLen = (long === 'G' ? before.g : before.h).length;
  const map = (c: number): number | null => {
    if (c <= alpha) return c;
    const fromEnd = (m.line === long ? longLen : longLen - shift) - c;
    if (fromEnd < 0 || fromEnd >= tail) return null;
    return m.line === long ? c - shift : c + shift;
  };
  const i = map(m.move[0]);
  const j = map(m.move[1]);
  return i === null || j === null ? null : { line: otherSummand(m.line), move: [i, j] as Move };
}

const isLegal = (pos: DiffPosition, player: Player, m: DiffMove) =>
  differenceMoves(pos, player).some(
    (x) => x.line === m.line && x.move[0] === m.move[0] && x.move[1] === m.move[1],
  );

function reply(
  after: DiffPosition,
  move: DiffMove,
  rule: RuleId,
  proofCaseText: string | null,
  words: string,
): StrategyReply {
  const next = applyMove(after, move);
  return {
    move,
    after: next,
    rule,
    proofCase: proofCaseText,
    words,
    value: differenceValue(next).toString(),
    zero: recogniseZero(next),
  };
}

const where = (s: Summand) => (s === 'G' ? 'G' : '−H');

/**
 * The second player's answer to `userMove`, made by `user` from `before` (a position the
 * second player wins: 0, or already in their favour). null only if the engine has no move.
 */
export function strategyReply(before: DiffPosition, user: Player, userMove: DiffMove): StrategyReply | null {
  const engine = other(user);
  const after = applyMove(before, userMove);
  const zeroBefore = recogniseZero(before);
  const caseText = zeroBefore ? proofCase(before, zeroBefore, user, userMove) : null;

  if (zeroBefore) {
    const c = copied(before, zeroBefore, userMove);
    if (c && isLegal(after, engine, c)) {
      const z = recogniseZero(applyMove(after, c));
      if (z) {
        const rule: RuleId = zeroBefore.kind === 'same' ? 'mirror' : 'copy';
        const why =
          rule === 'mirror'
            ? 'G and H are the same line: the same move in the other summand'
            : 'the same move in the other summand (on coins both sides share)';
        return reply(after, c, rule, caseText, `${why}, leaving ${zeroWords(z)}.`);
      }
    }
    // The proof's other answers: any reply that the lemmas show leaves 0, in the summand just played first.
    const moves = differenceMoves(after, engine);
    const order = [
      ...moves.filter((m) => m.line === userMove.line),
      ...moves.filter((m) => m.line !== userMove.line),
    ];
    for (const m of order) {
      const z = recogniseZero(applyMove(after, m));
      if (z)
        return reply(after, m, 'answer', caseText, `answer in ${where(m.line)}, leaving ${zeroWords(z)}.`);
    }
  }
  return ahead(after, engine, caseText);
}

/** Theorem 4.2's best move of `engine` in each summand; the one that leaves the most for the engine. */
function ahead(after: DiffPosition, engine: Player, caseText: string | null): StrategyReply | null {
  const candidates: DiffMove[] = [];
  for (const line of ['G', 'H'] as const) {
    const best = bestMove(line === 'G' ? after.g : after.h, roleIn(line, engine));
    if (best) candidates.push({ line, move: best });
  }
  if (candidates.length === 0) return null;
  const scored = candidates.map((m) => ({ m, v: differenceValue(applyMove(after, m)) }));
  // Left wants G − H high, Right wants it low.
  scored.sort((x, y) => (engine === 'L' ? y.v.cmp(x.v) : x.v.cmp(y.v)));
  const pick = scored[0];
  const behind = differenceValue(after).toString();
  const kept = winsMovingSecond(pick.v, engine)
    ? pick.v.sign() === 0
      ? 'back to 0'
      : `still ${pick.v.toString()}, on the engine's side`
    : `${pick.v.toString()}: the lead is lost`;
  return reply(
    after,
    pick.m,
    'ahead',
    caseText,
    `G − H is now ${behind}, in the engine's favour: no lemma applies, so Theorem 4.2's best move in ${where(pick.m.line)} (the summand where it costs least); G − H is ${kept}.`,
  );
}
