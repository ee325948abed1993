/**
 * The verification panel's data: for every length up to 15, every position's brute-force
 * Grundy value beside the ruler formula, and its brute-force winning moves beside the
 * formula's, with agreement counts. Nothing here trusts the formula: it is what is tested.
 */
import { bruteWinningMoves, grundyTable, type Tick } from './bruteForce';
import { fromMask, toMask, type Move } from './rules';
import { nimValue } from './rulerFunction';
import { winningMoves } from './winningMoves';

export interface LengthCheck {
  coins: number;
  /** 2^coins */
  positions: number;
  /** positions whose brute-force Grundy value equals the formula's nim-value */
  valuesAgree: number;
  /** positions whose brute-force winning moves are exactly the formula's list */
  movesAgree: number;
  /** positions of value 0 (the second player wins) */
  zeroPositions: number;
  /** the first disagreement, if any (none expected) */
  firstDisagreement?: { position: string; brute: number; formula: number };
}

export interface PositionCheck {
  position: string;
  brute: number;
  formula: number;
  bruteMoves: Move[];
  formulaMoves: Move[];
}

const sameMoves = (a: readonly Move[], b: readonly Move[]) =>
  a.length === b.length && a.every((m, i) => m[0] === b[i][0] && m[1] === b[i][1]);

/** Check every position of 1..maxCoins coins; progress counts positions (2^(maxCoins+1) − 2 of them) after the table. */
export function verifyLengths(maxCoins: number, tick?: Tick): { lengths: LengthCheck[]; table: Uint8Array } {
  const table = grundyTable(maxCoins, tick);
  const total = 2 ** (maxCoins + 1) - 2;
  let done = 0;
  const lengths: LengthCheck[] = [];
  for (let n = 1; n <= maxCoins; n++) {
    const check: LengthCheck = {
      coins: n,
      positions: 2 ** n,
      valuesAgree: 0,
      movesAgree: 0,
      zeroPositions: 0,
    };
    for (let m = 0; m < 1 << n; m++) {
      const position = fromMask(m, n);
      const formula = nimValue(position);
      const brute = table[m];
      if (formula === brute) check.valuesAgree++;
      else check.firstDisagreement ??= { position, brute, formula };
      if (sameMoves(bruteWinningMoves(m, table), winningMoves(position))) check.movesAgree++;
      if (brute === 0) check.zeroPositions++;
      if ((++done & 1023) === 0) tick?.(done, total, 'comparing with the formula');
    }
    lengths.push(check);
  }
  tick?.(total, total, 'comparing with the formula');
  return { lengths, table };
}

/** One position of at most 15 coins: brute force beside the formula. */
export function checkPosition(position: string, table: Uint8Array): PositionCheck {
  const m = toMask(position);
  if (m >= table.length) throw new RangeError(`the brute-force table is too small for ${position}`);
  return {
    position,
    brute: table[m],
    formula: nimValue(position),
    bruteMoves: bruteWinningMoves(m, table),
    formulaMoves: winningMoves(position),
  };
}

/** Every position of `coins` coins with both values (for a browsable table; small lengths only). */
export function listLength(
  coins: number,
  table: Uint8Array,
): { position: string; brute: number; formula: number }[] {
  const out: { position: string; brute: number; formula: number }[] = [];
  for (let m = 0; m < 1 << coins; m++) {
    const position = fromMask(m, coins);
    out.push({ position, brute: table[m], formula: nimValue(position) });
  }
  return out;
}
