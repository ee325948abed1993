/**
 * Why a single head at coin i is worth the ruler function r(i) (kind "ruler/mex"): the mex
 * table for i = 1..16, built from brute-force values (a head at 16 has options of 15 coins,
 * the brute-force limit), then the general argument and why heads add.
 */
import type { Derivation, Step } from '../../derivation';
import { mex } from '../../arith/nim';
import { grundyTable, MAX_BRUTE_FORCE_COINS, type Tick } from './bruteForce';
import { fromMask } from './rules';
import { ruler, rowOf } from './rulerFunction';

export const MAX_MEX_COIN = MAX_BRUTE_FORCE_COINS + 1;

export interface MexOption {
  /** the run a..i that was flipped */
  from: number;
  /** the position left: heads at a..i−1 (i − 1 coins; empty when a = i) */
  after: string;
  /** its Grundy value by brute force */
  value: number;
}

export interface MexRow {
  coin: number;
  /** option values for a = 1..i, by brute force */
  optionValues: number[];
  mex: number;
  /** r(i), the largest power of two dividing i */
  ruler: number;
}

export interface RulerMexState {
  phase: 'intro' | 'coin' | 'why' | 'sum';
  /** the table so far (one row per coin done) */
  table: MexRow[];
  /** the coin being examined, with its options */
  coin?: number;
  options?: MexOption[];
}

/** The rows of the mex table for heads at 1..upTo, from a brute-force table. */
export function mexTable(upTo: number, tick?: Tick): MexRow[] {
  if (!Number.isInteger(upTo) || upTo < 1 || upTo > MAX_MEX_COIN)
    throw new RangeError(`the mex table runs to coin ${MAX_MEX_COIN} (got ${upTo})`);
  const g = grundyTable(upTo - 1, tick);
  const rows: MexRow[] = [];
  for (let i = 1; i <= upTo; i++) {
    const optionValues: number[] = [];
    for (let a = 1; a <= i; a++) optionValues.push(g[(1 << (i - 1)) - (1 << (a - 1))]); // heads at a..i−1
    rows.push({ coin: i, optionValues, mex: mex(optionValues), ruler: ruler(i) });
  }
  return rows;
}

export function mexDerivation(upTo = MAX_MEX_COIN, tick?: Tick): Derivation<RulerMexState> {
  const table = mexTable(upTo, tick);
  const steps: Step<RulerMexState>[] = [];
  steps.push({
    caption:
      'A single head at coin $i$ (all else tails). A move flips a run $a..i$ ending on it: coin $i$ turns tails and coins $a..i-1$ turn heads. So its options are the rows with heads exactly at $a..i-1$, for $a = 1..i$ ($a = i$ leaves all tails). Its value is the mex (least missing value) of theirs.',
    important: true,
    state: { phase: 'intro', table: [] },
  });
  for (const row of table) {
    const i = row.coin;
    const k = rowOf(i);
    const options = row.optionValues.map((value, idx) => ({
      from: idx + 1,
      after: fromMask((1 << (i - 1)) - (1 << idx), i - 1),
      value,
    }));
    const distinct = [...new Set(row.optionValues)].sort((x, y) => x - y);
    const agrees =
      row.mex === row.ruler ? `$= r(${i}) = 2^{${k}}$` : `but $r(${i}) = ${row.ruler}$: they differ`;
    steps.push({
      caption: `Head at ${i}: its ${i} option${i > 1 ? 's have' : ' has'} brute-force value${i > 1 ? 's' : ''} $\\{${distinct.join(', ')}\\}$; the least missing is ${row.mex} ${agrees}.`,
      highlight: [{ indices: [i - 1], tone: 'accent', label: `head at ${i}` }],
      important: (i & (i - 1)) === 0,
      state: { phase: 'coin', table: table.slice(0, i), coin: i, options },
    });
  }
  steps.push({
    caption:
      'Why in general: write $i = 2^k \\cdot \\text{odd}$ and $P(n) = n \\oplus \\lfloor n/2 \\rfloor$, whose bit $k$ is the parity of row $k$ among coins $1..n$. By induction the option "heads at $a..i-1$" is worth $P(i-1) \\oplus P(a-1)$. These are all different ($P$ is one-to-one). The last $2^k$ of them, $a - 1 = i - 2^k, …, i - 1$, share every bit from $k$ up, so they are exactly $0, 1, …, 2^k - 1$; and $2^k$ itself would need $P(a-1) = P(i-1) \\oplus 2^k = P(i)$, that is $a - 1 = i$: no such option. So the mex is $2^k = r(i)$.',
    important: true,
    state: { phase: 'why', table },
  });
  steps.push({
    caption:
      'Why heads add: flipping a tail at $j$ to heads is like adding a game "head at $j$", flipping a head to tails like removing one, and two equal games cancel ($G \\oplus G = 0$). So any position is the sum of its single heads, worth $\\bigoplus_{\\text{heads } i} r(i)$, and bit $k$ of that XOR is the parity of the heads in row $k$. (Checked by brute force for every position of up to 15 coins in the verification panel.)',
    important: true,
    state: { phase: 'sum', table },
  });
  return { title: 'Why a head at i is worth r(i)', steps };
}
