/**
 * Moves of a variant on any board of coins: a line, or the vertices of a directed acyclic
 * graph. A board is n coins numbered in an order every move respects (a line's left to right,
 * a DAG's topological order) and, for each coin v, the set `before[v]` of coins that may
 * precede v in a flipped subsequence: on a line every earlier coin (the paper's i < j); on a
 * DAG the coins with a directed path to v (or, with the stricter rule, an edge into v).
 *
 * A move flips coins c1, c2, …, ck with c(i) ∈ before[c(i+1)] showing the player's pattern.
 * A position is a bitmask (bit v = coin v shows 1, tails). The last coin flipped is the latest
 * in the numbering and goes 1 → 0, so every option is a smaller number: tables fill in
 * increasing order with no recursion.
 */
export interface Board {
  readonly n: number;
  /** before[v]: bitmask of the coins that may come just before v in a flipped subsequence */
  readonly before: readonly number[];
}

/** The line of n coins: every earlier coin may come before (coin 0 is the paper's d1). */
export function lineBoard(n: number): Board {
  return { n, before: Array.from({ length: n }, (_, v) => (1 << v) - 1) };
}

/** The pattern as bits: bits[i] is 1 when the i-th coin of the pattern must show tails. */
const patternBits = (pattern: string) => [...pattern].map((c) => (c === '1' ? 1 : 0));

/**
 * Every move of the pattern at `mask`: the coins flipped (ascending) and the position after.
 * `visit` is called once per subsequence; a return of true stops the search.
 */
function eachMove(
  mask: number,
  board: Board,
  pattern: string,
  visit: (coins: number[], after: number) => boolean | void,
): void {
  const bits = patternBits(pattern);
  const k = bits.length;
  const chosen: number[] = new Array(k);
  let stop = false;
  // Choose coins from the last pattern place back to the first.
  // Coins past the last tails can never be flipped (each flipped coin precedes a tails coin).
  const top = Math.min(board.n, 32 - Math.clz32(mask)) - 1;
  const choose = (place: number, allowed: number): void => {
    for (let v = top; v >= 0 && !stop; v--) {
      if (((allowed >>> v) & 1) === 0 || ((mask >>> v) & 1) !== bits[place]) continue;
      chosen[place] = v;
      if (place === 0) {
        let flip = 0;
        for (const c of chosen) flip |= 1 << c;
        if (visit(chosen.slice(), mask ^ flip) === true) stop = true;
      } else choose(place - 1, board.before[v]);
    }
  };
  choose(k - 1, board.n >= 31 ? -1 : (1 << board.n) - 1);
}

export interface Flip {
  /** 0-based coins flipped, in board order */
  coins: number[];
  after: number;
}

/** Every move as the coins it flips (several subsequences may give the same position). */
export function flips(mask: number, board: Board, pattern: string): Flip[] {
  const out: Flip[] = [];
  eachMove(mask, board, pattern, (coins, after) => {
    out.push({ coins, after });
  });
  return out;
}

/**
 * The distinct positions one move of the pattern reaches from `mask`. A player with several
 * patterns ("111,1111": flip any one of them, as in readings of §5's "three or more coins")
 * has them comma-separated.
 */
export function optionMasks(mask: number, board: Board, pattern: string): number[] {
  const seen = new Set<number>();
  for (const p of pattern.split(','))
    eachMove(mask, board, p, (_, after) => {
      seen.add(after);
    });
  return [...seen];
}

/** Line notation ↔ bitmask: "0101" is coins d1..d4, d1 the lowest bit. */
export function lineMask(line: string): number {
  let m = 0;
  for (let i = 0; i < line.length; i++) if (line[i] === '1') m |= 1 << i;
  return m;
}

/** The line of a mask with trailing heads dropped (the paper's deletion rule); "" is no coins. */
export function maskLine(mask: number): string {
  let s = '';
  for (let m = mask; m !== 0; m >>>= 1) s += m & 1 ? '1' : '0';
  return s;
}

/** The coins of a mask on an n-coin board, every coin written (DAG positions keep their heads). */
export function maskCoins(mask: number, n: number): string {
  let s = '';
  for (let v = 0; v < n; v++) s += (mask >>> v) & 1 ? '1' : '0';
  return s;
}
