/**
 * Matching a chosen pair of coins against the host's legal moves. The board knows no rules:
 * a move is legal exactly when the host listed it.
 */
export type CoinMove = readonly [number, number];

export function moveKey(a: number, b: number): string {
  return `${a},${b}`;
}

/**
 * The legal move the pair (a, b) stands for, or null. With `unordered`, picking the coins
 * in the other order also counts (the listed order is returned).
 */
export function resolveMove(
  legal: ReadonlySet<string>,
  a: number,
  b: number,
  unordered: boolean,
): [number, number] | null {
  if (legal.has(moveKey(a, b))) return [a, b];
  if (unordered && legal.has(moveKey(b, a))) return [b, a];
  return null;
}

/** Coins that complete a legal move once `from` is selected (for target hints). */
export function targetsFrom(moves: readonly CoinMove[], from: number, unordered: boolean): Set<number> {
  const out = new Set<number>();
  for (const [a, b] of moves) {
    if (a === from) out.add(b);
    else if (unordered && b === from) out.add(a);
  }
  return out;
}
