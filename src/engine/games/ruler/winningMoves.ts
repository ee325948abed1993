/**
 * Every winning move, by the row parities. Flipping coins a..b changes the value by
 * P(b) ⊕ P(a−1), where P(n) = n ⊕ ⌊n/2⌋ is the prefix parity (rulerFunction.ts). To turn value
 * v into target t we need P(a−1) = P(b) ⊕ v ⊕ t; P is one-to-one, so each heads coin b forces
 * a−1 = P⁻¹(P(b) ⊕ v ⊕ t), and the run exists iff that is below b — which happens exactly when
 * b has the bit 2^h set, h being the top bit of v ⊕ t (P⁻¹ keeps the bits above h and flips
 * bit h). So the moves are listed in one pass over the heads.
 */
import type { Move } from './rules';
import { nimValue, prefixParity, prefixParityInverse, topBit } from './rulerFunction';

export interface RunCandidate {
  /** the heads coin the run ends on */
  to: number;
  /** the forced left end a = P⁻¹(P(b) ⊕ v ⊕ t) + 1, or ≥ to + 1 when no run exists */
  from: number;
  /** is [from, to] a real run (from ≤ to)? */
  ok: boolean;
}

/** For each heads coin, the one run ending there that would change the value by `change` (for the derivation). */
export function runCandidates(position: string, change: number): RunCandidate[] {
  const out: RunCandidate[] = [];
  if (change === 0) return out;
  for (let i = 0; i < position.length; i++) {
    if (position.charCodeAt(i) !== 72) continue;
    const to = i + 1;
    const from = prefixParityInverse(prefixParity(to) ^ change) + 1;
    out.push({ to, from, ok: from <= to });
  }
  return out;
}

/**
 * Every move that changes the position's value by `change` (≠ 0), ordered by right end.
 * Only heads b with bit topBit(change) set can end such a run, so the others are skipped.
 */
export function movesChangingBy(position: string, change: number): Move[] {
  const moves: Move[] = [];
  if (change === 0) return moves; // no move keeps the value: P is one-to-one and a−1 < b
  const bit = 1 << topBit(change);
  for (let i = 0; i < position.length; i++) {
    if (position.charCodeAt(i) !== 72) continue;
    const to = i + 1;
    if ((to & bit) === 0) continue;
    const before = prefixParityInverse(prefixParity(to) ^ change);
    if (before < to) moves.push([before + 1, to]);
  }
  return moves;
}

/** Every move to a position of value `target`. */
export function movesToValue(position: string, target: number): Move[] {
  return movesChangingBy(position, nimValue(position) ^ target);
}

/** Every winning move: all runs that leave value 0 (none from a P-position). */
export function winningMoves(position: string): Move[] {
  return movesChangingBy(position, nimValue(position));
}
