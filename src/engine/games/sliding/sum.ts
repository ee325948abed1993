/**
 * Sums of Sliding Coins positions. Definition 1.2's game of two straps (coins sliding left
 * on one strap and right on the other, each measured from its own edge) is the disjunctive
 * sum of two positions; any number of straps works the same way. By Sprague–Grundy
 * (the paper's Theorem 1) its Grundy number is the nim-sum of the straps' numbers, and a
 * winning move takes one strap from value g to g ⊕ total (which may even exceed g).
 *
 * Finding that move needs no search: Definition 3.1 pins down, for a target value t and
 * the coordinate a move keeps, the one or two coordinates the moved coin could land on.
 * Those candidates are checked against the rules and the formula, so this is O(1) per strap
 * and works for positions far beyond brute force (tests compare it with brute force).
 */
import { nimSum, nimSumOf } from '../../arith/nim';
import { grundyByFormula } from './formula';
import { moveTo, type Move, type Position } from './rules';

export interface SumMove {
  /** index of the strap (position) moved in */
  component: number;
  move: Move;
  after: Position;
  /** Grundy number of that strap after the move */
  grundy: number;
}

const half = (a: number) => Math.floor((a + 1) / 2);

/** rules.ts legalMoves order: near coin first, then the far coin, each edge first. */
function boardOrder(a: Move, b: Move): number {
  if (a.coin !== b.coin) return a.coin === 'near' ? -1 : 1;
  return a.to - b.to;
}

/** Every move from p to a position of Grundy number t (by Definition 3.1). */
export function movesToValue(p: Position, t: number): Move[] {
  const [x, y] = p;
  const candidates: Move[] = [];
  const add = (m: Move | null) => {
    if (m && grundyByFormula(m.after) === t && !candidates.some((c) => c.coin === m.coin && c.to === m.to))
      candidates.push(m);
  };
  const j = (t - 2) % 3 === 0 && t >= 2 ? (t - 2) / 3 : null; // t = 3j + 2: the G(t,1) family exists
  if (x === 0) {
    add(moveTo(p, 'far', t - 1)); // a lone coin is a nim heap: (0, t)
    return candidates;
  }
  // Near coin to x' (square x' - 1), y kept: solve y = x' + 2j + 2, y = t ± ⌊(x'+1)/2⌋ for x'.
  const nearXs = [2 * (y - t) - 1, 2 * (y - t), 2 * (t - y) - 1, 2 * (t - y)];
  if (j !== null) nearXs.push(y - 2 * j - 2);
  for (const x2 of nearXs) add(moveTo(p, 'near', x2 - 1));
  // Far coin between the coins to y' (square y' - 1), x kept: y' = x + 2j + 2 or t ± ⌊(x+1)/2⌋.
  const farYs = [t + half(x), t - half(x)];
  if (j !== null) farYs.push(x + 2 * j + 2);
  for (const y2 of farYs) if (y2 > x) add(moveTo(p, 'far', y2 - 1));
  // Push to (s, s+1): with k = s + 1, G(k-1, k) = t means ⌈k/2⌉ = t (set 2) or k + ⌊k/2⌋ = t (set 3).
  const k0 = Math.floor((2 * t) / 3);
  for (const k of [2 * t - 1, 2 * t, k0 - 1, k0, k0 + 1, k0 + 2])
    if (k >= 1 && k <= x) add(moveTo(p, 'far', k - 1));
  if (t === 0) add(moveTo(p, 'far', -1)); // both coins over the edge
  return candidates.sort(boardOrder);
}

/** The nim-sum of the straps' Grundy numbers. */
export function sumGrundy(positions: readonly Position[]): number {
  return nimSumOf(positions.map(grundyByFormula));
}

/** Every move to a sum of Grundy number 0 (none if the sum already is 0). */
export function winningMoves(positions: readonly Position[]): SumMove[] {
  const values = positions.map(grundyByFormula);
  const total = nimSumOf(values);
  const out: SumMove[] = [];
  if (total === 0) return out;
  values.forEach((g, component) => {
    // Options may also have larger values than g, so a strap with g ⊕ total > g can
    // still hold a winning move: look in every strap.
    const t = nimSum(g, total);
    for (const move of movesToValue(positions[component], t))
      out.push({ component, move, after: move.after, grundy: t });
  });
  return out;
}

/** The move that changes a strap least (largest x + y after), or null for (0, 0). */
export function gentlestMove(p: Position): Move | null {
  const [x, y] = p;
  const options = [moveTo(p, 'far', y - 2), moveTo(p, 'near', x - 2)].filter((m): m is Move => m !== null);
  options.sort((a, b) => b.after[0] + b.after[1] - (a.after[0] + a.after[1]));
  return options[0] ?? null;
}

/**
 * The perfect player's choice: a winning move if there is one (the first); otherwise (a
 * P-position) the gentlest move on the largest strap, keeping the game long so the opponent
 * has the most chances to go wrong. Null when no move is left.
 */
export function bestMove(positions: readonly Position[]): SumMove | null {
  const wins = winningMoves(positions);
  if (wins.length) return wins[0];
  let best: SumMove | null = null;
  positions.forEach((p, component) => {
    const move = gentlestMove(p);
    if (!move) return;
    if (!best || p[0] + p[1] > positions[best.component][0] + positions[best.component][1])
      best = { component, move, after: move.after, grundy: grundyByFormula(move.after) };
  });
  return best;
}
