/**
 * Q^R, Right's best move in a block Q = 0^p 1 0^q 1 (p + q ≥ 1), the exponent of Lemma 4.5.
 *
 * The abstract's point: G = G^L : H^R, the value of the removed block's best Right option,
 * not of the block itself (as in Hackenbush strings). Lemma 4.6 (a = 0) gives both:
 * Q = 1/2^(2p+q), and its proof names Right's best move: with q > 0 he flips the last 0
 * and the last 1 (to 0^p 1 0^(q−1) 1), with q = 0 the last 0 before the 1s and the first
 * 1 (to 0^(p−1) 1 0 1); either way Q^R = 1/2^(2p+q−1).
 *
 * "What if we used Q's own value?": the same iterated ordinal sum with every exponent
 * 1/2^(2p+q) instead, the wrong answer shown beside the right one.
 */
import { Dyadic } from '../../arith/dyadic';
import { ordinalSum } from '../../arith/ordinalSum';
import { baseValue, exponentValue } from './ordinalSum';
import { flip, type Move } from './rules';
import { blockAt, type Split } from './split';

export interface BlockRight {
  /** Right's best move in the block, coins numbered within the block (1-based). */
  move: Move;
  /** Q^R, the block after that move (trailing heads dropped). */
  after: string;
  /** The value of Q^R: the exponent 1/2^(2p+q−1). */
  value: Dyadic;
  /** The value of Q itself, 1/2^(2p+q): the wrong exponent. */
  own: Dyadic;
}

/** The block 0^p 1 0^q 1 as coins. */
export function blockCoins(p: number, q: number): string {
  return '0'.repeat(p) + '1' + '0'.repeat(q) + '1';
}

/** Right's best move in 0^p 1 0^q 1 (Lemma 4.6's proof) and what it is worth. */
export function blockRight(p: number, q: number): BlockRight {
  if (p + q < 1) throw new RangeError('a block 0^p 1 0^q 1 of Step 3 has p + q ≥ 1');
  const move: Move = q > 0 ? [p + q + 1, p + q + 2] : [p, p + 1];
  return {
    move,
    after: flip(blockCoins(p, q), move[0], move[1]),
    value: exponentValue(2 * p + q - 1),
    own: Dyadic.of(1n, 2 * p + q),
  };
}

/** v_j computed with Q's own values as exponents: ((v_i : Q_(i−1)) : …) : Q_j, for j = i … 0. */
export function wrongChain(split: Split): Dyadic[] {
  const out: Dyadic[] = [];
  let v = baseValue(split.base);
  out[split.count] = v;
  for (let j = split.count - 1; j >= 0; j--) {
    const b = blockAt(split, j);
    v = ordinalSum(v, blockRight(b.p, b.q).own);
    out[j] = v;
  }
  return out;
}
